import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { CountListName } from '@seedcorp/libs';

/** One entry of the count projection: moved by events, overwritten by reconciliation with the owner. */
@Entity({ name: 'counts' })
export class CountEntry {
  @PrimaryColumn({ type: 'varchar', length: 30 })
  list!: CountListName;

  @PrimaryColumn({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'integer' })
  count!: number;
}
