import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ImageVariant, OfficeType } from '@seedcorp/contracts';

@Entity({ name: 'directors' })
export class Director {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 50 })
  location!: OfficeType;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ type: 'varchar', length: 200 })
  designation!: string;

  @Column({ name: 'office_no', type: 'varchar', length: 20, nullable: true })
  officeNo!: string | null;

  @Column({ name: 'mobile_no', type: 'varchar', length: 10, nullable: true })
  mobileNo!: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email!: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  address!: string | null;

  @Column({ name: 'sort_order', type: 'integer', default: 0 })
  sortOrder!: number;

  /** Names the photo's objects; a replaced photo gets a new id, so photo URLs never change content. */
  @Column({ name: 'photo_id', type: 'uuid', nullable: true })
  photoId!: string | null;

  @Column({ name: 'photo_width', type: 'integer', nullable: true })
  photoWidth!: number | null;

  @Column({ name: 'photo_height', type: 'integer', nullable: true })
  photoHeight!: number | null;

  @Column({ name: 'photo_variants', type: 'jsonb', default: [] })
  photoVariants!: ImageVariant[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
