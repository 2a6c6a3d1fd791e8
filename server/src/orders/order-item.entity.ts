import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { INTEGER } from '../database/column-types.js';

/** One line of an order, priced by the server from the catalogue at placement (order_id references orders). */
@Entity('order_items')
@Index('IDX_order_items_order', ['orderId', 'lineNo'])
export class OrderItemEntity {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ name: 'order_id', type: 'varchar', length: 36 })
  orderId: string;

  @Column({ name: 'line_no', ...INTEGER })
  lineNo: number;

  @Column({ name: 'product_id', type: 'varchar', length: 64 })
  productId: string;

  @Column({ name: 'product_name', type: 'varchar', length: 200 })
  productName: string;

  @Column({ name: 'product_image', type: 'varchar', length: 300 })
  productImage: string;

  @Column({ type: 'varchar', length: 32 })
  size: string;

  @Column(INTEGER)
  quantity: number;

  @Column({ name: 'unit_price_paise', ...INTEGER })
  unitPricePaise: number;

  @Column({ name: 'line_total_paise', ...INTEGER })
  lineTotalPaise: number;

  /** Its HSN code as priced at placement (the GST map); null on lines placed before GST documents. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  hsn: string | null;

  /** The GST rate it was taxed at, in basis points (1800 = 18%); null on lines placed before GST documents (18%). */
  @Column({ name: 'gst_rate_bp', ...INTEGER, nullable: true })
  gstRateBp: number | null;

  /** The line's share of the order's discount (0 without a code): its taxable value is lineTotalPaise - discountPaise. */
  @Column({ name: 'discount_paise', ...INTEGER })
  discountPaise: number;
}
