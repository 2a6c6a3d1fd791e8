import type { PaymentCheckoutFieldsFragment } from '../../../gql/graphql';
import type { PaymentReturn } from './payment-return';
import { loadRazorpay, type Payer, type RazorpayConstructor, razorpayOptions, razorpaySession } from './razorpay';

/** What opening a checkout needs of the browser (a test gives its own). */
export interface CheckoutBrowser {
  /** A full page navigation (the sandbox's payment page is a page of the server). */
  assign: (url: string) => void;
  loadRazorpay: () => Promise<RazorpayConstructor>;
}

const BROWSER: CheckoutBrowser = {
  assign: (url) => window.location.assign(url),
  loadRazorpay: () => loadRazorpay(),
};

/**
 * The one checkout opener (placing an order and Retry payment both use it): the sandbox's page
 * by a full navigation (it sends the shopper back to /checkout/payment); Razorpay's modal over
 * the page, whose outcome goes to `done`. Rejects when Razorpay's script cannot be loaded.
 */
export async function openCheckout(
  checkout: PaymentCheckoutFieldsFragment,
  payer: Payer,
  done: (result: PaymentReturn) => void,
  browser: CheckoutBrowser = BROWSER,
): Promise<void> {
  if (checkout.provider === 'RAZORPAY') {
    const Razorpay = await browser.loadRazorpay();
    const session = razorpaySession(checkout.orderNumber, done);
    const modal = new Razorpay(razorpayOptions(checkout, payer, session));
    modal.on('payment.failed', session.failed);
    modal.open();
    return;
  }
  if (!checkout.payUrl) throw new Error(`The checkout of order ${checkout.orderNumber} has no payment page`);
  browser.assign(checkout.payUrl);
}
