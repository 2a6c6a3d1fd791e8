import { OFFER_SEED } from '../database/migrations/1765100000000-offers.js';
import { istDayOfWeek, offerProblem, offerTerms } from './offer-rules.js';
import type { OfferEntity } from './offer.entity.js';

/** A seeded offer as its row reads. */
const seeded = (code: string): OfferEntity => {
  const s = OFFER_SEED.find((o) => o.code === code)!;
  return Object.assign({} as OfferEntity, { ...s, id: code, validFrom: null, validUntil: new Date(s.validUntil), active: true, usageLimit: null, perCustomerLimit: null, createdAt: new Date(), updatedAt: new Date() });
};
const NEW = { priorOrders: 0, usedByShopper: 0, usedInAll: 0 };
/** A Wednesday in India. */
const WEDNESDAY = new Date('2026-12-02T12:00:00+05:30');

describe('the rules of an offer, at their boundaries (pinned clock)', () => {
  test('BIG20: ₹5,000.00 qualifies, ₹4,999.99 does not', () => {
    expect(offerProblem(seeded('BIG20'), 500_000, WEDNESDAY, NEW)).toBeNull();
    expect(offerProblem(seeded('BIG20'), 499_999, WEDNESDAY, NEW)).toBe('Valid on orders above ₹5,000');
  });

  test('WEEKEND10: Friday 23:59 IST is refused, Saturday 00:00 IST applies, Sunday 23:59 applies, Monday 00:00 is refused', () => {
    const weekend = seeded('WEEKEND10');
    expect(offerProblem(weekend, 100_00, new Date('2026-12-04T23:59:59.999+05:30'), NEW)).toBe('Valid on Saturdays and Sundays');
    expect(offerProblem(weekend, 100_00, new Date('2026-12-05T00:00:00+05:30'), NEW)).toBeNull();
    expect(offerProblem(weekend, 100_00, new Date('2026-12-06T23:59:59+05:30'), NEW)).toBeNull();
    expect(offerProblem(weekend, 100_00, new Date('2026-12-07T00:00:00+05:30'), NEW)).toBe('Valid on Saturdays and Sundays');
    // Saturday 00:00 in India is still Friday in UTC (18:30): the day is India's.
    expect(istDayOfWeek(new Date('2026-12-04T18:30:00Z'))).toBe(6);
    expect(istDayOfWeek(new Date('2026-12-04T18:29:59Z'))).toBe(5);
  });

  test('FIRST15: a first order of ₹500 applies; a second order, or ₹499.99, does not; a visitor (orders unknown) is let through to the order', () => {
    const first = seeded('FIRST15');
    expect(offerProblem(first, 500_00, WEDNESDAY, NEW)).toBeNull();
    expect(offerProblem(first, 500_00, WEDNESDAY, { ...NEW, priorOrders: 1 })).toBe('Only on your first order');
    expect(offerProblem(first, 499_99, WEDNESDAY, NEW)).toBe('Valid on orders above ₹500');
    expect(offerProblem(first, 500_00, WEDNESDAY, { ...NEW, priorOrders: null })).toBeNull();
  });

  test('expiry: valid through its last instant, expired the next; not valid before it starts', () => {
    const o = { ...seeded('BIG20'), validFrom: new Date('2026-12-01T00:00:00+05:30'), validUntil: new Date('2026-12-31T23:59:59+05:30') };
    expect(offerProblem(o, 600_000, new Date('2026-12-31T23:59:59+05:30'), NEW)).toBeNull();
    expect(offerProblem(o, 600_000, new Date('2027-01-01T00:00:00+05:30'), NEW)).toBe('This code has expired');
    expect(offerProblem(o, 600_000, new Date('2026-11-30T23:59:59+05:30'), NEW)).toBe('This code is not valid yet');
  });

  test('inactive, usage limits, and the message of other days and amounts', () => {
    const o = seeded('BIG20');
    expect(offerProblem({ ...o, active: false }, 600_000, WEDNESDAY, NEW)).toBe('This code is no longer active');
    expect(offerProblem({ ...o, usageLimit: 3 }, 600_000, WEDNESDAY, { ...NEW, usedInAll: 2 })).toBeNull();
    expect(offerProblem({ ...o, usageLimit: 3 }, 600_000, WEDNESDAY, { ...NEW, usedInAll: 3 })).toBe('This code has been fully used');
    expect(offerProblem({ ...o, perCustomerLimit: 1 }, 600_000, WEDNESDAY, { ...NEW, usedByShopper: 1 })).toBe('You have already used this code');
    expect(offerProblem({ ...o, daysOfWeek: '1,3,5' }, 600_000, new Date('2026-12-01T12:00:00+05:30'), NEW)).toBe('Valid on Mondays, Wednesdays and Fridays');
    expect(offerProblem({ ...o, minSubtotalPaise: 499_50 }, 499_49, WEDNESDAY, NEW)).toBe('Valid on orders above ₹499.50');
  });

  test("an offer's terms read as checkout's reasons, in their order; none: 'On every order.'", () => {
    expect(offerTerms(seeded('FIRST15'))).toBe('Only on your first order. Valid on orders above ₹500.');
    expect(offerTerms(seeded('WEEKEND10'))).toBe('Valid on Saturdays and Sundays.');
    expect(offerTerms({ ...seeded('BIG20'), firstOrderOnly: true, daysOfWeek: '7,6' })).toBe('Only on your first order. Valid on Saturdays and Sundays. Valid on orders above ₹5,000.');
    expect(offerTerms({ ...seeded('BIG20'), minSubtotalPaise: 0 })).toBe('On every order.');
  });
});
