import { Column, CreateDateColumn, Entity, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';

/** An admin's authenticator app: its key sealed with the service's key, and the last time step accepted. */
@Entity({ name: 'admin_totp' })
export class AdminTotp {
  @PrimaryColumn({ name: 'admin_id', type: 'uuid' })
  adminId!: string;

  @Column({ name: 'secret_sealed', type: 'text' })
  secretSealed!: string;

  /** Codes of this step or earlier are refused: each code is accepted once. */
  @Column({
    name: 'last_time_step',
    type: 'bigint',
    transformer: { to: (v: number) => v, from: (v: string) => Number(v) },
  })
  lastTimeStep!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

@Entity({ name: 'admin_passkeys' })
export class AdminPasskey {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'admin_id', type: 'uuid' })
  adminId!: string;

  /** base64url, as WebAuthn names it. */
  @Column({ name: 'credential_id', type: 'text', unique: true })
  credentialId!: string;

  @Column({ name: 'public_key', type: 'bytea' })
  publicKey!: Buffer;

  @Column({ type: 'bigint', transformer: { to: (v: number) => v, from: (v: string) => Number(v) } })
  counter!: number;

  @Column({ type: 'text', array: true })
  transports!: string[];

  @Column({ type: 'varchar', length: 60 })
  name!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt!: Date | null;
}

/** A single-use recovery code: only its SHA-256 is kept (the code itself carries 50 random bits). */
@Entity({ name: 'admin_recovery_codes' })
export class AdminRecoveryCode {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'admin_id', type: 'uuid' })
  adminId!: string;

  @Column({ name: 'code_hash', type: 'char', length: 64 })
  codeHash!: string;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
