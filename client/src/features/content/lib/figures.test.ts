import { BUSINESS_HOURS } from '../../../config/company';
import { CONTACT } from '../../../config/constants';
import { compactHours, formatHours } from './business-hours';
import { businessDays, days, figure, hours, inWords, longDate, percent, rupees, spanText } from '../../../lib/figures';
import { parseInline, plainText, slugify } from './inline';

describe('how figures read', () => {
  it('money, counts, spans and units', () => {
    expect(rupees(999)).toBe('₹999');
    expect(rupees(2000)).toBe('₹2,000');
    expect(figure(250000)).toBe('2,50,000');
    expect(inWords(2)).toBe('two');
    expect(inWords(12)).toBe('12');
    expect(spanText({ min: 5, max: 7 })).toBe('5–7');
    expect(days({ min: 1, max: 1 })).toBe('1 day');
    expect(days(30)).toBe('30 days');
    expect(businessDays({ min: 5, max: 7 })).toBe('5–7 business days');
    expect(hours(24)).toBe('24 hours');
    expect(percent(0.18 * 100)).toBe('18%');
  });

  it('the privacy date reads as the spec writes it, in any time zone', () => {
    expect(longDate('2025-01-15')).toBe('January 15, 2025');
  });

  it('business hours: the long form and the header’s short form agree with the contact constants', () => {
    expect(BUSINESS_HOURS.map(formatHours)).toEqual(['9:00 AM – 6:00 PM', '10:00 AM – 4:00 PM', 'Closed']);
    expect(compactHours(BUSINESS_HOURS)).toBe(CONTACT.hours);
  });
});

describe('inline markup', () => {
  it('splits text, **strong** and [links](href)', () => {
    expect(parseInline('Read **this** and [our policy](/privacy-policy).')).toEqual([
      { kind: 'text', text: 'Read ' },
      { kind: 'strong', text: 'this' },
      { kind: 'text', text: ' and ' },
      { kind: 'link', text: 'our policy', href: '/privacy-policy' },
      { kind: 'text', text: '.' },
    ]);
    expect(plainText('Write to [support@squ.in](mailto:support@squ.in)')).toBe('Write to support@squ.in');
    expect(parseInline('plain')).toEqual([{ kind: 'text', text: 'plain' }]);
  });

  it('slugs headings into anchors', () => {
    expect(slugify('Cancellations, Returns and Refunds')).toBe('cancellations-returns-and-refunds');
    expect(slugify('If Your Refund Hasn’t Arrived')).toBe('if-your-refund-hasn-t-arrived');
  });
});
