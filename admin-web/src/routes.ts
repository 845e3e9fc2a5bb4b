import { API, type ApiPath } from '@seedcorp/contracts';

/** A list screen's create action, search scope and empty-list messages; its heading is its sidebar entry. */
interface ListScreenTexts {
  /** Label of the create action; none for lists the admin only reads. */
  createLabel?: string;
  /** What the search looks at, e.g. 'title, location or date'. */
  searchScope: string;
  emptyText: string;
  noMatchText: string;
}

interface ScreenBase {
  path: string;
  /**
   * The admin calls the screen makes to show itself: a role the contract's routes do not allow all of them neither
   * sees the screen in the sidebar or in links, nor opens it. Its actions' own calls show or hide their buttons.
   */
  calls: readonly ApiPath[];
  /** Its page module under `pages/`, loaded on the first visit as a chunk of its own. */
  page: string;
}

/** A screen of the dashboard: its address, the calls it stands on, its sidebar entry, its page and, for a list, its texts. */
export type ScreenRoute =
  | (ScreenBase & { /** Its entry in the sidebar; none for a screen reached from another. */ sidebar?: string })
  | (ScreenBase & { sidebar: string; list: ListScreenTexts });

/** The spec's empty-list messages of the three directories. */
const DIRECTORY_LIST_STATES = { emptyText: 'No Data Found.', noMatchText: 'No Directory Matched.' };
/** The empty-list message of the lists the spec does not name one for. */
export const NOTHING_TO_DISPLAY = { emptyText: 'No items to display', noMatchText: 'No items to display' };

/** Every screen of the dashboard, each declared once, those of the sidebar in its order. */
export const DASHBOARD_SCREENS = {
  dashboardHome: {
    path: '/dashboard/home',
    sidebar: 'Home',
    calls: [API.dashboard.counts, API.dashboard.recentActivity],
    page: 'dashboard/DashboardHomePage',
  },
  images: {
    path: '/dashboard/upload-images',
    sidebar: 'Manage Images',
    calls: [API.files.getImages],
    page: 'images/ImagesPage',
    list: {
      createLabel: 'Upload Image',
      searchScope: 'location',
      emptyText: 'No Images Found.',
      noMatchText: 'No Images Found.',
    },
  },
  directory: {
    path: '/dashboard/upload-directory',
    sidebar: 'Manage Directory',
    calls: [API.director.getAll],
    page: 'directory/DirectoryPage',
    list: {
      createLabel: 'Add Director',
      searchScope: 'location, designation, name, address, numbers or email',
      ...DIRECTORY_LIST_STATES,
    },
  },
  notifications: {
    path: '/dashboard/upload-notifications',
    sidebar: 'Manage Notifications',
    calls: [API.notifications.getNotification],
    page: 'notifications/NotificationsPage',
    list: {
      createLabel: 'Create Notification',
      searchScope: 'title, location or date',
      emptyText: 'No Notifications Found',
      noMatchText: 'No Notifications Found',
    },
  },
  rtiOfficers: {
    path: '/dashboard/upload-rti-officers',
    sidebar: 'Manage RTI Directory',
    calls: [API.officersDirectory.getAll],
    page: 'rti/RtiOfficersPage',
    list: {
      createLabel: 'Add RTI Officer',
      searchScope: 'district, designation, name, address or numbers',
      ...DIRECTORY_LIST_STATES,
    },
  },
  rtiAuthorities: {
    path: '/dashboard/upload-rti-authorities',
    sidebar: 'Manage RTI Authorities',
    calls: [API.authorities.getAll],
    page: 'rti/RtiAuthoritiesPage',
    list: { createLabel: 'Add RTI Authority', searchScope: 'district, role or designation', ...DIRECTORY_LIST_STATES },
  },
  saleCounters: {
    path: '/dashboard/sale-counters',
    sidebar: 'Manage Sale Counters',
    // Operators read their own counters too (on the stock screen): the list is the screen of those who change them.
    calls: [API.sales.getCounters, API.sales.updateCounter],
    page: 'sale-counters/SaleCountersPage',
    list: {
      createLabel: 'Add Sale Counter',
      searchScope: 'name, district, official or key',
      ...NOTHING_TO_DISPLAY,
    },
  },
  stock: {
    path: '/dashboard/stock',
    sidebar: 'Stock at Counters',
    calls: [API.sales.getCounters, API.sales.getStock],
    page: 'stock/StockPage',
  },
  stockLoad: {
    path: '/dashboard/stock-load',
    sidebar: 'Load Stock from CSV',
    calls: [API.sales.getCounters, API.sales.getStock, API.sales.loadStock],
    page: 'stock-load/StockLoadPage',
  },
  seedLots: {
    path: '/dashboard/seed-lots',
    sidebar: 'Manage Seed Lots',
    calls: [API.seedLots.getAll],
    page: 'seed-lots/SeedLotsPage',
    list: {
      createLabel: 'Add Seed Lot',
      searchScope: 'lot number or variety',
      emptyText: 'No seed lots are recorded yet.',
      noMatchText: 'No seed lot matches.',
    },
  },
  bookingCollection: {
    path: '/dashboard/booking-collection',
    sidebar: 'Collect Booked Seed',
    calls: [API.sales.getCounters, API.booking.findByCode, API.booking.collect],
    page: 'booking-collection/BookingCollectionPage',
  },
  bookingWindows: {
    path: '/dashboard/booking-windows',
    sidebar: 'Booking Windows',
    calls: [API.booking.getWindows],
    page: 'booking-windows/BookingWindowsPage',
    list: {
      createLabel: 'Open Booking Window',
      searchScope: 'season, crop or counter',
      ...NOTHING_TO_DISPLAY,
    },
  },
  bookingReport: {
    path: '/dashboard/booking-report',
    sidebar: 'Bookings Report',
    calls: [API.sales.getCounters, API.booking.report],
    page: 'booking-report/BookingReportPage',
  },
  siteContent: {
    path: '/dashboard/content',
    sidebar: 'Manage Site Content',
    calls: [API.content.getAll, API.content.getPages],
    page: 'site-content/SiteContentPage',
  },
  siteSettings: {
    path: '/dashboard/site-settings',
    sidebar: 'Manage Site Settings',
    calls: [API.content.getSettings],
    page: 'site-settings/SiteSettingsPage',
  },
  approvals: {
    path: '/dashboard/approvals',
    sidebar: 'Approvals',
    calls: [API.content.getApprovals],
    page: 'approvals/ApprovalsPage',
  },
  languageStates: {
    path: '/dashboard/language-states',
    sidebar: 'Language States',
    calls: [API.content.getLanguageStates],
    page: 'content-status/LanguageStatesPage',
  },
  placeholders: {
    path: '/dashboard/placeholders',
    sidebar: 'Placeholders to Fill',
    calls: [API.content.getPlaceholders],
    page: 'content-status/PlaceholdersPage',
  },
  masterLists: {
    path: '/dashboard/master-lists',
    sidebar: 'Manage Master Lists',
    calls: [API.masterLists.getAll],
    page: 'masters/MasterListsPage',
  },
  feedback: {
    path: '/dashboard/feedback',
    sidebar: 'Feedback',
    calls: [API.feedback.getAll],
    page: 'feedback/FeedbackPage',
    list: { searchScope: 'name, email, subject or message', ...NOTHING_TO_DISPLAY },
  },
  admins: {
    path: '/dashboard/admins',
    sidebar: 'Admins',
    calls: [API.admins.getAll],
    page: 'admins/AdminsPage',
  },
  signInLog: {
    path: '/dashboard/sign-in-log',
    sidebar: 'Sign-in Log',
    calls: [API.dashboard.signInLog],
    page: 'sign-in-log/SignInLogPage',
    list: { searchScope: 'event, details or date', ...NOTHING_TO_DISPLAY },
  },
  auditTrail: {
    path: '/dashboard/audit-trail',
    sidebar: 'Audit Trail',
    calls: [API.dashboard.auditTrail],
    page: 'audit-trail/AuditTrailPage',
  },
  sessions: {
    path: '/dashboard/sessions',
    sidebar: 'Sessions',
    calls: [API.sessions.getAll],
    page: 'sessions/SessionsPage',
  },
  signInSecurity: {
    path: '/dashboard/sign-in-security',
    calls: [API.secondFactor.factors],
    page: 'sign-in-security/SignInSecurityPage',
  },
  siteContentTable: {
    path: '/dashboard/content/:key',
    calls: [API.content.getTable],
    page: 'site-content/ContentTablePage',
  },
  siteContentPage: {
    path: '/dashboard/content/pages/*',
    calls: [API.content.getPage, API.content.getAll],
    page: 'site-content/PageWordsEditorPage',
  },
} satisfies Record<string, ScreenRoute>;

type ScreenName = keyof typeof DASHBOARD_SCREENS;

/** Every route path of the admin app: the sign-in, the dashboard's root and each screen's. */
export const ROUTES = {
  login: '/login',
  dashboard: '/dashboard',
  ...(Object.fromEntries(Object.entries(DASHBOARD_SCREENS).map(([name, screen]) => [name, screen.path])) as Record<
    ScreenName,
    string
  >),
};

/** The editor of one of the site's tables. */
export const siteContentTablePath = (key: string) => `${ROUTES.siteContent}/${encodeURIComponent(key)}`;

/** The editor of a public page's words: the page's own path follows, '/about-us' at '/dashboard/content/pages/about-us'. */
export const siteContentPagePath = (path: string) =>
  `/dashboard/content/pages/${path.split('/').filter(Boolean).map(encodeURIComponent).join('/')}`;
