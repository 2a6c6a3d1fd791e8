import { returnRefundOf } from './refund-arithmetic.js';

/** An order of 3 lines: ₹499 × 2, ₹333.33, ₹1,250; tax 18% of the subtotal, rounded. */
const subtotal = 49900 * 2 + 33333 + 125000;
const tax = Math.round(subtotal * 0.18);
const prepaid = { subtotalPaise: subtotal, taxPaise: tax, shippingPaise: 0, codChargePaise: 0, totalPaise: subtotal + tax };
const cod = { ...prepaid, codChargePaise: 5000, totalPaise: subtotal + tax + 5000 };

describe('a return refund, in paise', () => {
  test("one line: its total and its share of the order's tax, rounded to the paisa", () => {
    const r = returnRefundOf(prepaid, 0, [{ unitPricePaise: 33333, quantity: 1 }], false);
    expect(r).toEqual({ linesPaise: 33333, taxPaise: Math.round((tax * 33333) / subtotal), chargesPaise: 0, totalPaise: 33333 + Math.round((tax * 33333) / subtotal) });
    expect(r.taxPaise).toBe(6000); // 18% of 333.33 is 59.9994
  });

  test('returns one after the other add up to the order exactly (no paisa lost or made by rounding)', () => {
    const first = returnRefundOf(prepaid, 0, [{ unitPricePaise: 49900, quantity: 1 }], false);
    const second = returnRefundOf(prepaid, 49900, [{ unitPricePaise: 33333, quantity: 1 }], false);
    const third = returnRefundOf(prepaid, 49900 + 33333, [{ unitPricePaise: 49900, quantity: 1 }, { unitPricePaise: 125000, quantity: 1 }], true);
    expect(first.totalPaise + second.totalPaise + third.totalPaise).toBe(prepaid.totalPaise);
    expect(first.taxPaise + second.taxPaise + third.taxPaise).toBe(tax);
  });

  test('the COD charge comes back only with the whole order', () => {
    const part = returnRefundOf(cod, 0, [{ unitPricePaise: 125000, quantity: 1 }], false);
    expect(part.chargesPaise).toBe(0);
    const rest = returnRefundOf(cod, 125000, [{ unitPricePaise: 49900, quantity: 2 }, { unitPricePaise: 33333, quantity: 1 }], true);
    expect(rest.chargesPaise).toBe(5000);
    expect(part.totalPaise + rest.totalPaise).toBe(cod.totalPaise);
    const all = returnRefundOf(cod, 0, [{ unitPricePaise: 49900, quantity: 2 }, { unitPricePaise: 33333, quantity: 1 }, { unitPricePaise: 125000, quantity: 1 }], true);
    expect(all.totalPaise).toBe(cod.totalPaise);
  });
});
