import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ActivityPublisher, ApiError, pickFields, type SessionClaims } from '@seedcorp/libs';
import {
  ADMIN_MESSAGES,
  ADMIN_ROLE_NAMES,
  type AdminAccount,
  type CreateAdminRequest,
  type FieldChange,
  type UpdateAdminRequest,
} from '@seedcorp/contracts';
import { maskMobile } from '../login/login-rules';
import { SessionIssuer } from '../sessions/session-issuer';
import { Admin } from './admin.entity';

/** Changes to the admin list take turns, so two administrators cannot each remove the other's role at once. */
const ADMIN_LIST_LOCK = `SELECT pg_advisory_xact_lock(hashtext('auth.admins'))`;

type AdminRow = Admin & { secondFactor: boolean };

function account(admin: AdminRow): AdminAccount {
  return {
    ...pickFields(admin, ['id', 'mobile', 'name', 'role', 'active', 'secondFactor']),
    lastLoginAt: admin.lastLoginAt?.toISOString() ?? null,
    createdAt: admin.createdAt.toISOString(),
  };
}

const activeWord = (active: boolean) => (active ? 'Active' : 'Disabled');

/** The administrators' list of admins: who may sign in, with which role. The CLI keeps its own way in. */
@Injectable()
export class AdminsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sessions: SessionIssuer,
    private readonly activity: ActivityPublisher,
  ) {}

  private async rows(manager: EntityManager, id?: string): Promise<AdminRow[]> {
    const query = manager
      .createQueryBuilder(Admin, 'admin')
      .addSelect(
        `EXISTS (SELECT 1 FROM auth.admin_totp t WHERE t.admin_id = admin.id)
          OR EXISTS (SELECT 1 FROM auth.admin_passkeys p WHERE p.admin_id = admin.id)`,
        'second_factor',
      )
      .orderBy('admin.created_at', 'ASC');
    if (id) query.where('admin.id = :id', { id });
    const { entities, raw } = await query.getRawAndEntities<{ second_factor: boolean }>();
    return entities.map((admin, index) => Object.assign(admin, { secondFactor: raw[index].second_factor }));
  }

  async list(): Promise<AdminAccount[]> {
    return (await this.rows(this.dataSource.manager)).map(account);
  }

  async create(request: CreateAdminRequest): Promise<AdminAccount> {
    const created = await this.dataSource.transaction(async (manager) => {
      await manager.query(ADMIN_LIST_LOCK);
      if (await manager.existsBy(Admin, { mobile: request.mobileNo })) {
        throw new ApiError(409, ADMIN_MESSAGES.mobileTaken);
      }
      const admin = await manager.save(
        manager.create(Admin, { mobile: request.mobileNo, name: request.name, role: request.role, active: true }),
      );
      return (await this.rows(manager, admin.id))[0];
    });
    await this.activity.publish('Admin added', `Admin ${maskMobile(created.mobile)}: ${created.name}`, {
      record: { type: 'admin', id: created.id },
      changes: [
        { field: 'Name', old: null, new: created.name },
        { field: 'Role', old: null, new: ADMIN_ROLE_NAMES[created.role] },
      ],
    });
    return account(created);
  }

  /**
   * A change of role or a disabled admin ends their sessions, so no token carries a role they no longer have. No
   * administrator changes their own role or disables themselves, and the last active administrator stays one.
   */
  async update(by: SessionClaims, request: UpdateAdminRequest): Promise<AdminAccount> {
    const { before, after } = await this.dataSource.transaction(async (manager) => {
      await manager.query(ADMIN_LIST_LOCK);
      const [found] = await this.rows(manager, request.id);
      if (!found) throw ApiError.notFound(ADMIN_MESSAGES.notFound);
      const before = { ...found };
      const demoted =
        found.role === 'administrator' && found.active && (request.role !== 'administrator' || !request.active);
      if (found.id === by.sub && (request.role !== found.role || !request.active)) {
        throw ApiError.badRequest(ADMIN_MESSAGES.selfChange);
      }
      if (demoted && (await manager.countBy(Admin, { role: 'administrator', active: true })) <= 1) {
        throw new ApiError(409, ADMIN_MESSAGES.lastAdministrator);
      }
      await manager.update(Admin, { id: found.id }, { name: request.name, role: request.role, active: request.active });
      return { before, after: (await this.rows(manager, found.id))[0] };
    });
    const changes: FieldChange[] = [];
    if (before.name !== after.name) changes.push({ field: 'Name', old: before.name, new: after.name });
    if (before.role !== after.role) {
      changes.push({ field: 'Role', old: ADMIN_ROLE_NAMES[before.role], new: ADMIN_ROLE_NAMES[after.role] });
    }
    if (before.active !== after.active) {
      changes.push({ field: 'Status', old: activeWord(before.active), new: activeWord(after.active) });
    }
    if (before.role !== after.role || before.active !== after.active) await this.sessions.endAllSessions(after.id);
    if (changes.length > 0) {
      await this.activity.publish('Admin changed', `Admin ${maskMobile(after.mobile)}: ${after.name}`, {
        record: { type: 'admin', id: after.id },
        changes,
      });
    }
    return account(after);
  }
}
