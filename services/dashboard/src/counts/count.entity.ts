import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { CountListName } from '@seedcorp/contracts';

/** One entry of the dashboard's counts: the owner's number as last fetched. */
@Entity({ name: 'counts' })
export class CountEntry {
  @PrimaryColumn({ type: 'varchar', length: 30 })
  list!: CountListName;

  @PrimaryColumn({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'integer' })
  count!: number;
}
