/**
 * The client states a few money rules as text (the checkout's COD notes, the FAQ, the terms)
 * but decides none of them: the server's quote does. This holds the text to the rules the
 * server enforces, so that a rule changed on the server cannot leave the shop saying another.
 */
import { CONTACT, PAYMENT } from '../../client/src/config/constants';
import { PAYMENT_METHODS } from '../../client/src/config/payment-methods';
import { formatMoney } from '../../client/src/lib/money';
import { GRAPHQL_PAYMENT_METHOD, PAYMENT_METHOD_LABEL } from '../../server/src/orders/payment-methods';
import { loadConfig } from '../../server/src/config/config';
import { COD_CHARGE, COD_CHARGE_THRESHOLD, COD_MIN_SUBTOTAL, COD_MINIMUM_MESSAGE } from '../../server/src/pricing/money';

const rupees = (paise: number) => paise / 100;
/** The seller GST documents name by default (configuration: SELLER_NAME, SELLER_ADDRESS, SELLER_GSTIN, ...). */
const SELLER = loadConfig({ JWT_SECRET: 'a-secret-that-is-long-enough-for-the-config-0123456789', DATA_DIR: '/nonexistent' }).seller;

describe("the policy text's money figures are the server's rules", () => {
  it('Cash on Delivery: from ₹199, a ₹50 charge below ₹299', () => {
    expect(PAYMENT.cod.minSubtotal).toBe(rupees(COD_MIN_SUBTOTAL));
    expect(PAYMENT.cod.charge).toBe(rupees(COD_CHARGE));
    expect(PAYMENT.cod.chargeBelow).toBe(rupees(COD_CHARGE_THRESHOLD));
  });

  it("the server's COD message names the minimum the text states", () => {
    expect(COD_MINIMUM_MESSAGE).toContain(`Cash on Delivery needs a subtotal of ${formatMoney(PAYMENT.cod.minSubtotal)} or more before tax.`);
  });

});

describe("the tax invoice (the server's) names what the shop's pages name", () => {
  it('the seller is the company of the contact page and footer, at the same address, e-mail and phone', () => {
    expect([SELLER.name, ...SELLER.addressLines]).toEqual([...CONTACT.address, 'India']);
    expect([SELLER.email, SELLER.phone]).toEqual([CONTACT.email, CONTACT.phone]);
    expect(SELLER.gstin.slice(0, 2)).toBe(SELLER.stateCode);
  });

  it('each payment method by the name the checkout and the orders page give it', () => {
    const named = Object.entries(PAYMENT_METHOD_LABEL).map(([method, label]) => [GRAPHQL_PAYMENT_METHOD[method as keyof typeof GRAPHQL_PAYMENT_METHOD], label]);
    expect(Object.fromEntries(named)).toEqual(Object.fromEntries(PAYMENT_METHODS.map((m) => [m.value, m.label])));
  });
});
