import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { INTEGER } from '../database/column-types.js';

/** A line of a return: how many of an order line's units come back. */
@Entity('return_lines')
@Index('IDX_return_lines_request', ['requestId'])
@Index('IDX_return_lines_order', ['orderId'])
export class ReturnLineEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'request_id', type: 'varchar', length: 36 })
  requestId: string;

  @Column({ name: 'order_id', type: 'varchar', length: 36 })
  orderId: string;

  /** The order line's id (order_items.id), as orders answered it. */
  @Column({ name: 'order_item_id', type: 'varchar', length: 36 })
  orderItemId: string;

  @Column({ name: 'product_id', type: 'varchar', length: 64 })
  productId: string;

  @Column({ name: 'product_name', type: 'varchar', length: 200 })
  productName: string;

  @Column({ type: 'varchar', length: 32 })
  size: string;

  @Column(INTEGER)
  quantity: number;

  /** An exchange's line: the size wanted instead (of the wanted product); null on a return's line. */
  @Column({ name: 'wanted_size', type: 'varchar', length: 32, nullable: true })
  wantedSize: string | null;

  /** An exchange for another colour: the product of the item's style wanted instead, and its name; null for the same product. */
  @Column({ name: 'wanted_product_id', type: 'varchar', length: 64, nullable: true })
  wantedProductId: string | null;

  @Column({ name: 'wanted_product_name', type: 'varchar', length: 200, nullable: true })
  wantedProductName: string | null;

  @Column({ name: 'unit_price_paise', ...INTEGER })
  unitPricePaise: number;
}
