import { type MigrationInterface, type QueryRunner, Table, TableColumn, TableIndex } from 'typeorm';

/**
 * Offers that apply at checkout (DECISIONS 17): the offers with their codes and rules, the
 * redemptions that used them, and an order's code and discount (per line too). The spec's three coded
 * offers are seeded here (the home page shows the offers running from this table, Query.offers;
 * test/unit/catalogue.spec.ts holds OFFER_SEED to the spec); free shipping needs no code
 * (shipping is free).
 *
 * A redemption's `use_no` is its shopper's n-th use of the offer: the unique index on (offer,
 * user, use_no) keeps two concurrent orders from both taking a shopper's first use, and the one
 * on `order_id` keeps an order to one code.
 */
export const OFFER_SEED = [
  { code: 'FIRST15', title: '15% Off Your First Order', kind: 'percentage', value: 15, minSubtotalPaise: 500_00, firstOrderOnly: true, daysOfWeek: null, validUntil: '2027-06-30T23:59:59+05:30' },
  { code: 'WEEKEND10', title: 'Weekend Extra 10%', kind: 'percentage', value: 10, minSubtotalPaise: 0, firstOrderOnly: false, daysOfWeek: '6,7', validUntil: '2027-03-31T23:59:59+05:30' },
  { code: 'BIG20', title: '20% Off Above ₹5,000', kind: 'percentage', value: 20, minSubtotalPaise: 5000_00, firstOrderOnly: false, daysOfWeek: null, validUntil: '2027-03-31T23:59:59+05:30' },
] as const;

export class Offers1765100000000 implements MigrationInterface {
  name = 'Offers1765100000000';

  async up(q: QueryRunner): Promise<void> {
    const postgres = q.connection.options.type === 'postgres';
    const ts = postgres ? 'timestamptz' : 'datetime';
    await q.createTable(
      new Table({
        name: 'offers',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'code', type: 'varchar', length: '32' },
          { name: 'title', type: 'varchar', length: '100' },
          { name: 'kind', type: 'varchar', length: '16' },
          { name: 'value', type: 'integer' },
          { name: 'min_subtotal_paise', type: 'integer', default: 0 },
          { name: 'first_order_only', type: 'boolean', default: false },
          { name: 'days_of_week', type: 'varchar', length: '20', isNullable: true },
          { name: 'valid_from', type: ts, isNullable: true },
          { name: 'valid_until', type: ts, isNullable: true },
          { name: 'active', type: 'boolean', default: true },
          { name: 'usage_limit', type: 'integer', isNullable: true },
          { name: 'per_customer_limit', type: 'integer', isNullable: true },
          { name: 'created_at', type: ts },
          { name: 'updated_at', type: ts },
        ],
        indices: [new TableIndex({ name: 'UQ_offers_code', columnNames: ['code'], isUnique: true })],
      }),
    );
    await q.createTable(
      new Table({
        name: 'offer_redemptions',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'offer_id', type: 'varchar', length: '36' },
          { name: 'user_id', type: 'varchar', length: '36' },
          { name: 'order_id', type: 'varchar', length: '36' },
          { name: 'use_no', type: 'integer' },
          { name: 'discount_paise', type: 'integer' },
          { name: 'created_at', type: ts },
        ],
        indices: [
          new TableIndex({ name: 'UQ_offer_redemptions_use', columnNames: ['offer_id', 'user_id', 'use_no'], isUnique: true }),
          new TableIndex({ name: 'UQ_offer_redemptions_order', columnNames: ['order_id'], isUnique: true }),
        ],
      }),
    );
    await q.addColumns('orders', [
      new TableColumn({ name: 'coupon_code', type: 'varchar', length: '32', isNullable: true }),
      new TableColumn({ name: 'discount_paise', type: 'integer', default: 0 }),
    ]);
    await q.addColumn('order_items', new TableColumn({ name: 'discount_paise', type: 'integer', default: 0 }));
    const now = new Date();
    for (const [i, o] of OFFER_SEED.entries()) {
      await q.query(
        `INSERT INTO offers (id, code, title, kind, value, min_subtotal_paise, first_order_only, days_of_week, valid_from, valid_until, active, usage_limit, per_customer_limit, created_at, updated_at)
         VALUES (${params(15, postgres)})`,
        [`00000000-0000-4000-8000-00000000000${i + 1}`, o.code, o.title, o.kind, o.value, o.minSubtotalPaise, postgres ? o.firstOrderOnly : Number(o.firstOrderOnly), o.daysOfWeek, null, stamp(new Date(o.validUntil), postgres), postgres ? true : 1, null, null, stamp(now, postgres), stamp(now, postgres)],
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('order_items', 'discount_paise');
    await q.dropColumns('orders', ['coupon_code', 'discount_paise']);
    await q.dropTable('offer_redemptions');
    await q.dropTable('offers');
  }
}

const params = (n: number, postgres: boolean) => Array.from({ length: n }, (_, i) => (postgres ? `$${i + 1}` : '?')).join(', ');

/** As TypeORM writes a date to each database (SQLite: 'YYYY-MM-DD HH:MM:SS.SSS' in UTC). */
const stamp = (d: Date, postgres: boolean) => (postgres ? d : d.toISOString().replace('T', ' ').replace('Z', ''));
