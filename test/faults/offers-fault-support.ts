/**
 * What the offers' fault specs share (offers-race, offers-crash): an order with a code on either
 * surface, each shopper with a product and size of their own.
 */
import { gql, rest } from '../support/api';
import { gqlOrderInput, idempotencyKey, line, loadCatalogue, plentySizes, restOrderPayload } from '../support/shop';
import type { RunningServer } from '../support/start-server';
import type { Buyer } from './stock-fault-support';

/**
 * Each shopper's own product and size (over the ₹500 of FIRST15), so that what the shoppers race
 * for is the code, not one size's stock row (stock-race.fault-spec.ts races for that).
 */
const goods = loadCatalogue()
  .filter((p) => p.price >= 599 && p.price < 5000)
  .flatMap((p) => plentySizes(p).map((size) => line(p, 1, size)));
export const linesOf = (i: number) => [goods[i % goods.length]];
const CREATE = 'mutation C($input: CreateOrderInput!, $key: String!) { createOrder(input: $input, idempotencyKey: $key) { orderNumber discount couponCode } }';

export interface Try {
  placed: boolean;
  code?: string;
  message?: string;
  discount?: number;
  orderNumber?: string;
}

export async function order(server: RunningServer, buyer: Buyer, i: number, couponCode: string, surface: 'rest' | 'graphql'): Promise<Try> {
  const lines = linesOf(i);
  if (surface === 'rest') {
    const r = await rest(server, 'POST', '/api/orders', restOrderPayload(buyer.user.id, lines, 'upi', { orderSummary: undefined, couponCode }), { token: buyer.token, headers: { 'Idempotency-Key': idempotencyKey() } });
    return { placed: r.status === 201, code: r.body?.code, message: r.body?.message, discount: r.body?.order?.discount, orderNumber: r.body?.orderId };
  }
  const g = await gql(server, CREATE, { input: gqlOrderInput(lines, 'upi', { couponCode }), key: idempotencyKey() }, { token: buyer.token });
  const e = g.body?.errors?.[0];
  return { placed: !e && !!g.body?.data?.createOrder, code: e?.extensions?.code, message: e?.message, discount: g.body?.data?.createOrder?.discount, orderNumber: g.body?.data?.createOrder?.orderNumber };
}
