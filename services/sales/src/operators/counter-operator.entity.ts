import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One sale counter a counter operator keeps. */
@Entity({ name: 'counter_operators' })
export class CounterOperator {
  @PrimaryColumn({ name: 'admin_id', type: 'uuid' })
  adminId!: string;

  @PrimaryColumn({ name: 'counter_id', type: 'uuid' })
  counterId!: string;

  @Column({ name: 'assigned_at', type: 'timestamptz', default: () => 'now()' })
  assignedAt!: Date;
}
