import { Column, Entity } from 'typeorm';
import type { SignInLogItem } from '@seedcorp/libs';
import { StreamRecord } from './stream-record.entity';

/** A sign-in audit event (OTP sent, signed in, failed, locked, signed out), kept apart from content changes. */
@Entity({ name: 'sign_ins' })
export class SignIn extends StreamRecord {
  @Column({ name: 'activity_type', type: 'varchar', length: 20 })
  activityType!: SignInLogItem['activityType'];

  /** Masked number and client address, as the auth service wrote them. */
  @Column({ name: 'activity_details', type: 'varchar', length: 1000 })
  activityDetails!: string;
}
