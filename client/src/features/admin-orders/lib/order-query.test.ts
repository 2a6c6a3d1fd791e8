import { readOrderQuery, toFilter, writeOrderQuery } from './order-query';

describe('the admin orders query in the URL', () => {
  it('reads what it wrote, and leaves defaults out', () => {
    const q = { search: 'asha@', status: 'SHIPPED' as const, payment: 'PAID' as const, from: '2026-11-01', to: '2026-11-30', page: 3 };
    expect(readOrderQuery(writeOrderQuery(q))).toEqual(q);
    expect(writeOrderQuery({ search: ' ', status: '', payment: '', from: '', to: '', page: 1 }).toString()).toBe('');
  });

  it('ignores values it does not know', () => {
    expect(readOrderQuery(new URLSearchParams('status=LOST&payment=x&from=yesterday&page=-2'))).toEqual({ search: '', status: '', payment: '', from: '', to: '', page: 1 });
  });

  it('turns days in India into instants, the end day included', () => {
    const { filter, problem } = toFilter({ search: '', status: '', payment: '', from: '2026-11-26', to: '2026-11-26', page: 1 });
    expect(problem).toBeNull();
    expect(filter).toEqual({ from: '2026-11-25T18:30:00.000Z', to: '2026-11-26T18:30:00.000Z' });
  });

  it('refuses a range that ends before it starts', () => {
    expect(toFilter({ search: '', status: '', payment: '', from: '2026-11-26', to: '2026-11-01', page: 1 }).problem).toBe('The end date is before the start date');
  });
});
