import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ADMIN_ROLES, type AdminRole } from '@seedcorp/contracts';
import { ROUTES, siteContentPagePath, siteContentTablePath } from './routes';
import { homeScreenOf, mayOpen, mayOpenAddress, SCREENS } from './screens';

const sidebarOf = (role: AdminRole) =>
  SCREENS.filter((screen) => screen.sidebar && mayOpen(role, screen)).map((screen) => screen.sidebar);

/** The spec's record managers: publishers and administrators keep them, editors do not see them. */
const RECORD_MANAGERS = [
  'Manage Images',
  'Manage Directory',
  'Manage Notifications',
  'Manage RTI Directory',
  'Manage RTI Authorities',
];

describe('the screens each role sees', () => {
  it('opens every screen to administrators, as before roles, with the Admins screen among them', () => {
    expect(SCREENS.filter((screen) => !mayOpen('administrator', screen))).toEqual([]);
    expect(sidebarOf('administrator')).toEqual(expect.arrayContaining(['Home', ...RECORD_MANAGERS, 'Admins']));
  });

  it('gives publishers the spec’s screens and the content, without the admins and the sign-in log', () => {
    const sidebar = sidebarOf('publisher');
    expect(sidebar).toEqual(expect.arrayContaining(['Home', ...RECORD_MANAGERS, 'Manage Site Content']));
    expect(sidebar).not.toContain('Admins');
    expect(sidebar).not.toContain('Sign-in Log');
  });

  it('gives editors the content screens and their own sessions only', () => {
    const sidebar = sidebarOf('editor');
    expect(sidebar).toEqual(
      expect.arrayContaining([
        'Home',
        'Manage Site Content',
        'Manage Site Settings',
        'Language States',
        'Placeholders to Fill',
        'Sessions',
      ]),
    );
    for (const hidden of [...RECORD_MANAGERS, 'Manage Master Lists', 'Feedback', 'Admins', 'Sign-in Log']) {
      expect(sidebar).not.toContain(hidden);
    }
  });

  it('gives counter operators the stock and bookings of their counters and their own sessions, and nothing else', () => {
    expect(sidebarOf('counter')).toEqual(['Stock at Counters', 'Collect Booked Seed', 'Bookings Report', 'Sessions']);
    expect(mayOpenAddress('counter', ROUTES.signInSecurity)).toBe(true);
    for (const closed of [
      ROUTES.dashboardHome,
      ROUTES.saleCounters,
      ROUTES.stockLoad,
      ROUTES.bookingWindows,
      ROUTES.admins,
      ROUTES.images,
    ]) {
      expect(mayOpenAddress('counter', closed)).toBe(false);
    }
  });

  it('gives the sale counters and the stock load to publishers and administrators only', () => {
    for (const role of ['administrator', 'publisher'] as const) {
      expect(sidebarOf(role)).toEqual(
        expect.arrayContaining(['Manage Sale Counters', 'Stock at Counters', 'Load Stock from CSV']),
      );
    }
    expect(sidebarOf('editor').filter((entry) => /counter|stock/i.test(entry ?? ''))).toEqual([]);
  });

  it('lets editors read the seed lots beside publishers and administrators, and counter operators not', () => {
    for (const role of ['administrator', 'publisher', 'editor'] as const) {
      expect(sidebarOf(role)).toContain('Manage Seed Lots');
    }
    expect(mayOpenAddress('counter', ROUTES.seedLots)).toBe(false);
  });

  it('gives the booking windows to publishers and administrators, the collection and report to stock keepers too', () => {
    for (const role of ['administrator', 'publisher'] as const) {
      expect(sidebarOf(role)).toEqual(
        expect.arrayContaining(['Collect Booked Seed', 'Booking Windows', 'Bookings Report']),
      );
    }
    expect(sidebarOf('editor').filter((entry) => /book/i.test(entry ?? ''))).toEqual([]);
  });

  it('every screen has its own address, and each role a home it may open: the dashboard’s, or the stock', () => {
    expect(new Set(SCREENS.map((screen) => screen.path)).size).toBe(SCREENS.length);
    for (const role of ADMIN_ROLES) expect(mayOpen(role, homeScreenOf(role))).toBe(true);
    expect(ADMIN_ROLES.map((role) => homeScreenOf(role).path)).toEqual([
      ROUTES.dashboardHome,
      ROUTES.dashboardHome,
      ROUTES.dashboardHome,
      ROUTES.stock,
    ]);
  });

  it.each([
    ['editor', `${ROUTES.languageStates}?state=attention`, true],
    ['editor', siteContentTablePath('seed-rates'), true],
    ['editor', siteContentPagePath('/about-us'), true],
    ['editor', `${ROUTES.siteSettings}#settings-contact-phone`, true],
    ['editor', ROUTES.images, false],
    ['editor', ROUTES.admins, false],
    ['publisher', ROUTES.images, true],
    ['publisher', ROUTES.signInLog, false],
    ['administrator', '/dashboard/no-such-screen', false],
  ] as const)('%s may open %s: %s', (role, to, allowed) => {
    expect(mayOpenAddress(role, to)).toBe(allowed);
  });
});

describe('the screens’ pages', () => {
  it.each(SCREENS.map((screen) => [screen.path, screen.page]))('%s shows pages/%s.tsx', (_path, page) => {
    expect(existsSync(join(__dirname, 'pages', `${page}.tsx`))).toBe(true);
  });
});
