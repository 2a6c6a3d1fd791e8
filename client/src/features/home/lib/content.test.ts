import { activeBanners, activeOffers, newsletterError, pickTestimonials, type Banner, type Offer } from './content';

const offer = (over: Partial<Offer>): Offer => ({
  id: 1, title: 'Free Shipping', description: 'On orders above ₹999', discount: 0, type: 'fixed',
  validUntil: '2027-12-31T23:59:59.000Z', isActive: true, ...over,
});

describe('home content rules', () => {
  const now = new Date('2026-11-22T10:00:00Z');

  it('shows only active, unexpired offers', () => {
    const shown = activeOffers([
      offer({ id: 1 }),
      offer({ id: 2, isActive: false }),
      offer({ id: 3, validUntil: '2025-12-31T23:59:59.000Z' }),
      offer({ id: 4, validUntil: 'not a date' }),
    ], now);
    expect(shown.map((o) => o.id)).toEqual([1]);
  });

  it('an offer is valid through the whole of its last day', () => {
    expect(activeOffers([offer({ validUntil: '2026-11-22' })], now)).toHaveLength(1);
    expect(activeOffers([offer({ validUntil: '2026-11-21' })], now)).toHaveLength(0);
  });

  it('shows at most 4 offers', () => {
    expect(activeOffers([1, 2, 3, 4, 5].map((id) => offer({ id })), now)).toHaveLength(4);
  });

  it('the hero uses active banners only', () => {
    const b = (id: number, isActive: boolean): Banner => ({ id, title: 't', subtitle: 's', image: 'i', link: '/', buttonText: 'Go', isActive });
    expect(activeBanners([b(1, true), b(2, false), b(3, true)]).map((x) => x.id)).toEqual([1, 3]);
  });

  it('shows three testimonials', () => {
    const t = { name: 'A', location: 'Pune', rating: 5, comment: 'Lovely' };
    expect(pickTestimonials([t, t, t, t])).toHaveLength(3);
  });

  it.each([
    ['', 'Please enter your email address'],
    ['   ', 'Please enter your email address'],
    ['asha', 'Please enter a valid email address'],
    ['asha@example', 'Please enter a valid email address'],
    ['asha @example.in', 'Please enter a valid email address'],
    ['asha@example.in', null],
  ])('newsletter email %j -> %j', (email, expected) => {
    expect(newsletterError(email)).toBe(expected);
  });
});
