import { badInput, conflict, type FieldError } from '../common/app-error.js';
import type { OrderFacts, OrderLineFacts, OrderReadView } from '../orders/order.view.js';
import { askedByItem, type ReturnRecord } from './return-journal.js';
import { isOpen, lastDayOf, RETURN_REASONS, type ReturnReason, shortDay } from './return-policy.js';
import { charCount, text } from '../common/validation.js';
import { returnRefundOf, type ReturnRefund } from './refund-arithmetic.js';

/** A line of a shopper's request as asked: the order's product and size, and how many units. */
export interface AskedLine {
  productId: string;
  size: string;
  quantity: number;
}

/** An order line and the units a request takes of it. */
export interface PickedLine {
  item: OrderLineFacts;
  quantity: number;
}

const refuse = (field: string, message: string) => badInput(message, [{ field, message }]);

export const COMMENT_MAX = 500;

/** A request's reason (one of RETURN_REASONS) and comment, checked: BAD_USER_INPUT naming the field. */
export function reasonAndComment(cmd: { reason: string; comment?: string | null }): { reason: ReturnReason; comment: string | null } {
  const reason = cmd.reason.toLowerCase() as ReturnReason;
  if (!RETURN_REASONS.includes(reason)) throw refuse('reason', 'Please choose a reason: wrong size, defective, not as described or changed my mind');
  const comment = text(cmd.comment);
  if (comment !== null && charCount(comment) > COMMENT_MAX) throw refuse('comment', `The comment is at most ${COMMENT_MAX} characters`);
  return { reason, comment };
}

/** Each product and size once, at least one line: BAD_USER_INPUT naming the line. */
export function assertLinesOnce(lines: AskedLine[], what: 'return' | 'exchange'): void {
  if (!lines.length) throw refuse('lines', `Choose at least one item to ${what}`);
  const seen = new Set<string>();
  lines.forEach((l, i) => {
    const key = `${l.productId}\u0000${l.size}`;
    if (seen.has(key)) throw refuse(`lines[${i}]`, `Each item may appear once in ${what === 'return' ? 'a return' : 'an exchange'}`);
    seen.add(key);
  });
}

/**
 * The order's lines a request names, checked as returns and exchanges check them: each is the
 * order's, within its window (`daysFor` the item: 0 when it does not come back), and no more units
 * than were bought less those asked back before (rejected requests aside). Beyond the quantity is a
 * CONFLICT with the requests made before; the rest is BAD_USER_INPUT; every line's problem named.
 * `more` adds a line's own checks (an exchange's wanted size).
 */
export function pickLines(
  what: 'return' | 'exchange',
  rows: OrderReadView,
  earlier: ReturnRecord[],
  asked: AskedLine[],
  daysFor: (item: OrderLineFacts) => number,
  now: Date,
  more: (item: OrderLineFacts, i: number) => FieldError | null = () => null,
): PickedLine[] {
  const { order, items } = rows;
  const askedBefore = askedByItem(earlier);
  const errors: FieldError[] = [];
  let overQuantity = false;
  const picked = asked.map((l, i) => {
    const item = items.find((it) => it.productId === l.productId && it.size === l.size);
    if (!item) {
      errors.push({ field: `lines[${i}]`, message: `Order ${order.orderNumber} has no ${l.productId} in size ${l.size}` });
      return null;
    }
    const days = daysFor(item);
    const notOne = what === 'return' ? 'not returnable (only a defective one comes back)' : 'not exchangeable (only a defective one is exchanged)';
    if (days === 0) errors.push({ field: `lines[${i}]`, message: `${item.productName} is ${notOne}` });
    else if (!isOpen(order.deliveredAt!, days, now)) errors.push({ field: `lines[${i}]`, message: `The ${what} window for ${item.productName} closed on ${shortDay(lastDayOf(order.deliveredAt!, days))}` });
    const extra = more(item, i);
    if (extra) errors.push(extra);
    const left = item.quantity - (askedBefore.get(item.id) ?? 0);
    if (!Number.isInteger(l.quantity) || l.quantity < 1) errors.push({ field: `lines[${i}].quantity`, message: 'The quantity must be a whole number of at least 1' });
    else if (l.quantity > left) {
      overQuantity = true;
      const verb = what === 'return' ? 'returned' : 'exchanged';
      errors.push({
        field: `lines[${i}].quantity`,
        message: left === 0 ? `All ${item.quantity} of ${item.productName} (${item.size}) are already being ${what === 'return' ? 'returned' : 'returned or exchanged'}` : `Only ${left} of ${item.productName} (${item.size}) can still be ${verb}`,
      });
    }
    return { item, quantity: l.quantity };
  });
  if (errors.length) {
    // Beyond the quantity is a conflict with the requests made before; the rest is bad input.
    throw overQuantity && errors.every((e) => e.field.endsWith('.quantity')) ? conflict(errors[0].message, errors) : badInput(errors[0].message, errors);
  }
  return picked.filter((p): p is PickedLine => p !== null);
}

/**
 * The refund of `lines` as the order stands with its `counted` returns (those before it that
 * count: refunded, or all not rejected for an estimate): goods, tax share, and the COD charge
 * only when every unit of the order comes back. Exchanges bring nothing back for money: they do
 * not count.
 */
export function refundFor(order: OrderFacts, items: readonly OrderLineFacts[], counted: ReturnRecord[], lines: PickedLine[]): ReturnRefund {
  const units = new Map<string, number>();
  let before = 0;
  for (const r of counted)
    if (r.request.kind === 'return')
      for (const l of r.lines) {
        units.set(l.orderItemId, (units.get(l.orderItemId) ?? 0) + l.quantity);
        before += l.unitPricePaise * l.quantity;
      }
  for (const l of lines) units.set(l.item.id, (units.get(l.item.id) ?? 0) + l.quantity);
  const whole = items.every((it) => (units.get(it.id) ?? 0) >= it.quantity);
  return returnRefundOf(order, before, lines.map((l) => ({ unitPricePaise: l.item.unitPricePaise, quantity: l.quantity })), whole);
}

/** The refund a return gets when it is refunded: counted after the order's returns refunded before it. */
export function finalRefund(rows: OrderReadView, record: ReturnRecord, all: ReturnRecord[]): ReturnRefund {
  const before = all.filter((r) => r.request.id !== record.request.id && r.request.status === 'refunded');
  const byId = new Map(rows.items.map((i) => [i.id, i]));
  return refundFor(rows.order, rows.items, before, record.lines.map((l) => ({ item: byId.get(l.orderItemId)!, quantity: l.quantity })));
}
