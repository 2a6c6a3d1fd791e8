import { gql, rest } from './api';
import { admin, move, server, type Session } from './orders';
import { CREATE_PREPAID, confirmGql, sandboxPay } from './payments';
import { type CatalogueProduct, dbQuery, expectGqlOk, gqlOrderInput, idempotencyKey, type Line, loadCatalogue, plentySizes } from './shop';

/** Products the policy lets come back in 30 days (not on sale, not socks or hair accessories), with plenty of stock. */
export const returnable = (min = 0, max = Infinity): CatalogueProduct[] =>
  loadCatalogue()
    .filter((p) => !p.isSale && p.category !== 'accessories' && p.price >= min && p.price < max && plentySizes(p).length > 0)
    .sort((a, b) => a.price - b.price || a.id.localeCompare(b.id));

export const RETURN_FIELDS = `returnNumber orderNumber kind replacementOrderNumber becameRefund status reason comment rejectReason refund refundMethod refundTo refundReference payoutDetails nextStatuses
  lines { productId productName size quantity wantedSize wantedProductId wantedProductName unitPrice lineTotal } history { from to actor note at } createdAt updatedAt`;
export const LINE_FIELDS = 'productId productName size quantity quantityLeft policy returnable returnableUntil returnOpen defectiveUntil defectiveOpen message exchangeableUntil exchangeOpen exchangeMessage exchangeSizes colourExchangeableUntil colourExchangeOpen colourExchangeMessage exchangeColours { productId name color image sizes }';
export const ORDER_RETURNS = `query R($n: String!) { order(orderNumber: $n) { orderNumber status paymentStatus subtotal tax codCharge total returnableLines { ${LINE_FIELDS} } returns { ${RETURN_FIELDS} } history { from to actor reason } } }`;
export const REQUEST_RETURN = `mutation Q($input: RequestReturnInput!) { requestReturn(input: $input) { ${RETURN_FIELDS} } }`;
export const REQUEST_EXCHANGE = `mutation X($input: RequestExchangeInput!) { requestExchange(input: $input) { ${RETURN_FIELDS} } }`;
export const MOVE_RETURN = `mutation M($input: MoveReturnInput!) { moveReturn(input: $input) { ${RETURN_FIELDS} } }`;
export const ADMIN_RETURNS = `query A($status: ReturnStatus, $search: String) { adminReturns(status: $status, search: $search) { total items { ${RETURN_FIELDS} } } }`;

export const requestGql = (s: Session, orderNumber: string, lines: { productId: string; size: string; quantity: number }[], reason = 'WRONG_SIZE', extra: Record<string, unknown> = {}) =>
  gql(server, REQUEST_RETURN, { input: { orderNumber, lines, reason, ...extra } }, { token: s.token });
/** An exchange line: `quantity` of the order's `size`, for `wantedSize`. */
export type ExchangeLine = { productId: string; size: string; quantity: number; wantedSize: string; wantedProductId?: string };
export const exchangeGql = (s: Session, orderNumber: string, lines: ExchangeLine[], reason = 'WRONG_SIZE', extra: Record<string, unknown> = {}) =>
  gql(server, REQUEST_EXCHANGE, { input: { orderNumber, lines, reason, ...extra } }, { token: s.token });
export const exchangeRest = (s: Session, orderNumber: string, body: unknown) => rest(server, 'POST', `/api/orders/${orderNumber}/exchanges`, body, { token: s.token });
export const moveGql = (returnNumber: string, status: string, extra: Record<string, unknown> = {}, token = admin.token) =>
  gql(server, MOVE_RETURN, { input: { returnNumber, status, ...extra } }, { token });
export const requestRest = (s: Session, orderNumber: string, body: unknown) => rest(server, 'POST', `/api/orders/${orderNumber}/returns`, body, { token: s.token });
export const moveRest = (returnNumber: string, body: unknown, token = admin.token) => rest(server, 'POST', `/api/returns/${returnNumber}/moves`, body, { token });

/** An order placed, paid (UPI in the sandbox, or COD) and moved to DELIVERED by the admin. */
export async function deliveredOrder(s: Session, lines: Line[], method: 'upi' | 'cod' = 'upi'): Promise<{ orderNumber: string; total: number }> {
  const o = expectGqlOk(await gql(server, CREATE_PREPAID, { input: gqlOrderInput(lines, method), key: idempotencyKey() }, { token: s.token })).createOrder;
  if (method !== 'cod') expectGqlOk(await confirmGql(server, s, o.orderNumber, await sandboxPay(server, o.payment.payUrl, 'success')));
  const { status } = expectGqlOk(await gql(server, 'query S($n: String!) { order(orderNumber: $n) { status } }', { n: o.orderNumber }, { token: admin.token })).order;
  for (const next of ['CONFIRMED', 'SHIPPED', 'DELIVERED'].slice(status === 'CONFIRMED' ? 1 : 0)) expectGqlOk(await move(o.orderNumber, next));
  return { orderNumber: o.orderNumber, total: o.total };
}

/** Puts an order's delivery `days` days back (the clock of a window, as the database keeps it). */
export async function deliveredDaysAgo(orderNumber: string, days: number): Promise<void> {
  const at = new Date(Date.now() - days * 86_400_000);
  const value = server.databaseUrl.startsWith('sqlite:') ? at.toISOString().replace('T', ' ').replace('Z', '') : at.toISOString();
  await dbQuery(server, 'UPDATE orders SET delivered_at = $1 WHERE order_number = $2', [value, orderNumber], { write: true });
}

/** Units left of a size, as the public stock read says. */
export async function available(productId: string, size: string): Promise<number> {
  const r = await rest(server, 'GET', `/api/stock?productIds=${productId}`);
  return r.body.stock[0].sizes.find((s: { size: string }) => s.size === size).available;
}

/** Sets what is left of a size (the staff's figure, as the database keeps it). */
export async function setAvailable(productId: string, size: string, units: number): Promise<void> {
  await dbQuery(server, 'UPDATE stock_levels SET available = $1 WHERE product_id = $2 AND size = $3', [units, productId, size], { write: true });
}

/** Products returnable in 30 days with at least two sizes of plenty of stock (one to buy, one to exchange for). */
export const exchangeable = (min = 0, max = Infinity): CatalogueProduct[] => returnable(min, max).filter((p) => plentySizes(p).length >= 2);
