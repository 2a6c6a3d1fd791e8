import fc from 'fast-check';
import {
  agrees,
  COD_CHARGE,
  COD_CHARGE_THRESHOLD,
  COD_MIN_SUBTOTAL,
  COD_MINIMUM_MESSAGE,
  codAvailable,
  codChargeFor,
  computeTotals,
  SHIPPING,
  TAX_RATE_PERCENT,
  taxOn,
  toPaise,
  toRupees,
} from './money.js';

describe('the business constants of spec point 9', () => {
  test('tax 18%, COD minimum ₹199, COD charge ₹50 under ₹299, shipping 0', () => {
    expect(TAX_RATE_PERCENT).toBe(18);
    expect(COD_MIN_SUBTOTAL).toBe(19_900);
    expect(COD_CHARGE_THRESHOLD).toBe(29_900);
    expect(COD_CHARGE).toBe(5_000);
    expect(SHIPPING).toBe(0);
  });

  test('the COD minimum names the subtotal, before tax (issue 56)', () => {
    expect(COD_MINIMUM_MESSAGE).toBe('Cash on Delivery needs a subtotal of ₹199 or more before tax. Please add more items to your cart or choose a different payment method.');
  });
});

describe('toPaise: rupees on the wire to integer paise inside', () => {
  test.each([
    [169, 16_900],
    [199, 19_900],
    [0, 0],
    [0.01, 1],
    [10.01, 1_001], // 10.01 * 100 is 1000.9999999999999 in floating point
    [1.1, 110],
    [4.35, 435], // 434.99999999999994
    [298.99, 29_899],
    [1_234_567.89, 123_456_789],
    [-5, -500],
  ])('%p rupees are %p paise', (rupees, paise) => {
    expect(toPaise(rupees)).toBe(paise);
  });

  test('the classic floating-point sum 0.1 + 0.2 is 30 paise', () => {
    expect(toPaise(0.1 + 0.2)).toBe(30);
  });

  test.each([[1.005], [0.001], [199.999], [Number.NaN], [Number.POSITIVE_INFINITY], [Number.NEGATIVE_INFINITY]])('%p is not an amount in paise: null', (v) => {
    expect(toPaise(v)).toBeNull();
  });

  test('values that are not numbers are null', () => {
    expect(toPaise('169' as unknown as number)).toBeNull();
    expect(toPaise(null as unknown as number)).toBeNull();
    expect(toPaise(undefined as unknown as number)).toBeNull();
  });

  test('property: every whole number of paise survives the trip to rupees and back', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (p) => {
        expect(toPaise(toRupees(p))).toBe(p);
      }),
    );
  });

  test('toRupees divides by 100', () => {
    expect(toRupees(28_482)).toBe(284.82);
    expect(toRupees(0)).toBe(0);
  });
});

describe('taxOn: 18% of the subtotal, rounded half up to the paisa', () => {
  test.each([
    [16_900, 3_042], // 169 -> 30.42
    [19_900, 3_582], // 199 -> 35.82
    [50_700, 9_126], // 507 -> 91.26
    [0, 0],
    [1, 0], // 0.18 paise -> 0
    [3, 1], // 0.54 -> 1
    [25, 5], // 4.5 -> 5: half rounds up
    [75, 14], // 13.5 -> 14
    [125, 23], // 22.5 -> 23
    [29_899, 5_382], // 5381.82 -> 5382
  ])('tax on %p paise is %p paise', (subtotal, tax) => {
    expect(taxOn(subtotal)).toBe(tax);
  });

  test('property: the tax is an integer within half a paisa of 18%', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e10 }), (s) => {
        const t = taxOn(s);
        expect(Number.isInteger(t)).toBe(true);
        expect(Math.abs(t - s * 0.18)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });
});

describe('Cash on Delivery at the boundaries', () => {
  test.each([
    [198.99, false],
    [199, true],
    [199.01, true],
    [298.99, true],
    [299, true],
    [0, false],
  ])('with a subtotal of ₹%p COD is available: %p', (rupees, available) => {
    expect(codAvailable(toPaise(rupees)!)).toBe(available);
  });

  test.each([
    [0, 5_000],
    [198.99, 5_000],
    [199, 5_000],
    [298.99, 5_000],
    [299, 0],
    [299.01, 0],
    [5_000, 0],
  ])('with a subtotal of ₹%p the COD charge is %p paise', (rupees, charge) => {
    expect(codChargeFor(toPaise(rupees)!)).toBe(charge);
  });
});

describe('computeTotals', () => {
  test('sums lines, adds 18% tax, no shipping, no COD charge when not paying on delivery', () => {
    const t = computeTotals([{ unitPrice: 16_900, quantity: 3 }, { unitPrice: 34_900, quantity: 1 }], false);
    expect(t).toEqual({ subtotal: 85_600, discount: 0, tax: 15_408, shipping: 0, codCharge: 0, total: 101_008, codAvailable: true });
  });

  test('COD under ₹299 adds ₹50: 199 + 35.82 + 50 = 284.82', () => {
    const t = computeTotals([{ unitPrice: 19_900, quantity: 1 }], true);
    expect(t).toEqual({ subtotal: 19_900, discount: 0, tax: 3_582, shipping: 0, codCharge: 5_000, total: 28_482, codAvailable: true });
  });

  test('COD at ₹299 adds nothing', () => {
    const t = computeTotals([{ unitPrice: 29_900, quantity: 1 }], true);
    expect(t.codCharge).toBe(0);
    expect(t.total).toBe(29_900 + 5_382);
  });

  test('COD under ₹199 is reported as not available (the caller refuses the order), with no COD charge in its total', () => {
    const t = computeTotals([{ unitPrice: 16_900, quantity: 1 }], true);
    expect(t).toEqual({ subtotal: 16_900, discount: 0, tax: 3_042, shipping: 0, codCharge: 0, total: 16_900 + 3_042, codAvailable: false });
  });

  test('COD at ₹198.99 is not available and at ₹199 it is', () => {
    expect(computeTotals([{ unitPrice: 19_899, quantity: 1 }], true).codAvailable).toBe(false);
    expect(computeTotals([{ unitPrice: 19_900, quantity: 1 }], true).codAvailable).toBe(true);
  });

  test('COD at ₹298.99 carries the charge and at ₹299 it does not', () => {
    expect(computeTotals([{ unitPrice: 29_899, quantity: 1 }], true).codCharge).toBe(5_000);
    expect(computeTotals([{ unitPrice: 29_900, quantity: 1 }], true).codCharge).toBe(0);
  });

  test('an empty cart totals zero', () => {
    expect(computeTotals([], false)).toEqual({ subtotal: 0, discount: 0, tax: 0, shipping: 0, codCharge: 0, total: 0, codAvailable: false });
  });

  test('property: total = subtotal + tax + shipping + COD charge, all integers, subtotal = sum of lines', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ unitPrice: fc.integer({ min: 1, max: 10_000_000 }), quantity: fc.integer({ min: 1, max: 20 }) }), { maxLength: 50 }),
        fc.boolean(),
        (lines, cod) => {
          const t = computeTotals(lines, cod);
          expect(t.subtotal).toBe(lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0));
          expect(t.tax).toBe(taxOn(t.subtotal));
          expect(t.shipping).toBe(0);
          expect(t.codCharge).toBe(cod && t.subtotal >= 19_900 && t.subtotal < 29_900 ? 5_000 : 0);
          expect(t.total).toBe(t.subtotal + t.tax + t.shipping + t.codCharge);
          expect(t.codAvailable).toBe(t.subtotal >= 19_900);
          for (const v of [t.subtotal, t.tax, t.total, t.codCharge]) expect(Number.isInteger(v)).toBe(true);
        },
      ),
    );
  });
});

describe('agrees: a client amount in rupees against ours in paise, one paisa of rounding allowed', () => {
  test.each([
    [598.26, 59_826, true],
    [598.25, 59_826, true],
    [598.27, 59_826, true],
    [598.24, 59_826, false],
    [598.28, 59_826, false],
    [598.26000000000001, 59_826, true],
    [0, 0, true],
    [-598.26, 59_826, false],
    [Number.NaN, 59_826, false],
    [Number.POSITIVE_INFINITY, 59_826, false],
    [1e308, 59_826, false],
  ])('%p rupees against %p paise: %p', (theirs, ours, result) => {
    expect(agrees(theirs, ours)).toBe(result);
  });
});
