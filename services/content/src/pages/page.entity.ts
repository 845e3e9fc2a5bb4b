import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A public page whose words are content: they live in its versions and its draft. */
@Entity({ name: 'pages' })
export class ContentPage {
  @PrimaryColumn({ type: 'varchar', length: 200 })
  path!: string;

  /** The last version number handed out, to a draft or a publication: every saved state has its own. */
  @Column({ name: 'last_version', type: 'integer', default: 0 })
  lastVersion!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
