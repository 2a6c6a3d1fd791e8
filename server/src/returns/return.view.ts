import { Field } from '../common/api-schema.js';
import { toRupees } from '../pricing/money.js';
import { nextReturnStatuses, RETURN_KINDS, RETURN_STATUSES } from './return-lifecycle.js';
import { RETURN_REASONS } from './return-policy.js';
import type { ReturnableLine, ReturnRecord } from './returns.service.js';

/**
 * A return and a returnable line as both surfaces show them: money in rupees; REST spells the
 * enums lower-case as the order's statuses, GraphQL upper-case (`toGraphql`).
 */
export const toReturnView = (r: ReturnRecord, payoutDetails: string | null = null) => ({
  returnNumber: r.request.returnNumber,
  orderNumber: r.request.orderNumber,
  kind: r.request.kind as string,
  status: r.request.status as string,
  reason: r.request.reason as string,
  comment: r.request.comment,
  rejectReason: r.request.rejectReason,
  lines: r.lines.map((l) => ({
    productId: l.productId,
    productName: l.productName,
    size: l.size,
    quantity: l.quantity,
    wantedSize: l.wantedSize,
    wantedProductId: l.wantedProductId,
    wantedProductName: l.wantedProductName,
    unitPrice: toRupees(l.unitPricePaise),
    lineTotal: toRupees(l.unitPricePaise * l.quantity),
  })),
  refund: toRupees(r.request.refundPaise),
  refundMethod: r.request.refundMethod as string,
  refundTo: r.request.payoutMasked,
  refundReference: r.request.refundReference,
  payoutDetails,
  replacementOrderNumber: r.request.replacementOrderNumber,
  becameRefund: r.request.kind === 'return' && r.lines.some((l) => l.wantedSize !== null),
  nextStatuses: [...nextReturnStatuses(r.request.kind, r.request.status)] as string[],
  history: r.moves.map((m) => ({ from: m.fromStatus as string | null, to: m.toStatus as string, actor: m.actor, note: m.note, at: m.at.toISOString() })),
  createdAt: r.request.createdAt.toISOString(),
  updatedAt: r.request.updatedAt.toISOString(),
});

export type ReturnView = ReturnType<typeof toReturnView>;

const upper = (s: string) => s.toUpperCase();

/** The same, enums as GraphQL spells them. */
export const toGraphqlReturn = (v: ReturnView) => ({
  ...v,
  kind: upper(v.kind),
  status: upper(v.status),
  reason: upper(v.reason),
  refundMethod: upper(v.refundMethod),
  nextStatuses: v.nextStatuses.map(upper),
  history: v.history.map((h) => ({ ...h, from: h.from && upper(h.from), to: upper(h.to) })),
});

export const toReturnableLineView = (l: ReturnableLine) => ({
  productId: l.item.productId,
  productName: l.item.productName,
  size: l.item.size,
  quantity: l.item.quantity,
  quantityLeft: l.quantityLeft,
  policy: l.policy.text,
  returnable: l.policy.returnable,
  returnableUntil: l.returnableUntil,
  returnOpen: l.returnOpen,
  defectiveUntil: l.defectiveUntil,
  defectiveOpen: l.defectiveOpen,
  message: l.message,
  exchangeableUntil: l.exchangeableUntil,
  exchangeOpen: l.exchangeOpen,
  exchangeMessage: l.exchangeMessage,
  exchangeSizes: l.exchangeSizes,
  colourExchangeableUntil: l.colourExchangeableUntil,
  colourExchangeOpen: l.colourExchangeOpen,
  exchangeColours: l.exchangeColours,
  colourExchangeMessage: l.colourExchangeMessage,
});

// ---------------------------------------------------------------- REST's document

const day = (description: string, nullable = false) => ({ type: 'string', format: 'date', nullable, description }) as const;

export class RestExchangeColour {
  @Field({ description: 'The product id of the other colour' }) productId: string;
  @Field() name: string;
  @Field({ description: "Its colour, as the catalogue names it ('Olive')" }) color: string;
  @Field({ description: 'Its picture, relative to the site root' }) image: string;
  @Field({ type: 'array', items: { type: 'string' }, description: 'Its sizes in stock now' }) sizes: string[];
}

export class RestReturnableLine {
  @Field() productId: string;
  @Field() productName: string;
  @Field() size: string;
  @Field({ type: 'integer', description: 'Units bought' }) quantity: number;
  @Field({ type: 'integer', description: 'Units not asked back yet (rejected returns aside)' }) quantityLeft: number;
  @Field({ description: "The item's own policy: 'Returnable within 30 days', 'Returnable within 15 days' (sale) or 'Not returnable'" }) policy: string;
  @Field({ type: 'boolean' }) returnable: boolean;
  @Field(day('The last day (India) a return may be asked; null when not returnable', true)) returnableUntil: string | null;
  @Field({ type: 'boolean', description: 'Whether a return may be asked today' }) returnOpen: boolean;
  @Field(day('The last day a defective item may be sent back (60 days)')) defectiveUntil: string;
  @Field({ type: 'boolean' }) defectiveOpen: boolean;
  @Field({ description: "What the shopper is told: 'Returnable until 26 Dec', 'Return window closed on 26 Dec', 'Not returnable'" }) message: string;
  @Field(day('The last day (India) an exchange for another size may be asked (15 days; a defective item 60); null when not exchangeable', true)) exchangeableUntil: string | null;
  @Field({ type: 'boolean', description: 'Whether an exchange for another size may be asked today' }) exchangeOpen: boolean;
  @Field({ description: "What the shopper is told: 'Exchangeable until 11 Dec', 'Exchange window closed on 11 Dec', 'Not exchangeable'" }) exchangeMessage: string;
  @Field({ type: 'array', items: { type: 'string' }, description: "The product's other sizes in stock now: what an exchange may ask for" }) exchangeSizes: string[];
  @Field(day('The last day (India) an exchange for another colour may be asked (7 days); null when not exchangeable', true)) colourExchangeableUntil: string | null;
  @Field({ type: 'boolean', description: 'Whether an exchange for another colour may be asked today' }) colourExchangeOpen: boolean;
  @Field({ type: 'string', nullable: true, description: "'Another colour (Grey, Olive) until 3 Dec', 'Colour exchange window closed on 3 Dec'; null when the item's style has no other colour at the price paid" }) colourExchangeMessage: string | null;
  @Field({ type: [RestExchangeColour], description: "While the colour window is open: the other colours of the item's style at the price paid for it, with their sizes in stock (a colour at another price is returned and ordered instead)" }) exchangeColours: RestExchangeColour[];
}

export class RestReturnLine {
  @Field() productId: string;
  @Field() productName: string;
  @Field() size: string;
  @Field({ type: 'integer', minimum: 1 }) quantity: number;
  @Field({ type: 'string', nullable: true, description: "An exchange's line: the size wanted instead; null on a return's line" }) wantedSize: string | null;
  @Field({ type: 'string', nullable: true, description: "An exchange for another colour: the product wanted instead; null for the same product" }) wantedProductId: string | null;
  @Field({ type: 'string', nullable: true, description: 'Its name' }) wantedProductName: string | null;
  @Field({ type: 'number', description: 'Rupees: the unit price charged' }) unitPrice: number;
  @Field({ type: 'number', description: 'Rupees: unitPrice × quantity' }) lineTotal: number;
}

export class RestReturnMove {
  @Field({ type: 'string', enum: RETURN_STATUSES, nullable: true, description: 'null for the request' }) from: string | null;
  @Field({ enum: RETURN_STATUSES }) to: string;
  @Field({ description: "The admin's email, or 'shopper'" }) actor: string;
  @Field({ type: 'string', nullable: true, description: "A rejection's reason; a refund's amount and where it went" }) note: string | null;
  @Field({ format: 'date-time' }) at: string;
}

export class RestReturn {
  @Field({ description: 'RET-YYYYMMDD-XXXXXX' }) returnNumber: string;
  @Field() orderNumber: string;
  @Field({ enum: RETURN_KINDS, description: 'return (for a refund) or exchange (for another size; becomes a return when the size is gone at approval)' }) kind: string;
  @Field({ enum: RETURN_STATUSES, description: 'A return: requested -> approved -> picked_up -> received -> refunded, or rejected (from requested or approved). An exchange: requested -> approved (its replacement order made) -> picked_up -> received, or rejected (from requested)' }) status: string;
  @Field({ enum: RETURN_REASONS }) reason: string;
  @Field({ type: 'string', nullable: true, description: "The shopper's words" }) comment: string | null;
  @Field({ type: 'string', nullable: true, description: 'Why the staff rejected it' }) rejectReason: string | null;
  @Field({ type: [RestReturnLine] }) lines: RestReturnLine[];
  @Field({ type: 'number', description: "Rupees: the lines with their share of the order's tax (and the COD charge when the whole order comes back); as figured when asked, then as refunded" }) refund: number;
  @Field({ enum: ['provider', 'payout'], description: 'provider: back to the online payment; payout: a COD order, paid to the UPI ID or bank account given' }) refundMethod: string;
  @Field({ type: 'string', nullable: true, description: "COD: where the money goes, masked ('UPI as**@okaxis', 'HDFC0001234 ••••6789')" }) refundTo: string | null;
  @Field({ type: 'string', nullable: true, description: "Once refunded: the payment refund's id (provider), or the payout's bank reference (payout)" }) refundReference: string | null;
  @Field({ type: 'string', nullable: true, description: 'Admins only, COD, until the payout is recorded: the full UPI ID or bank account; null otherwise' }) payoutDetails: string | null;
  @Field({ type: 'string', nullable: true, description: "An exchange once approved: its replacement order's number (sent at no charge); null otherwise" }) replacementOrderNumber: string | null;
  @Field({ type: 'boolean', description: 'An exchange whose size was gone at approval: it became this refund' }) becameRefund: boolean;
  @Field({ type: 'array', items: { type: 'string', enum: RETURN_STATUSES }, description: 'The moves the staff may make next' }) nextStatuses: string[];
  @Field({ type: [RestReturnMove], description: 'Its moves, oldest first' }) history: RestReturnMove[];
  @Field({ format: 'date-time' }) createdAt: string;
  @Field({ format: 'date-time' }) updatedAt: string;
}

export class RestOrderReturns {
  @Field({ type: [RestReturnableLine], description: "A delivered order's lines as they may be returned; empty for an order not delivered" }) lines: RestReturnableLine[];
  @Field({ type: [RestReturn], description: 'Its returns, oldest first' }) returns: RestReturn[];
}

export class ReturnAnswer {
  @Field({ type: RestReturn }) return: RestReturn;
}

export class RestReturnPage {
  @Field({ type: [RestReturn], description: 'Oldest first' }) items: RestReturn[];
  @Field({ type: 'integer' }) total: number;
  @Field({ type: 'integer' }) page: number;
  @Field({ type: 'integer' }) pageSize: number;
}
