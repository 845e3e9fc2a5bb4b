import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { FarmerLanguage, RegistryCheck } from '@seedcorp/contracts';

/** A farmer who signed in to book seed; every personal field is emptied when they withdraw consent. */
@Entity({ name: 'farmers' })
export class Farmer {
  @PrimaryColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 10, nullable: true })
  mobile!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  name!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  village!: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  district!: string | null;

  @Column({ name: 'registry_id', type: 'varchar', length: 20, nullable: true })
  registryId!: string | null;

  @Column({ name: 'registry_check', type: 'varchar', length: 10 })
  registryCheck!: RegistryCheck;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  @Column({ name: 'erased_at', type: 'timestamptz', nullable: true })
  erasedAt!: Date | null;
}

/** One consent given to one version of the notice, and its withdrawal: never deleted, never holding personal data. */
@Entity({ name: 'farmer_consents' })
export class FarmerConsent {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ name: 'farmer_id', type: 'uuid' })
  farmerId!: string;

  @Column({ name: 'notice_version', type: 'varchar', length: 20 })
  noticeVersion!: string;

  @Column({ type: 'varchar', length: 2 })
  language!: FarmerLanguage;

  @Column({ name: 'given_at', type: 'timestamptz' })
  givenAt!: Date;

  @Column({ name: 'withdrawn_at', type: 'timestamptz', nullable: true })
  withdrawnAt!: Date | null;
}
