import { activeBanners, newsletterError, pickTestimonials, type Banner } from './content';

describe('home content rules', () => {
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
