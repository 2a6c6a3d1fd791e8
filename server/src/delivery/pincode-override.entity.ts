import { Column, Entity, PrimaryColumn } from 'typeorm';
import { TIMESTAMP } from '../database/column-types.js';

/**
 * An operator's word on one pincode (DECISIONS 13): every pincode of the directory is served
 * with Cash on Delivery unless a row here says otherwise. Written only by
 * `npm run admin -- pincodes import <file.csv>`, which replaces them all at once.
 */
@Entity('pincode_overrides')
export class PincodeOverrideEntity {
  @PrimaryColumn({ type: 'varchar', length: 6 })
  pincode: string;

  @Column({ type: 'boolean' })
  serviceable: boolean;

  @Column({ name: 'cod_available', type: 'boolean' })
  codAvailable: boolean;

  @Column({ type: 'varchar', length: 200, nullable: true })
  note: string | null;

  @Column({ name: 'updated_at', type: TIMESTAMP })
  updatedAt: Date;
}
