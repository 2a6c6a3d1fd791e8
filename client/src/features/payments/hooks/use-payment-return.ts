import { useEffect, useRef } from 'react';
import { useMatch, useNavigate, useSearchParams } from 'react-router';
import { sessionVar } from '../../../apollo/vars/session';
import { useVar } from '../../../apollo/vars/use-var';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { readPaymentReturn } from '../lib/payment-return';
import { useSettlePayment } from './use-settle-payment';

const UNREADABLE = 'We could not read this payment: your orders show whether each one is paid, and let you retry a payment.';

/**
 * /checkout/payment, where the provider's page sends the shopper back: the orders page, which
 * takes the outcome in the query to the server once, as the signed-in shopper (useSettlePayment
 * then shows /orders on that order); a link without one is said so. True while on that path.
 */
export function usePaymentReturn(): boolean {
  const returned = useMatch(paths.checkoutPayment) !== null;
  const { isAuthenticated } = useVar(sessionVar);
  const [params] = useSearchParams();
  const settle = useSettlePayment();
  const navigate = useNavigate();
  const sent = useRef(false);

  useEffect(() => {
    if (!returned || !isAuthenticated || sent.current) return;
    sent.current = true;
    const result = readPaymentReturn(params);
    if (result) return void settle(result);
    notify.error(UNREADABLE);
    navigate(paths.orders, { replace: true });
  }, [returned, isAuthenticated, params, settle, navigate]);
  return returned;
}
