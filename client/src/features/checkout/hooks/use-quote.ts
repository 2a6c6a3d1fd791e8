import { useEffect, useState } from 'react';
import { loadApi } from '../../../apollo/load-api';
import type { PaymentMethod } from '../../../gql/graphql';
import { recheckRestored, useCouponCode } from '../lib/coupon-code';
import type { CheckoutLine, Quote } from '../lib/order-input';

interface Answer {
  /** The lines and method it answers for. */
  key: string;
  quote: Quote | null;
  failed: boolean;
}

/**
 * The server's price for this cart and payment method (as createOrder will charge), for the
 * cart page and the checkout alike (with the shipping address's `pincode`, its delivery promise
 * and whether COD is taken there): asked for once the page has painted (Apollo's client comes
 * with the first call, apollo/load-api.ts), and again whenever the lines or the method change,
 * or on `refetch`. Only the answer for these very lines and this method is given: while another
 * cart's or method's answer is all there is (the method or a quantity just changed), `quote` is
 * null and `loading` true, so no figure, COD charge or permission is shown that the server has
 * not given for what the shopper is about to order. A refetch keeps the answer shown until the
 * next one comes; after a failure it is pending again.
 */
export function useQuote(lines: CheckoutLine[], method: PaymentMethod, pincode: string | null = null) {
  // The offer code the shopper applied (coupon-code.ts): the quote says its discount or why not.
  const code = useCouponCode();
  const key = JSON.stringify([lines, method, pincode, code]);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    const [wanted, paymentMethod, pin, couponCode] = JSON.parse(key) as [CheckoutLine[], PaymentMethod, string | null, string | null];
    if (!wanted.length) return;
    let live = true;
    const settle = (quote: Quote | null) => {
      if (!live) return;
      setAnswer({ key, quote, failed: !quote });
      // A code kept from an earlier visit is dropped if the server no longer applies it (coupon-code.ts).
      recheckRestored(couponCode, quote);
    };
    loadApi()
      .then((api) => api.quoteCart({ lines: wanted, paymentMethod, pincode: pin, couponCode }))
      .then(settle, () => settle(null));
    return () => {
      live = false;
    };
  }, [key, asked]);

  const current = answer?.key === key ? answer : null;
  const refetch = () => {
    if (current?.failed) setAnswer(null);
    setAsked((n) => n + 1);
  };
  return { quote: current?.quote ?? null, loading: !current, failed: !!current?.failed, refetch };
}
