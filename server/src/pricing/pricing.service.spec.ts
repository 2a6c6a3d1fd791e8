import fc from 'fast-check';
import { buildCatalogue, type Catalogue, ONE_SIZE } from '../catalogue/catalogue.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import { product } from '../testing/service-context.js';
import { REPO_ROOT } from '../config/repo-root.js';
import { GstRates } from './gst-rates.js';
import { taxOn } from './money.js';
import { type Availability, type LineRequest, MAX_LINES, MAX_QUANTITY, PricingService } from './pricing.service.js';

/** PricingService over a catalogue held in memory (the service reads only the loaded catalogue). */
const pricingOf = (c: Catalogue, rates = GstRates.load(`${REPO_ROOT}/server/seed/gst/hsn-rates.json`)) => new PricingService({ product: (id: string) => c.byId.get(id) } as unknown as CatalogueService, rates);
/** Stock of every size: `left` units, as quoteCart's caller tells it (the stock service reads the database). */
const stockOf = (left = 1000): Availability => async () => () => left;
const priceLines = (c: Catalogue, lines: LineRequest[], cod: boolean) => pricingOf(c).priceLines(lines, cod);

const catalogueOf = (products: unknown[]): Catalogue => buildCatalogue(Buffer.from(JSON.stringify(products))).catalogue;

const catalogue = catalogueOf([
  product('tee', 499, ['S', 'M', 'L']),
  product('mug', 169),
  product('cap', 199),
  product('socks', 279, ['Free']),
  product('jacket', 2799.5, ['M']),
]);

describe('the limits', () => {
  test('at most 20 of a line and 50 lines', () => {
    expect(MAX_QUANTITY).toBe(20);
    expect(MAX_LINES).toBe(50);
  });
});

describe('priceLines prices from the catalogue, never from the request', () => {
  test('each line gets the catalogue price, name and image, and a line total', () => {
    const q = priceLines(catalogue, [{ productId: 'tee', size: 'M', quantity: 2 }, { productId: 'mug', size: ONE_SIZE, quantity: 3 }], false);
    expect(q.lines).toEqual([
      { productId: 'tee', size: 'M', quantity: 2, name: 'Product tee', image: '/images/products/tee.svg', unitPrice: 49_900, lineTotal: 99_800, gst: { hsn: '6211', ratePercent: 18 }, discount: 0, problem: null, problemAt: null },
      { productId: 'mug', size: 'One Size', quantity: 3, name: 'Product mug', image: '/images/products/mug.svg', unitPrice: 16_900, lineTotal: 50_700, gst: { hsn: '6211', ratePercent: 18 }, discount: 0, problem: null, problemAt: null },
    ]);
    expect(q.totals).toEqual({ subtotal: 150_500, discount: 0, tax: 27_090, shipping: 0, codCharge: 0, total: 177_590, codAvailable: true });
    expect(q.itemCount).toBe(5);
    expect(q.complete).toBe(true);
  });

  test('prices with paise are kept exact (2799.50 x 3 = 8398.50)', () => {
    const q = priceLines(catalogue, [{ productId: 'jacket', size: 'M', quantity: 3 }], false);
    expect(q.lines[0].unitPrice).toBe(279_950);
    expect(q.totals.subtotal).toBe(839_850);
    expect(q.totals.tax).toBe(taxOn(839_850));
  });

  test("goods without sizes take 'One Size' and nothing else", () => {
    expect(priceLines(catalogue, [{ productId: 'mug', size: 'One Size', quantity: 1 }], false).lines[0].problem).toBeNull();
    expect(priceLines(catalogue, [{ productId: 'mug', size: 'M', quantity: 1 }], false).lines[0].problem).toBe('Size M is not available for Product mug');
    expect(priceLines(catalogue, [{ productId: 'mug', size: '', quantity: 1 }], false).lines[0].problem).toBe('Size  is not available for Product mug');
  });

  test("goods with sizes take one of theirs and not 'One Size'", () => {
    expect(priceLines(catalogue, [{ productId: 'tee', size: 'L', quantity: 1 }], false).lines[0].problem).toBeNull();
    expect(priceLines(catalogue, [{ productId: 'tee', size: 'One Size', quantity: 1 }], false).lines[0].problem).toBe('Size One Size is not available for Product tee');
    expect(priceLines(catalogue, [{ productId: 'tee', size: 'm', quantity: 1 }], false).lines[0].problem).toBe('Size m is not available for Product tee');
  });

  test('an unknown product is a problem and has no price', () => {
    const q = priceLines(catalogue, [{ productId: 'nope', size: 'M', quantity: 1 }], false);
    expect(q.lines[0]).toEqual({ productId: 'nope', size: 'M', quantity: 1, name: null, image: null, unitPrice: null, lineTotal: null, gst: null, discount: null, problem: 'Unknown product nope', problemAt: 'productId' });
    expect(q.complete).toBe(false);
  });

  test.each([[0], [-1], [21], [1.5], [Number.NaN], [1e9]])('quantity %p is a problem', (quantity) => {
    const q = priceLines(catalogue, [{ productId: 'mug', size: ONE_SIZE, quantity }], false);
    expect(q.lines[0].problem).toBe('Quantity must be a whole number from 1 to 20');
    expect(q.lines[0].lineTotal).toBeNull();
    expect(q.complete).toBe(false);
  });

  test.each([[1], [20]])('quantity %p is fine', (quantity) => {
    expect(priceLines(catalogue, [{ productId: 'mug', size: ONE_SIZE, quantity }], false).lines[0].problem).toBeNull();
  });

  test('lines with a problem are left out of the totals and the item count; the rest are priced', () => {
    const q = priceLines(
      catalogue,
      [
        { productId: 'tee', size: 'S', quantity: 1 },
        { productId: 'nope', size: 'S', quantity: 5 },
        { productId: 'mug', size: ONE_SIZE, quantity: 0 },
      ],
      false,
    );
    expect(q.totals.subtotal).toBe(49_900);
    expect(q.itemCount).toBe(1);
    expect(q.complete).toBe(false);
  });

  test('an empty request is not complete and totals zero', () => {
    const q = priceLines(catalogue, [], false);
    expect(q.complete).toBe(false);
    expect(q.totals.total).toBe(0);
  });

  test('COD: under ₹199 not available; 199 to under 299 with the ₹50 charge; 299 and more without', () => {
    expect(priceLines(catalogue, [{ productId: 'mug', size: ONE_SIZE, quantity: 1 }], true).totals).toEqual(expect.objectContaining({ subtotal: 16_900, codAvailable: false, codCharge: 0 }));
    expect(priceLines(catalogue, [{ productId: 'cap', size: ONE_SIZE, quantity: 1 }], true).totals).toEqual(expect.objectContaining({ subtotal: 19_900, codAvailable: true, codCharge: 5_000, total: 19_900 + 3_582 + 5_000 }));
    expect(priceLines(catalogue, [{ productId: 'socks', size: 'Free', quantity: 1 }], true).totals.codCharge).toBe(5_000);
    expect(priceLines(catalogue, [{ productId: 'mug', size: ONE_SIZE, quantity: 2 }], true).totals).toEqual(expect.objectContaining({ subtotal: 33_800, codCharge: 0 }));
    expect(priceLines(catalogue, [{ productId: 'tee', size: 'M', quantity: 1 }], false).totals.codCharge).toBe(0);
  });

  test('property: the totals are those of the priced lines, whatever mix of good and bad lines is asked for', () => {
    const ids = ['tee', 'mug', 'cap', 'socks', 'jacket', 'nope'];
    const sizes = ['S', 'M', 'L', 'Free', ONE_SIZE, 'XL'];
    fc.assert(
      fc.property(
        fc.array(fc.record({ productId: fc.constantFrom(...ids), size: fc.constantFrom(...sizes), quantity: fc.integer({ min: -1, max: 22 }) }), { maxLength: 8 }),
        fc.boolean(),
        (lines, cod) => {
          const q = priceLines(catalogue, lines, cod);
          const priced = q.lines.filter((l) => l.problem === null);
          expect(q.totals.subtotal).toBe(priced.reduce((s, l) => s + l.lineTotal!, 0));
          expect(q.itemCount).toBe(priced.reduce((n, l) => n + l.quantity, 0));
          expect(q.complete).toBe(lines.length > 0 && priced.length === lines.length);
          for (const l of priced) expect(l.lineTotal).toBe(l.unitPrice! * l.quantity);
        },
      ),
    );
  });
});

describe('a catalogue price that is not whole paise', () => {
  // The catalogue file is data maintained by hand; a price such as 199.999 must not slip
  // through as a line with no problem and no price (createOrder would then store a null
  // price, a 500), nor be silently left out of the totals.
  const odd = catalogueOf([product('odd', 199.999)]);

  test('is reported as a problem of the line, so the order is refused with a message', () => {
    const q = priceLines(odd, [{ productId: 'odd', size: ONE_SIZE, quantity: 1 }], false);
    expect(q.lines[0].problem).not.toBeNull();
    expect(q.complete).toBe(false);
  });
});

describe('priceOrder refuses what cannot be ordered, with the shop\'s messages', () => {
  const pricing = pricingOf(catalogue);
  const refusal = (work: () => unknown) => {
    try {
      work();
    } catch (e) {
      const error = e as { code: string; message: string; errors?: { field: string }[] };
      return { code: error.code, message: error.message, fields: error.errors?.map((f) => f.field) };
    }
    throw new Error('expected a refusal');
  };

  test("a line that cannot be priced refuses the order, naming every such line's wrong field", () => {
    expect(refusal(() => pricing.priceOrder([{ productId: 'nope', size: 'M', quantity: 1 }, { productId: 'tee', size: 'XL', quantity: 1 }], false, null))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Unknown product nope',
      fields: ['items[0].productId', 'items[1].size'],
    });
    expect(refusal(() => pricing.priceOrder([{ productId: 'tee', size: 'M', quantity: 0 }], false, null)).fields).toEqual(['items[0].quantity']);
  });

  test("a unit price the client showed is checked against the catalogue's, to the paisa (CONFLICT)", () => {
    expect(pricing.priceOrder([{ productId: 'tee', size: 'M', quantity: 1, price: 499.004 }], false, null).totals.subtotal).toBe(49_900);
    expect(refusal(() => pricing.priceOrder([{ productId: 'tee', size: 'M', quantity: 1, price: 449 }], false, null))).toEqual({
      code: 'CONFLICT',
      message: 'The price of Product tee is now ₹499.00. Please review your cart.',
      fields: ['items[0].price'],
    });
  });

  test("Cash on Delivery under ₹199 refuses the order, naming the subtotal before tax", () => {
    expect(refusal(() => pricing.priceOrder([{ productId: 'mug', size: ONE_SIZE, quantity: 1 }], true, null))).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Cash on Delivery needs a subtotal of ₹199 or more before tax. Please add more items to your cart or choose a different payment method.',
      fields: ['paymentMethod'],
    });
  });

  test('each amount the client showed (subtotal, tax, shipping, COD charge, total) must be ours (CONFLICT)', () => {
    const cap = [{ productId: 'cap', size: ONE_SIZE, quantity: 1 }];
    expect(pricing.priceOrder(cap, true, { subtotal: 199, tax: 35.82, shipping: 0, codCharges: 50, total: 284.82 }).totals.total).toBe(28_482);
    expect(refusal(() => pricing.priceOrder(cap, true, { codCharges: 0 }))).toEqual({
      code: 'CONFLICT',
      message: 'The order COD charge is ₹50.00, not ₹0.00. Please review your order.',
      fields: ['orderSummary.codCharges'],
    });
    expect(refusal(() => pricing.priceOrder(cap, false, { tax: 30 }))?.message).toBe('The order tax is ₹35.82, not ₹30.00. Please review your order.');
  });

  test('the cart quote says what createOrder would charge, in rupees, and whether it may be ordered', async () => {
    const quote = await pricing.quoteCart([{ productId: 'cap', size: ONE_SIZE, quantity: 1 }], true, stockOf());
    expect(quote).toEqual(expect.objectContaining({ subtotal: 199, tax: 35.82, codCharge: 50, codAvailable: true, codMessage: null, orderable: true, total: 284.82, itemCount: 1 }));
    expect(quote.lines).toEqual([expect.objectContaining({ productId: 'cap', unitPrice: 199, lineTotal: 199, problem: null })]);
  });

  test('a ₹169 cart paid on delivery: COD not available, why, no COD charge, not orderable', async () => {
    const quote = await pricing.quoteCart([{ productId: 'mug', size: ONE_SIZE, quantity: 1 }], true, stockOf());
    expect(quote).toEqual(expect.objectContaining({ subtotal: 169, tax: 30.42, codCharge: 0, codAvailable: false, orderable: false, total: 199.42 }));
    expect(quote.codMessage).toBe('Cash on Delivery needs a subtotal of ₹199 or more before tax. Please add more items to your cart or choose a different payment method.');
  });

  test('the same ₹169 cart paid otherwise may be ordered; the quote still says COD is not available for it', async () => {
    const quote = await pricing.quoteCart([{ productId: 'mug', size: ONE_SIZE, quantity: 1 }], false, stockOf());
    expect(quote).toEqual(expect.objectContaining({ codCharge: 0, codAvailable: false, orderable: true, total: 199.42 }));
  });

  test('₹299 and more paid on delivery: no COD charge', async () => {
    const quote = await pricing.quoteCart([{ productId: 'mug', size: ONE_SIZE, quantity: 2 }], true, stockOf());
    expect(quote).toEqual(expect.objectContaining({ subtotal: 338, codCharge: 0, codAvailable: true, orderable: true, total: 398.84 }));
  });
});

describe('the cart quote says what is left', () => {
  test("each line carries what is left of its size; a line over it says 'Only N left' and the cart may not be ordered", async () => {
    const quote = await pricingOf(catalogue).quoteCart([{ productId: 'tee', size: 'M', quantity: 3 }], false, stockOf(2));
    expect(quote.lines[0]).toEqual(expect.objectContaining({ available: 2, problem: 'Only 2 left of Product tee in size M', unitPrice: 499, lineTotal: 1497 }));
    expect(quote.orderable).toBe(false);
  });

  test("at 0 the line says the size is sold out", async () => {
    const quote = await pricingOf(catalogue).quoteCart([{ productId: 'tee', size: 'M', quantity: 1 }], false, stockOf(0));
    expect(quote.lines[0]).toEqual(expect.objectContaining({ available: 0, problem: 'Product tee in size M is sold out' }));
    expect(quote.orderable).toBe(false);
  });

  test('exactly what is left may be ordered; an unknown product or size has no figure', async () => {
    const quote = await pricingOf(catalogue).quoteCart([{ productId: 'tee', size: 'M', quantity: 2 }], false, stockOf(2));
    expect(quote.lines[0]).toEqual(expect.objectContaining({ available: 2, problem: null }));
    expect(quote.orderable).toBe(true);
    const unknown = await pricingOf(catalogue).quoteCart([{ productId: 'nope', size: 'M', quantity: 1 }, { productId: 'tee', size: 'XXL', quantity: 1 }], false, stockOf(2));
    expect(unknown.lines.map((l) => l.available)).toEqual([null, null]);
  });
});

describe('GST by category (issue 58): 18% by default, a category rate or price slab as data', () => {
  const slabbed = new GstRates({
    source: 'test',
    defaultRatePercent: 18,
    // India's 2025 apparel slabs: 5% on a piece up to ₹2,500, 18% above.
    categories: { tees: { hsn: '6109', slabs: [{ upToRupees: 2500, ratePercent: 5 }, { ratePercent: 18 }] } },
  });
  const clothes = catalogueOf([product('tee', 499, ['M']), product('jacket', 2999, ['M']), product('edge', 2500, ['M']), product('mug', 169, [], { category: 'home' })]);

  test('by default every line is 18% and the tax is exactly 18% of the subtotal, as before', () => {
    const q = pricingOf(clothes).priceLines([{ productId: 'tee', size: 'M', quantity: 3 }, { productId: 'mug', size: ONE_SIZE, quantity: 1 }], false);
    expect(q.totals.tax).toBe(taxOn(q.totals.subtotal));
    expect(q.taxLines).toEqual([{ ratePercent: 18, taxable: q.totals.subtotal, tax: q.totals.tax }]);
    expect(q.lines.map((l) => l.gst)).toEqual([{ hsn: '6211', ratePercent: 18 }, { hsn: '6912', ratePercent: 18 }]);
  });

  test('with the apparel slab: a tee at ₹499 and one at exactly ₹2,500 are 5%, a jacket at ₹2,999 is 18%, the mug keeps 18%; the quote follows', async () => {
    const pricing = pricingOf(clothes, slabbed);
    const q = pricing.priceLines([{ productId: 'tee', size: 'M', quantity: 2 }, { productId: 'edge', size: 'M', quantity: 1 }, { productId: 'jacket', size: 'M', quantity: 1 }, { productId: 'mug', size: ONE_SIZE, quantity: 1 }], false);
    expect(q.lines.map((l) => l.gst?.ratePercent)).toEqual([5, 5, 18, 18]);
    // 5% of ₹3,498 = ₹174.90; 18% of ₹3,168 = ₹570.24.
    expect(q.totals.tax).toBe(174_90 + 570_24);
    expect(q.taxLines).toEqual([
      { ratePercent: 5, taxable: 3498_00, tax: 174_90 },
      { ratePercent: 18, taxable: 3168_00, tax: 570_24 },
    ]);
    const quote = await pricing.quoteCart([{ productId: 'tee', size: 'M', quantity: 1 }], false, stockOf());
    expect(quote).toEqual(expect.objectContaining({ subtotal: 499, tax: 24.95, taxLines: [{ ratePercent: 5, taxable: 499, tax: 24.95 }], total: 523.95 }));
    const two = await pricing.quoteCart([{ productId: 'tee', size: 'M', quantity: 1 }, { productId: 'jacket', size: 'M', quantity: 1 }], false, stockOf());
    expect(two.taxLines).toEqual([{ ratePercent: 5, taxable: 499, tax: 24.95 }, { ratePercent: 18, taxable: 2999, tax: 539.82 }]);
    expect(two.tax).toBe(564.77);
    expect((await pricing.quoteCart([], false, stockOf())).taxLines).toEqual([]);
  });
});
