import { Column, Entity, PrimaryColumn } from 'typeorm';

/** The lists kept in the database (the others are fixed in the contracts). */
export type StoredMasterList = 'designation' | 'authRole';

@Entity({ name: 'master_values' })
export class MasterValue {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  list!: StoredMasterList;

  @PrimaryColumn({ type: 'varchar', length: 200 })
  value!: string;

  @Column({ name: 'sort_order', type: 'integer' })
  sortOrder!: number;
}
