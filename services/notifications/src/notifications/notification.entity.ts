import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { NotificationLocation } from '@seedcorp/contracts';

@Entity({ name: 'notifications' })
export class Notification {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 500 })
  title!: string;

  @Column({ type: 'varchar', length: 50 })
  location!: NotificationLocation;

  /** Last date of submission, `YYYY-MM-DD` (a date column, read back as text). */
  @Column({ name: 'submission_date', type: 'date', nullable: true })
  submissionDate!: string | null;

  /** When its validity ends (null: never); the archive takes it off the public lists then. */
  @Column({ name: 'valid_until', type: 'timestamptz', nullable: true })
  validUntil!: Date | null;

  /** When the archive took it off the public lists at the end of its validity; null while it shows. */
  @Column({ name: 'archived_at', type: 'timestamptz', nullable: true })
  archivedAt!: Date | null;

  /** Generated object key, `notifications/<id>/<version>.pdf`: a replaced file gets a new version. */
  @Column({ name: 'document_key', type: 'varchar', length: 200 })
  documentKey!: string;

  @Column({ name: 'document_bytes', type: 'integer' })
  documentBytes!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
