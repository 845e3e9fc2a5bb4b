import { readFileSync } from 'node:fs';
import {
  ACCOUNT_HOLDERS,
  API,
  ADMIN_ROLES,
  ROLE_MESSAGES,
  rolesOf,
  type AdminAccount,
  type AdminRole,
} from '@seedcorp/contracts';
import { signAdminToken } from '@seedcorp/testing';
import { ensureDevKeys } from '@seedcorp/stack';
import { stackSettings } from '@seedcorp/stack';
import { adminCli } from './admin-cli';
import { inBatches, rawRequest, type RawAnswer } from './attack-client';
import { attackRoutes, type AttackRoute } from './attack-routes';
import { E2E_ENV } from './e2e-env';

/** One admin of each role, added for this file (its own numbers, apart from every other suite's). */
const MATRIX_ADMINS: Record<AdminRole, string> = {
  administrator: '9000000125',
  publisher: '9000000126',
  editor: '9000000127',
  counter: '9000000129',
};

/** The route as its controller declares it (`/media/:id/:name`), which is how the contract's routes name it. */
const declaredPath = (template: string) => template.replace(/\{([^}]+)\}/g, ':$1');

/** The calls that publish, approve or schedule, by the last word of their path (reads such as `getSchedules` aside). */
const PUBLISHING = /^(?!get)\w*(publish|approve|schedul)/i;
const lastWord = (path: string) => path.split('/').pop() ?? '';

interface Answer {
  status: number;
  body: { status?: unknown; message?: unknown };
}

describe('what each role may call, over every admin route of every service, through the gateway', () => {
  let routes: AttackRoute[];
  let privateKey: string;
  const ids = {} as Record<AdminRole, string>;
  /** Each role's answer from every admin route, keyed by `METHOD template`. */
  const answers = {} as Record<AdminRole, Map<string, Answer>>;

  /**
   * A token of the role's admin for each call, as the auth service would sign it: a logout or a session ended by the
   * sweep ends only that call's session. No second factor is signed into it, so no call asks for a step-up.
   */
  const call = async (role: AdminRole, route: AttackRoute, body = '{}'): Promise<Answer> => {
    const token = signAdminToken(privateKey, { subject: ids[role], claims: { role, name: `Matrix ${role}` } });
    const send = () =>
      rawRequest(route.method, route.path, {
        headers: {
          Authorization: `Bearer ${token}`,
          ...(route.method === 'POST' ? { 'Content-Type': 'application/json' } : {}),
        },
        body: route.method === 'POST' ? body : undefined,
      });
    let answer: RawAnswer = await send();
    // The gateway holds the sign-in service's calls to a rate per address: a burst of them waits its turn.
    for (let retry = 0; answer.status === 429 && retry < 20; retry += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      answer = await send();
    }
    let parsed: Answer['body'] = {};
    try {
      parsed = JSON.parse(answer.text) as Answer['body'];
    } catch {
      parsed = { message: answer.text.slice(0, 120) };
    }
    return { status: answer.status, body: parsed };
  };

  const adminRoutes = () => routes.filter((route) => route.admin);
  const keyOf = (route: AttackRoute) => `${route.method} ${route.template}`;
  const refusal = { status: 403, body: { status: 403, message: ROLE_MESSAGES.refused } };

  beforeAll(async () => {
    privateKey = readFileSync(ensureDevKeys(stackSettings(E2E_ENV).dataDir).privateKeyFile, 'utf8');
    routes = await attackRoutes();
    for (const role of ADMIN_ROLES) adminCli('add', MATRIX_ADMINS[role], `Matrix ${role}`, role);
    const listed = await call('administrator', routes.find((route) => route.path === API.admins.getAll) as AttackRoute);
    // The administrator's own id is not known before the list: any id lists, only a real one is kept below.
    const admins = (listed.body as { data?: AdminAccount[] }).data ?? [];
    for (const role of ADMIN_ROLES) {
      const admin = admins.find((each) => each.mobile === MATRIX_ADMINS[role]);
      if (!admin || admin.role !== role)
        throw new Error(`the ${role} of the matrix was not added: ${JSON.stringify(listed)}`);
      ids[role] = admin.id;
    }
    for (const role of ADMIN_ROLES) {
      const results = await inBatches(
        adminRoutes(),
        6,
        async (route) => [keyOf(route), await call(role, route)] as const,
      );
      answers[role] = new Map(results);
    }
  });

  it('finds the admin routes of every service, among them the publishing and admin-management calls', () => {
    const paths = adminRoutes().map((route) => route.path);
    expect(paths.length).toBeGreaterThan(50);
    expect(paths).toEqual(
      expect.arrayContaining([
        API.content.publish,
        API.content.publishPage,
        API.content.publishSettings,
        ...Object.values(API.admins),
        API.secondFactor.reset,
        API.files.uploadFile,
        API.dashboard.counts,
      ]),
    );
  });

  it.each(ADMIN_ROLES)(
    'refuses the %s with the 403 envelope exactly where the roles its route declares do not allow it',
    (role) => {
      const wrong = adminRoutes().flatMap((route) => {
        const answer = answers[role].get(keyOf(route)) as Answer;
        const allowed = rolesOf(declaredPath(route.template)).includes(role);
        const refused = answer.status === 403 && answer.body.message === ROLE_MESSAGES.refused;
        const expected = allowed
          ? answer.status !== 403 && answer.status !== 401 && answer.status < 500
          : refused && answer.body.status === 403;
        return expected
          ? []
          : [
              `${keyOf(route)}: ${allowed ? 'allowed' : 'refused'} by the table, answered ${answer.status} ${JSON.stringify(answer.body).slice(0, 140)}`,
            ];
      });
      expect(wrong).toEqual([]);
    },
  );

  it('refuses an editor every publishing, approval and scheduling call, and both roles below administrator every admin-management call and the reset of a second factor', async () => {
    const byPath = (path: string) => adminRoutes().filter((route) => route.path === path);
    const publishing = adminRoutes().filter((route) => PUBLISHING.test(lastWord(route.path)));
    expect(publishing.map((route) => route.path)).toEqual(
      expect.arrayContaining([API.content.publish, API.content.publishPage, API.content.publishSettings]),
    );
    const management = [...Object.values(API.admins), API.secondFactor.reset].flatMap(byPath);
    expect(management).toHaveLength(Object.values(API.admins).length + 1);

    const refusedTo = (role: AdminRole, list: AttackRoute[]) =>
      list.map((route) => ({ call: keyOf(route), answer: answers[role].get(keyOf(route)) }));
    const expectRefused = (role: AdminRole, list: AttackRoute[]) =>
      expect(refusedTo(role, list)).toEqual(list.map((route) => ({ call: keyOf(route), answer: refusal })));

    expectRefused('editor', [...publishing, ...management]);
    expectRefused('publisher', management);
    // With a real body too: the refusal comes before the request is read, so nothing is published or changed.
    const publish = byPath(API.content.publish)[0];
    expect(await call('editor', publish, JSON.stringify({ key: 'seed-rates', baseVersion: 1 }))).toEqual(refusal);
    const create = byPath(API.admins.create)[0];
    expect(
      await call(
        'editor',
        create,
        JSON.stringify({ mobileNo: '9000000128', name: 'Not added', role: 'administrator' }),
      ),
    ).toEqual(refusal);
  });

  it('lets a counter operator past the gate of their own account, the stock of the sale counters and the collection of booked seed only', () => {
    const passed = adminRoutes()
      .filter((route) => (answers.counter.get(keyOf(route)) as Answer).status !== 403)
      .filter((route) => rolesOf(declaredPath(route.template)) !== ACCOUNT_HOLDERS)
      .map((route) => route.path);
    expect(passed.sort()).toEqual(
      [
        API.sales.getCounters,
        API.sales.getStock,
        API.sales.changeStock,
        API.sales.getStockHistory,
        // Booked seed is handed over at the counter, and its bookings reported.
        API.booking.findByCode,
        API.booking.collect,
        API.booking.report,
        API.booking.exportCsv,
      ].sort(),
    );
  });

  it("refuses the admin form of the notification list, public in its other form, to an editor's token", async () => {
    const list = { ...(routes.find((route) => route.path === API.notifications.getNotification) as AttackRoute) };
    list.path = `${API.notifications.getNotification}?page=0&size=10`;
    expect(await call('editor', list, JSON.stringify({ location: 'All' }))).toEqual(refusal);
    expect((await call('publisher', list, JSON.stringify({ location: 'All' }))).status).toBe(200);
  });
});
