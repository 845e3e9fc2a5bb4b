import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { SignInLogItem } from '@seedcorp/libs';

/** A sign-in audit event (OTP sent, signed in, failed, locked, signed out), kept apart from content changes. */
@Entity({ name: 'sign_ins' })
export class SignIn {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'stream_id', type: 'varchar', length: 40, unique: true })
  streamId!: string;

  @Column({ name: 'activity_type', type: 'varchar', length: 20 })
  activityType!: SignInLogItem['activityType'];

  /** Masked number and client address, as the auth service wrote them. */
  @Column({ name: 'activity_details', type: 'varchar', length: 1000 })
  activityDetails!: string;

  @Column({ name: 'occurred_at', type: 'timestamptz' })
  occurredAt!: Date;
}
