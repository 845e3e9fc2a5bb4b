import type { DataSource } from 'typeorm';
import { openTestDataSource } from '@seedcorp/testing';
import { Admin } from './admin.entity';
import { AdminRegistry, DEMO_ADMIN } from './admin-registry';
import { seedAdmins } from './admin-seed';

describe('admin seeding at migration time', () => {
  let dataSource: DataSource;
  let close: () => Promise<void>;

  beforeEach(async () => {
    ({ dataSource, close } = await openTestDataSource((url) => ({
      type: 'postgres',
      url,
      schema: 'auth',
      entities: [Admin],
    })));
  });

  afterEach(async () => {
    await close();
  });

  const mobiles = async () =>
    (await new AdminRegistry(dataSource.getRepository(Admin)).list()).map((admin) => admin.mobile);

  it('adds ADMIN_MOBILES and, outside production, the demo admin', async () => {
    const lines = await seedAdmins(dataSource, { NODE_ENV: 'development', ADMIN_MOBILES: '8123456789, 7123456789' });
    expect((await mobiles()).sort()).toEqual(['7123456789', '8123456789', DEMO_ADMIN.mobile].sort());
    expect(lines.join('\n')).toContain(DEMO_ADMIN.mobile);
    expect(lines.join('\n')).not.toContain('8123456789');
  });

  it('adds no demo admin in production', async () => {
    await seedAdmins(dataSource, { NODE_ENV: 'production', ADMIN_MOBILES: '8123456789' });
    expect(await mobiles()).toEqual(['8123456789']);
  });

  it('leaves a disabled admin disabled when run again', async () => {
    await seedAdmins(dataSource, { NODE_ENV: 'production', ADMIN_MOBILES: '8123456789' });
    await new AdminRegistry(dataSource.getRepository(Admin)).disable('8123456789');
    const again = await seedAdmins(dataSource, { NODE_ENV: 'production', ADMIN_MOBILES: '8123456789' });
    expect(again).toEqual([]);
    const [admin] = await new AdminRegistry(dataSource.getRepository(Admin)).list();
    expect(admin.active).toBe(false);
  });
});
