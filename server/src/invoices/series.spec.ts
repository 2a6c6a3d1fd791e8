import { documentNumber, financialYearOf, MAX_NUMBER_LENGTH } from './series.js';

describe('the financial year (April-March, India)', () => {
  it('rolls over at midnight on 1 April in India, not in UTC', () => {
    // 31 Mar 2026 23:59:59.999 IST = 18:29:59.999 UTC.
    expect(financialYearOf(new Date('2026-03-31T18:29:59.999Z'))).toBe('25-26');
    expect(financialYearOf(new Date('2026-03-31T18:30:00.000Z'))).toBe('26-27');
    // At 20:00 UTC on 31 March it is already 1 April in India.
    expect(financialYearOf(new Date('2026-03-31T20:00:00.000Z'))).toBe('26-27');
    expect(financialYearOf(new Date('2026-01-15T10:00:00.000Z'))).toBe('25-26');
    expect(financialYearOf(new Date('2026-11-29T10:00:00.000Z'))).toBe('26-27');
  });

  it('crosses the century', () => {
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z'))).toBe('99-00');
    expect(financialYearOf(new Date('2100-02-01T00:00:00Z'))).toBe('99-00');
  });
});

describe('document numbers', () => {
  it('invoices: SQU/25-26/000123, 16 characters', () => {
    expect(documentNumber('invoice', '25-26', 123)).toBe('SQU/25-26/000123');
    expect(documentNumber('invoice', '25-26', 999_999)).toHaveLength(MAX_NUMBER_LENGTH);
  });

  it('credit notes: their own series, CN/25-26/0000001', () => {
    expect(documentNumber('credit_note', '25-26', 1)).toBe('CN/25-26/0000001');
    expect(documentNumber('credit_note', '25-26', 9_999_999)).toHaveLength(MAX_NUMBER_LENGTH);
  });

  it('never goes over 16 characters: a full series refuses, and no place is 0', () => {
    expect(() => documentNumber('invoice', '25-26', 1_000_000)).toThrow(/over 16 characters/);
    expect(() => documentNumber('credit_note', '25-26', 10_000_000)).toThrow(/over 16 characters/);
    expect(() => documentNumber('invoice', '25-26', 0)).toThrow(RangeError);
  });
});
