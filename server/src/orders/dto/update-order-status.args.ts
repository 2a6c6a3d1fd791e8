import { Allow } from 'class-validator';
import { IsText } from '../../common/validation.js';
import { NestedObject } from '../../common/validation.pipe.js';
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
