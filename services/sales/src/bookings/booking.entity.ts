import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Bilingual, BookingState, FarmerSmsKind, SeedClass } from '@seedcorp/contracts';

/** One farmer's reservation of bags of one stock line, until collected, cancelled or expired (`BOOKING_MOVES`). */
@Entity({ name: 'bookings' })
export class Booking {
  @PrimaryColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 20 })
  number!: string;

  @Column({ type: 'varchar', length: 8 })
  code!: string;

  @Column({ name: 'window_id', type: 'uuid' })
  windowId!: string;

  @Column({ name: 'line_id', type: 'uuid' })
  lineId!: string;

  @Column({ name: 'counter_id', type: 'uuid' })
  counterId!: string;

  @Column({ type: 'varchar', length: 20 })
  season!: string;

  @Column({ type: 'varchar', length: 40 })
  crop!: string;

  @Column({ name: 'variety_name', type: 'jsonb' })
  varietyName!: Bilingual;

  @Column({ name: 'seed_class', type: 'varchar', length: 20 })
  seedClass!: SeedClass;

  @Column({ name: 'bag_grams', type: 'integer' })
  bagGrams!: number;

  @Column({ type: 'integer' })
  bags!: number;

  @Column({ type: 'numeric', nullable: true })
  acres!: string | null;

  @Column({ name: 'farmer_id', type: 'uuid' })
  farmerId!: string;

  /** As the farmer gave them when booking; emptied when they withdraw consent. */
  @Column({ name: 'farmer_name', type: 'varchar', length: 100, nullable: true })
  farmerName!: string | null;

  @Column({ name: 'farmer_village', type: 'varchar', length: 100, nullable: true })
  farmerVillage!: string | null;

  @Column({ name: 'farmer_district', type: 'varchar', length: 100, nullable: true })
  farmerDistrict!: string | null;

  @Column({ name: 'farmer_rate', type: 'numeric', nullable: true })
  farmerRate!: string | null;

  @Column({ name: 'price_payable', type: 'integer', nullable: true })
  pricePayable!: number | null;

  @Column({ type: 'varchar', length: 10 })
  state!: BookingState;

  @Column({ name: 'collect_by', type: 'date' })
  collectBy!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'booked_at', type: 'timestamptz' })
  bookedAt!: Date;

  @Column({ name: 'closed_at', type: 'timestamptz', nullable: true })
  closedAt!: Date | null;

  @Column({ name: 'bags_handed_over', type: 'integer', nullable: true })
  bagsHandedOver!: number | null;

  @Column({ name: 'receipt_number', type: 'varchar', length: 50, nullable: true })
  receiptNumber!: string | null;

  @Column({ name: 'collected_by', type: 'varchar', length: 200, nullable: true })
  collectedBy!: string | null;

  @Column({ name: 'farmer_erased_at', type: 'timestamptz', nullable: true })
  farmerErasedAt!: Date | null;
}

/** An SMS to a farmer about a booking, written with the change it tells of and sent by the notices job. */
@Entity({ name: 'booking_notices' })
export class BookingNotice {
  @PrimaryColumn('uuid')
  id!: string;

  @Column({ name: 'booking_id', type: 'uuid' })
  bookingId!: string;

  @Column({ name: 'farmer_id', type: 'uuid' })
  farmerId!: string;

  @Column({ type: 'varchar', length: 10 })
  kind!: FarmerSmsKind;

  @Column({ type: 'jsonb' })
  values!: Record<string, string>;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;
}
