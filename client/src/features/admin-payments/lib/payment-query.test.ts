import { paymentVariables, readPaymentQuery, writePaymentQuery } from './payment-query';

describe('the admin payments query in the URL', () => {
  it('reads what it wrote, and leaves defaults out', () => {
    const q = { search: 'SQU-20261126', status: 'FAILED' as const, flagged: true, page: 2 };
    expect(readPaymentQuery(writePaymentQuery(q))).toEqual(q);
    expect(writePaymentQuery({ search: '  ', status: '', flagged: false, page: 1 }).toString()).toBe('');
  });

  it('ignores values it does not know, and cuts the search to the server’s 100 characters', () => {
    expect(readPaymentQuery(new URLSearchParams('status=CANCELLED&page=0'))).toEqual({ search: '', status: '', flagged: false, page: 1 });
    // Refunded is a status the list filters by (a paid attempt whose money went back).
    expect(readPaymentQuery(new URLSearchParams('status=REFUNDED')).status).toBe('REFUNDED');
    expect(readPaymentQuery(new URLSearchParams(`q=${'x'.repeat(150)}`)).search).toHaveLength(100);
  });

  it('asks adminPayments with only what is set', () => {
    expect(paymentVariables({ search: ' pay_1 ', status: 'PAID', flagged: true, page: 3 }, 20)).toEqual({ search: 'pay_1', status: 'PAID', flagged: true, page: 3, pageSize: 20 });
    expect(paymentVariables({ search: '', status: '', flagged: false, page: 1 }, 20)).toEqual({ search: undefined, status: undefined, flagged: undefined, page: 1, pageSize: 20 });
  });
});
