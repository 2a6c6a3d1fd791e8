import { exchangeDaysFor, exchangeWindowOf, itemPolicyOf, isOpen, lastDayOf, lineWindowOf, nonReturnableAs, returnDaysFor, shortDay, WINDOW_DAYS } from './return-policy.js';

/** An instant given as India's wall-clock time (IST, UTC+5:30). */
const ist = (local: string) => new Date(`${local}+05:30`);
/** Delivered late in the evening of 26 Nov (IST), which is still 26 Nov in UTC too. */
const DELIVERED = ist('2026-11-26T21:15');

describe('return windows count India days from delivery, with a pinned clock (DECISIONS 14)', () => {
  test.each([
    ['return, day 30: open', WINDOW_DAYS.return, '2026-12-26T23:59', true],
    ['return, day 31: closed', WINDOW_DAYS.return, '2026-12-27T00:00', false],
    ['sale item, day 15: open', WINDOW_DAYS.sale, '2026-12-11T23:59', true],
    ['sale item, day 16: closed', WINDOW_DAYS.sale, '2026-12-12T00:01', false],
    ['size exchange, day 15: open', WINDOW_DAYS.sizeExchange, '2026-12-11T10:00', true],
    ['size exchange, day 16: closed', WINDOW_DAYS.sizeExchange, '2026-12-12T10:00', false],
    ['colour exchange, day 7: open', WINDOW_DAYS.colourExchange, '2026-12-03T23:00', true],
    ['colour exchange, day 8: closed', WINDOW_DAYS.colourExchange, '2026-12-04T00:00', false],
    ['defective, day 60: open', WINDOW_DAYS.defective, '2027-01-25T22:00', true],
    ['defective, day 61: closed', WINDOW_DAYS.defective, '2027-01-26T00:00', false],
    ['the delivery day itself: open', WINDOW_DAYS.return, '2026-11-26T21:16', true],
  ])('%s', (_, days, now, open) => {
    expect(isOpen(DELIVERED, days, ist(now))).toBe(open);
  });

  test('a delivery after 18:30 UTC counts on its India day (the next UTC day)', () => {
    const delivered = ist('2026-11-27T01:00'); // 26 Nov 19:30 UTC
    expect(lastDayOf(delivered, 30)).toBe('2026-12-27');
    expect(isOpen(delivered, 30, ist('2026-12-27T23:00'))).toBe(true);
    expect(isOpen(delivered, 30, ist('2026-12-28T00:00'))).toBe(false);
  });

  test("the shopper's words name the last day", () => {
    const open = lineWindowOf(itemPolicyOf({ category: 'women-kurtas', model: 'SQ-WK-1001', isSale: false }), DELIVERED, ist('2026-12-01T12:00'));
    expect(open).toEqual({ policy: { returnable: true, returnDays: 30, text: 'Returnable within 30 days' }, returnableUntil: '2026-12-26', returnOpen: true, defectiveUntil: '2027-01-25', defectiveOpen: true });
    expect(shortDay(open.returnableUntil!)).toBe('26 Dec');
  });
});

describe("an item's own policy", () => {
  test.each([
    ['a kurta', { category: 'women-kurtas', model: 'SQ-WK-1001', isSale: false }, 'Returnable within 30 days'],
    ['a kurta on sale', { category: 'women-kurtas', model: 'SQ-WK-1001', isSale: true }, 'Returnable within 15 days'],
    ['ankle socks', { category: 'accessories', model: 'SQ-AK-1674', isSale: false }, 'Not returnable'],
    ['crew socks on sale', { category: 'accessories', model: 'SQ-AC-1974', isSale: true }, 'Not returnable'],
    ['scrunchies', { category: 'accessories', model: 'SQ-AH-1110', isSale: false }, 'Not returnable'],
    ['hair clips', { category: 'accessories', model: 'SQ-AP-1780', isSale: false }, 'Not returnable'],
    ['innerwear, when a category comes', { category: 'women-innerwear', model: 'SQ-WI-1000', isSale: false }, 'Not returnable'],
    ['a watch (accessories, another type)', { category: 'accessories', model: 'SQ-AL-1991', isSale: false }, 'Returnable within 30 days'],
    ['a scarf (worn in the hair, but not a hair accessory)', { category: 'accessories', model: 'SQ-AS-1818', isSale: false }, 'Returnable within 30 days'],
  ])('%s: %s', (_, product, text) => {
    expect(itemPolicyOf(product).text).toBe(text);
  });

  test('a defective item comes back within 60 days, even when the policy excludes it or it was on sale', () => {
    const socks = itemPolicyOf({ category: 'accessories', model: 'SQ-AK-1674', isSale: false });
    expect(nonReturnableAs({ category: 'accessories', model: 'SQ-AK-1674' })).toBe('socks');
    expect(returnDaysFor(socks, 'changed_mind')).toBe(0);
    expect(returnDaysFor(socks, 'defective')).toBe(60);
    expect(returnDaysFor(itemPolicyOf({ category: 'men-shirts', model: 'SQ-MS-1', isSale: true }), 'wrong_size')).toBe(15);
  });

  test('the committed list holds what the catalogue sells in those kinds, and nothing else', async () => {
    const { readFileSync } = await import('node:fs');
    const products = JSON.parse(readFileSync(new URL('../../../client/public/products.json', import.meta.url), 'utf8')) as { name: string; category: string; model: string; isSale: boolean }[];
    const excluded = products.filter((p) => nonReturnableAs(p) !== null).map((p) => p.name);
    expect(excluded.length).toBeGreaterThan(0);
    for (const name of excluded) expect(name).toMatch(/socks|scrunchies|hair clips/i);
    for (const p of products) if (/socks|scrunchies|hair clips/i.test(p.name)) expect(excluded).toContain(p.name);
  });
});

describe('exchange windows from delivery, with a pinned clock (DECISIONS 14)', () => {
  const kurta = itemPolicyOf({ category: 'women-kurtas', model: 'SQ-WK-1001', isSale: false });
  const socks = itemPolicyOf({ category: 'accessories', model: 'SQ-AK-1001', isSale: false });
  test.each([
    ['size exchange, day 15: open', '2026-12-11T23:59', true],
    ['size exchange, day 16: closed', '2026-12-12T00:00', false],
  ])('%s', (_, now, open) => {
    expect(exchangeWindowOf(kurta, DELIVERED, ist(now))).toMatchObject({ exchangeableUntil: '2026-12-11', exchangeOpen: open, colourExchangeableUntil: '2026-12-03', colourExchangeOpen: false });
  });

  test.each([
    ['colour or design exchange, day 7: open', '2026-12-03T23:59', true],
    ['colour or design exchange, day 8: closed', '2026-12-04T00:00', false],
  ])('%s', (_, now, open) => {
    expect(isOpen(DELIVERED, WINDOW_DAYS.colourExchange, ist(now))).toBe(open);
    expect(exchangeWindowOf(kurta, DELIVERED, ist(now))).toEqual({ exchangeableUntil: '2026-12-11', exchangeOpen: true, colourExchangeableUntil: '2026-12-03', colourExchangeOpen: open });
  });

  test('a sale item exchanges in 15 days too; a defective item in 60; socks only for a defect', () => {
    const sale = itemPolicyOf({ category: 'women-kurtas', model: 'SQ-WK-1001', isSale: true });
    expect(exchangeDaysFor(sale, 'wrong_size')).toBe(15);
    expect(exchangeDaysFor(kurta, 'defective')).toBe(60);
    expect(exchangeDaysFor(socks, 'wrong_size')).toBe(0);
    expect(exchangeDaysFor(socks, 'defective')).toBe(60);
    expect(exchangeWindowOf(socks, DELIVERED, ist('2026-11-27T10:00'))).toEqual({ exchangeableUntil: null, exchangeOpen: false, colourExchangeableUntil: null, colourExchangeOpen: false });
  });

  test('another colour: 7 days whatever the reason, a sale item too; socks only for a defect', () => {
    const sale = itemPolicyOf({ category: 'women-kurtas', model: 'SQ-WK-1001', isSale: true });
    for (const reason of ['wrong_size', 'changed_mind', 'defective'] as const) expect(exchangeDaysFor(kurta, reason, 'colour')).toBe(7);
    expect(exchangeDaysFor(sale, 'changed_mind', 'colour')).toBe(7);
    expect(exchangeDaysFor(socks, 'changed_mind', 'colour')).toBe(0);
    expect(exchangeDaysFor(socks, 'defective', 'colour')).toBe(7);
  });
});
