import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { KeptMasterList } from '@seedcorp/contracts';

/** A value of a list kept in the database (the others are fixed in the contracts); records reference it by key. */
@Entity({ name: 'master_values' })
export class MasterValue {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  list!: KeptMasterList;

  @PrimaryColumn({ type: 'varchar', length: 200 })
  value!: string;

  @Column({ name: 'sort_order', type: 'integer' })
  sortOrder!: number;
}
