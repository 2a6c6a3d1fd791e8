import { useApolloClient, useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { addToCart } from '../../../apollo/vars/cart';
import { paths } from '../../../config/paths';
import type { OpenCheckout } from '../../../config/payment-methods';
import { CancelOrderDocument, type OrderFieldsFragment, OrderInvoiceDocument, OrdersByUserDocument, type ProductFieldsFragment, RetryPaymentDocument } from '../../../gql/graphql';
import { notify } from '../../../lib/notify';
import { INVOICE_MESSAGES, openInvoiceWindow, showInvoice } from '../lib/open-invoice';
import { reorderLines } from '../lib/reorder';

export type FindProduct = (id: string) => ProductFieldsFragment | undefined;

/** Download Invoice, Cancel order, Reorder and Retry payment for the orders page. */
export function useOrderActions(findProduct: FindProduct, openCheckout: OpenCheckout) {
  const [cancel, { loading: cancelling }] = useMutation(CancelOrderDocument);
  const [retry] = useMutation(RetryPaymentDocument);
  const [retrying, setRetrying] = useState<string | null>(null);
  const retryOut = useRef(false);
  const navigate = useNavigate();
  const client = useApolloClient();

  /**
   * Opens the invoice's window inside the click (so the browser lets it open), then fills it
   * with the tax invoice the server issues. Any failure closes the window and says so with the
   * spec's message alone (the query is silent: the link chain adds no toast of its own).
   */
  const downloadInvoice = async (order: OrderFieldsFragment) => {
    const win = openInvoiceWindow();
    if (!win) return void notify.error(INVOICE_MESSAGES.failure);
    try {
      const { data } = await client.query({
        query: OrderInvoiceDocument,
        variables: { orderNumber: order.orderNumber },
        fetchPolicy: 'no-cache',
        context: { silent: true },
      });
      if (!data || !showInvoice(win, data.orderInvoice.html)) throw new Error('The invoice could not be shown');
      notify.success(INVOICE_MESSAGES.success);
    } catch {
      win.close();
      notify.error(INVOICE_MESSAGES.failure);
    }
  };

  /** The answer updates the order in the cache, so its card shows it cancelled at once. */
  const cancelOrder = async (order: OrderFieldsFragment): Promise<boolean> => {
    try {
      await cancel({ variables: { orderNumber: order.orderNumber } });
      notify.success(`Order ${order.orderNumber} has been cancelled`);
      return true;
    } catch {
      return false;
    }
  };

  /** Puts the order's items back into the cart (whole catalogue products), then shows the cart. */
  const reorder = (order: OrderFieldsFragment) => {
    const { lines, missing } = reorderLines(order.items, findProduct);
    lines.forEach((l) => addToCart(l.product, l.size, l.quantity));
    if (missing.length) notify.error(`No longer available: ${missing.join(', ')}`);
    if (!lines.length) return;
    notify.success(`${lines.length === order.items.length ? 'All items' : 'Available items'} added to your cart`);
    navigate(paths.cart);
  };

  /**
   * A new payment attempt for the order (the server's retryPayment), then its checkout: the
   * provider's page, or its modal over this one. A second click while one is out is ignored.
   */
  const retryPayment = async (order: OrderFieldsFragment) => {
    if (retryOut.current) return;
    retryOut.current = true;
    setRetrying(order.orderNumber);
    try {
      const { data } = await retry({ variables: { orderNumber: order.orderNumber } });
      if (data?.retryPayment.payment) await openCheckout(data.retryPayment.payment);
    } catch {
      // The link chain has said why (already paid, cancelled meanwhile, a payment under way that
      // the server has just learnt of): the orders are read again to show it.
      void client.refetchQueries({ include: [OrdersByUserDocument] });
    } finally {
      retryOut.current = false;
      setRetrying(null);
    }
  };

  return { downloadInvoice, cancelOrder, cancelling, reorder, retryPayment, retrying };
}
