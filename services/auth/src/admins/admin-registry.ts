import type { Repository } from 'typeorm';
import { DEFAULT_ADMIN_ROLE, type AdminRole } from '@seedcorp/contracts';
import { Admin } from './admin.entity';

export const DEMO_ADMIN = { mobile: '9876543210', name: 'Demo Admin' };

/** Admin accounts; shared by the running service, the migration-time seed and the CLI. */
export class AdminRegistry {
  constructor(private readonly admins: Repository<Admin>) {}

  findById(id: string): Promise<Admin | null> {
    return this.admins.findOneBy({ id });
  }

  findActiveByMobile(mobile: string): Promise<Admin | null> {
    return this.admins.findOneBy({ mobile, active: true });
  }

  /** Adds the admin, or re-activates and renames an existing one; an existing admin keeps their role unless given one. */
  async add(mobile: string, name: string, role?: AdminRole): Promise<Admin> {
    const existing = await this.admins.findOneBy({ mobile });
    if (existing) return this.admins.save({ ...existing, name, active: true, ...(role ? { role } : {}) });
    return this.admins.save(this.admins.create({ mobile, name, active: true, role: role ?? DEFAULT_ADMIN_ROLE }));
  }

  /** Sets the admin's role; returns the admin as they were, or null for an unknown number. */
  async setRole(mobile: string, role: AdminRole): Promise<Admin | null> {
    const admin = await this.admins.findOneBy({ mobile });
    if (!admin) return null;
    await this.admins.update({ id: admin.id }, { role });
    return admin;
  }

  /** Adds only numbers not yet known, so a re-run never re-activates a disabled admin. */
  async addIfMissing(mobile: string, name: string): Promise<boolean> {
    const result = await this.admins
      .createQueryBuilder()
      .insert()
      .values({ mobile, name, active: true })
      .orIgnore()
      .execute();
    // RETURNING yields a row only when the insert happened.
    return (result.raw as unknown[]).length > 0;
  }

  /** Marks the admin inactive; returns the admin, or null for an unknown number. */
  async disable(mobile: string): Promise<Admin | null> {
    const admin = await this.admins.findOneBy({ mobile });
    if (!admin) return null;
    await this.admins.update({ id: admin.id }, { active: false });
    return admin;
  }

  list(): Promise<Admin[]> {
    return this.admins.find({ order: { createdAt: 'ASC' } });
  }

  async recordLogin(id: string): Promise<void> {
    await this.admins.update({ id }, { lastLoginAt: new Date() });
  }
}
