import type { StockLevelRow } from './stock-admin.service.js';
import type { StockMovementEntity } from './stock-movement.entity.js';

/** A level as GraphQL shows it. */
export const toStockLevelView = (l: StockLevelRow) => ({ ...l, updatedAt: l.updatedAt.toISOString() });

/** A movement as GraphQL shows it (the reason upper-case). */
export const toStockMovementView = (m: StockMovementEntity) => ({
  id: m.id,
  productId: m.productId,
  size: m.size,
  delta: m.delta,
  reason: m.reason.toUpperCase(),
  note: m.note,
  actor: m.actor,
  orderNumber: m.orderNumber,
  createdAt: m.createdAt.toISOString(),
});
