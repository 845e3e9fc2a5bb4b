import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { Bilingual, ProcessingPlant, SeedClass } from '@seedcorp/contracts';

/** PostgreSQL hands `numeric` back as text, to keep its precision; two decimals are safe as a number. */
const NUMERIC = { to: (value: number) => value, from: (value: string) => Number(value) };

/** The withdrawal's reason as written, with whether its Hindi was given. */
export interface StoredReason {
  en: string;
  hi: string | null;
}

@Entity({ name: 'seed_lots' })
export class SeedLot {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** The letters and digits of the lot number, in capitals: its identity (`seedLotKey`). */
  @Column({ name: 'lot_key', type: 'varchar', length: 32 })
  lotKey!: string;

  /** As printed on the tag. */
  @Column({ name: 'lot_number', type: 'varchar', length: 40 })
  lotNumber!: string;

  @Column({ type: 'varchar', length: 40 })
  crop!: string;

  /** Both languages as the crop's published table named it when the lot was last written. */
  @Column({ type: 'jsonb' })
  variety!: Bilingual;

  @Column({ name: 'seed_class', type: 'varchar', length: 20 })
  seedClass!: SeedClass;

  @Column({ type: 'varchar', length: 20 })
  season!: string;

  @Column({ type: 'varchar', length: 20 })
  plant!: ProcessingPlant;

  @Column({ name: 'processed_on', type: 'date' })
  processedOn!: string;

  @Column({ name: 'tested_on', type: 'date' })
  testedOn!: string;

  @Column({ type: 'numeric', precision: 5, scale: 2, transformer: NUMERIC })
  germination!: number;

  @Column({ type: 'numeric', precision: 5, scale: 2, transformer: NUMERIC })
  purity!: number;

  @Column({ type: 'numeric', precision: 5, scale: 2, transformer: NUMERIC })
  moisture!: number;

  @Column({ name: 'valid_until', type: 'date' })
  validUntil!: string;

  @Column({ name: 'certification_agency', type: 'varchar', length: 120 })
  certificationAgency!: string;

  @Column({ name: 'tag_series', type: 'varchar', length: 80 })
  tagSeries!: string;

  @Column({ type: 'integer' })
  bags!: number;

  /** Whole grams, so that a 0.475 kg packet and a 40 kg bag compare exactly. */
  @Column({ name: 'bag_grams', type: 'integer' })
  bagGrams!: number;

  @Column({ name: 'withdrawn_at', type: 'timestamptz', nullable: true })
  withdrawnAt!: Date | null;

  @Column({ name: 'withdrawal_reason', type: 'jsonb', nullable: true })
  withdrawalReason!: StoredReason | null;

  /** The load that last wrote it, as the audit trail names that load; null for a lot entered by hand. */
  @Column({ name: 'load_id', type: 'uuid', nullable: true })
  loadId!: string | null;

  /** Raised by every change; a change based on an older one is refused (optimistic concurrency). */
  @Column({ type: 'integer' })
  version!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
