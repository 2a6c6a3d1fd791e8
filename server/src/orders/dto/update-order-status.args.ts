import { Allow, ValidateBy } from 'class-validator';
import { Documented, together } from '../../common/api-schema.js';
import { IsText, NotBlank, OneOf, rule } from '../../common/validation.js';
import { NestedObject, RefuseUnknownFields } from '../../common/validation.pipe.js';
import type { MoveDetails } from '../order-moves.js';

/** The courier an order ships with; what it must be is the service's rule (couriers.ts). */
export class ShipmentInput {
  @IsText() courier: string;
  @IsText() trackingNumber?: string | null;
}

/** updateOrderStatus' arguments: text is text without controls; what each move needs is checked by the service (order-moves.ts). */
export class UpdateOrderStatusArgs {
  @IsText() orderNumber: string;
  /** A GraphQL enum. */
  @Allow() status: string;
  @NestedObject(ShipmentInput) shipment?: ShipmentInput | null;
  /** A GraphQL Float; an amount with at most 2 decimals is the service's rule. */
  @Allow() cashCollected?: number | null;
  @IsText() reason?: string | null;

  details(): MoveDetails {
    return { shipment: this.shipment, cashCollected: this.cashCollected, reason: this.reason };
  }
}

const MOVES = ['confirmed', 'shipped', 'delivered', 'cancelled'] as const;
const CASH_MESSAGE = 'The cash collected must be an amount in rupees, with at most 2 decimals';

/** An integrator's move of an order (POST /api/v1/orders/{orderNumber}/status): the admin's updateOrderStatus, its status in REST's lower case. */
@RefuseUnknownFields()
export class OrderStatusBody {
  @IsText() @NotBlank(1, `Give the status to move the order to: ${MOVES.join(', ')}`) @OneOf(MOVES, 1, `Status must be one of ${MOVES.join(', ')}`) status: string;
  @NestedObject(ShipmentInput) shipment?: ShipmentInput | null;
  @(together(
    ValidateBy({ name: 'amount', validator: { validate: (v: unknown) => v === undefined || v === null || (typeof v === 'number' && Number.isFinite(v)) } }, rule(3, CASH_MESSAGE)),
    Documented({ type: 'number', nullable: true, description: "Rupees: a Cash on Delivery order's total, when it is delivered" }),
  ))
  cashCollected?: number | null;
  @IsText() @Documented({ description: 'Why it is cancelled (a cancellation needs one)' }) reason?: string | null;

  details(): MoveDetails {
    return { shipment: this.shipment, cashCollected: this.cashCollected, reason: this.reason };
  }
}
