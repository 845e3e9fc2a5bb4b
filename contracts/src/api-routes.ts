import type {
  AdminContentTable,
  ContentPageGroup,
  EarlierRateList,
  ExportedCsv,
  ImportRowsRequest,
  PublicContentTable,
  PublishedTableSummary,
  PublishRequest,
  RestoreRequest,
  SavedDraft,
  SaveDraftRequest,
  TableKeyRequest,
} from './content';
import type {
  AdminPage,
  AdminPageSummary,
  PagePathRequest,
  PublicPage,
  PublicPageTitle,
  PublishPageRequest,
  RestorePageRequest,
  SavePageDraftRequest,
} from './pages';
import type {
  AdminSiteSettings,
  PublicSiteSettings,
  PublishSettingsRequest,
  RestoreSettingsRequest,
  SaveSettingsDraftRequest,
} from './site-settings';
import type { LanguageState, PlaceholderEntry } from './content-status';
import type {
  ApprovalsList,
  PublishSchedule,
  ScheduleRequest,
  WorkflowDocument,
  WorkflowRequest,
} from './content-workflow';
import type { SearchIndexPage } from './site-search';
import type {
  CloseSaleCounterRequest,
  PublicSaleCounter,
  SaleCounterForm,
  SaleCounterItem,
  CounterOperatorCounters,
  CounterOperatorKey,
  SaleCounterKey,
  SaleCounterListRequest,
  UpdateSaleCounterRequest,
} from './sales';
import type {
  PublicStock,
  PublicStockRequest,
  StockChangeRequest,
  StockHistory,
  StockLineItem,
  StockLineKey,
  StockLoadRequest,
  StockLoadResult,
  StockListRequest,
} from './stock';
import type {
  AdminSeedLot,
  ReinstateSeedLotRequest,
  SeedLotCheck,
  SeedLotCheckRequest,
  SeedLotForm,
  SeedLotKeyRequest,
  SeedLotLabels,
  SeedLotLabelsRequest,
  SeedLotListRequest,
  SeedLotLoadRequest,
  SeedLotLoadResult,
  SeedLotNotice,
  UpdateSeedLotRequest,
  WithdrawSeedLotRequest,
} from './seed-lots';
import type {
  AdminFactors,
  AdminSession,
  AuthenticateUserRequest,
  AuthorizeUserData,
  AuthorizeUserRequest,
  EndSessionRequest,
  PasskeyAnswerRequest,
  PasskeyEnrolRequest,
  PasskeyIdRequest,
  PasskeyOptionsJSON,
  RecoveryCodeRequest,
  SecondFactorOptions,
  SecondFactorResult,
  SmsDeliveryReportData,
  SmsDeliveryReportRequest,
  TotpCodeRequest,
  TotpEnrolment,
} from './auth';
import type { AdminAccount, CreateAdminRequest, UpdateAdminRequest } from './admins';
import type {
  BookingAtCounter,
  BookingKey,
  BookingOptions,
  BookingOptionsRequest,
  BookingReport,
  BookingReportRequest,
  BookingSlip,
  BookingTodayCounts,
  BookingWindowForm,
  BookingWindowItem,
  BookingWindowKey,
  BookingWindowListRequest,
  BookRequest,
  CollectRequest,
  CollectResult,
  ExportedBookingCsv,
  FarmerBookings,
  PickupCodeRequest,
  PublicBookingWindow,
  UpdateBookingWindowRequest,
} from './booking';
import type {
  ConsentNotice,
  ConsentRequest,
  FarmerCodeRequest,
  FarmerData,
  FarmerProfile,
  FarmerProfileForm,
  FarmerSession,
  FarmerVerifyRequest,
} from './farmers';
import type { AuditEntry, AuditFilter, AuditQuery, AuditVerification, ExportedAuditCsv } from './audit';
import type {
  DashboardCounts,
  FeedbackForm,
  FeedbackItem,
  RecentActivityItem,
  SignInLogItem,
  VisitorCounts,
} from './dashboard';
import type {
  DirectorForm,
  DirectorItem,
  DirectorListRequest,
  GroupedByLocation,
  GroupedListRequest,
  GroupedPage,
  OfficeTypeItem,
  RtiAuthorityForm,
  RtiAuthorityItem,
  RtiOfficerForm,
  RtiOfficerItem,
} from './directories';
import type { Paged, PageQuery } from './envelope';
import type { MasterListEntry, MasterListRequest, MasterValueForm, MasterValueKey } from './master-lists';
import type { ImageItem, ImageListRequest, ImageLocation } from './media';
import type {
  NotificationItem,
  NotificationListRequest,
  NotificationTypeItem,
  PublicNotificationItem,
  PublicNotificationRequest,
  TenderItem,
  TenderListRequest,
} from './notifications';
import {
  ACCOUNT_HOLDERS,
  ADMINISTRATORS,
  EDITORIAL_ROLES,
  NO_ADMIN,
  PUBLISHERS,
  STOCK_KEEPERS,
  type AdminRole,
} from './roles';
import type { ServiceName } from './route-table';

type Method = 'GET' | 'POST';

/** Request and answer exist only as types: the key is never set. */
declare const TYPES: unique symbol;

/**
 * How the gateway treats a call besides sending it to its service. A public read's answer depends only on its path
 * and body, so the gateway keeps it for a second and serves the last good copy while the service fails; a public
 * write is a call anyone may make that changes something (the feedback form, the visit counter), which the gateway
 * limits per address.
 */
type GatewayTreatment = 'publicRead' | 'publicWrite';

/** What a route declares about itself besides its method, path and types. */
interface RouteOptions {
  /** The admin roles that may call it; an admin call that names none is the publishers' and administrators'. */
  roles?: readonly AdminRole[];
  /** The service that answers it, for a path outside the prefixes of `API_PREFIXES`. */
  owner?: ServiceName;
  gateway?: GatewayTreatment;
  /**
   * A public read of one record by a number a visitor types (a seed lot's): the gateway also holds it to a rate per
   * client address, so that numbers cannot be tried through it in bulk even while the service cannot count its own
   * limit.
   */
  lookup?: true;
  /** An upload's largest body, as nginx writes it: a little above the spec's file limit, so the service answers with its own message. */
  bodyLimit?: `${number}m`;
  /** A farmer's own call: it takes a farmer session's token (`FARMER_AUDIENCE`) and refuses every admin token. */
  farmer?: true;
}

/**
 * One route, declared once: its method, path, request (a JSON or multipart body, or the query of a GET), the `data`
 * of its answer, the admin roles that may call it (a public call takes no token, so none are asked), and what the
 * gateway's route table takes from it (`route-table.ts`).
 */
export interface Route<
  M extends Method = Method,
  P extends string = string,
  Request = unknown,
  Answer = unknown,
> extends Omit<RouteOptions, 'roles'> {
  readonly method: M;
  readonly path: P;
  readonly roles: readonly AdminRole[];
  readonly [TYPES]?: { request: Request; answer: Answer };
}

/**
 * `route('POST', path, { roles, ... }).call<Request, Answer>()`: the method and path are read from the values, the
 * request and answer are named.
 */
function route<M extends Method, P extends string>(method: M, path: P, options: RouteOptions = {}) {
  return {
    call: <Request, Answer>(): Route<M, P, Request, Answer> => ({
      ...options,
      method,
      path,
      // A farmer's call is no admin's, whatever their role.
      roles: options.farmer ? NO_ADMIN : (options.roles ?? PUBLISHERS),
    }),
  };
}

/** Which service answers each API path under these prefixes; a path outside them names its `owner`. */
export const API_PREFIXES: Record<`/api/${string}/`, ServiceName> = {
  '/api/auth/': 'auth',
  '/api/v1/files/': 'media',
  '/api/notifications/': 'notifications',
  '/api/director/': 'directories',
  '/api/officersDirectory/': 'directories',
  '/api/authorities/': 'directories',
  '/api/masterLists/': 'directories',
  '/api/dashboard/': 'dashboard',
  '/api/feedback/': 'dashboard',
  '/api/visitors/': 'dashboard',
  '/api/content/': 'content',
  '/api/sales/': 'sales',
};

type Key = { key: string };
type Created = { key: string };
/** Multipart forms: the fields as text, with the file (a browser `File`, or the service's upload). */
type WithFile<Form, Field extends string> = Form & { [field in Field]?: unknown };

interface NotificationFields {
  title: string;
  location: string;
  submissionDate?: string;
}

/**
 * Every route of the API, by area. The controllers route by it (`@ApiRoute(API.content.getTable)` takes the method
 * from here), the guard reads its roles, the React apps' clients take the method and both types from it, the tests
 * read it. The gateway's route table (`route-table.ts`) sends each path to its service; a test checks that every
 * service's OpenAPI document holds the paths the route table gives it.
 */
export const API_ROUTES = {
  auth: {
    authenticateUser: route('POST', '/api/auth/authenticateUser').call<AuthenticateUserRequest, void>(),
    authorizeUser: route('POST', '/api/auth/authorizeUser').call<AuthorizeUserRequest, AuthorizeUserData>(),
    logout: route('POST', '/api/auth/logout', { roles: ACCOUNT_HOLDERS }).call<void, void>(),
    /**
     * The SMS provider's delivery reports, carrying a shared secret: outside `/api/auth/` and its sign-in limit (a few
     * a minute), held to the public writes' limit per address instead.
     */
    smsDeliveryReport: route('POST', '/api/smsReports/delivery', { owner: 'auth', gateway: 'publicWrite' }).call<
      SmsDeliveryReportRequest,
      SmsDeliveryReportData
    >(),
  },
  /**
   * Farmers signing in with an SMS code to book seed (see `FarmerSession`): their details, the notice on their data
   * and their consent to it, what is held on them, and withdrawing that consent.
   */
  farmers: {
    requestCode: route('POST', '/api/auth/farmer/requestCode').call<FarmerCodeRequest, void>(),
    verifyCode: route('POST', '/api/auth/farmer/verifyCode').call<FarmerVerifyRequest, FarmerSession>(),
    consentNotice: route('POST', '/api/auth/farmer/consentNotice').call<void, ConsentNotice>(),
    profile: route('POST', '/api/auth/farmer/profile', { farmer: true }).call<void, FarmerProfile>(),
    saveProfile: route('POST', '/api/auth/farmer/saveProfile', { farmer: true }).call<
      FarmerProfileForm,
      FarmerSession
    >(),
    giveConsent: route('POST', '/api/auth/farmer/giveConsent', { farmer: true }).call<ConsentRequest, FarmerSession>(),
    myData: route('POST', '/api/auth/farmer/myData', { farmer: true }).call<void, FarmerData>(),
    withdrawConsent: route('POST', '/api/auth/farmer/withdrawConsent', { farmer: true }).call<void, void>(),
    logout: route('POST', '/api/auth/farmer/logout', { farmer: true }).call<void, void>(),
  },
  /** The signed-in admin's own sessions (see `AdminSession`). */
  sessions: {
    getAll: route('POST', '/api/auth/sessions/getAll', { roles: ACCOUNT_HOLDERS }).call<void, AdminSession[]>(),
    end: route('POST', '/api/auth/sessions/end', { roles: ACCOUNT_HOLDERS }).call<EndSessionRequest, void>(),
  },
  /** The administrators' own list of admins: who may sign in, and with which role (see `AdminRole`). */
  admins: {
    getAll: route('POST', '/api/auth/admins/getAll', { roles: ADMINISTRATORS }).call<void, AdminAccount[]>(),
    create: route('POST', '/api/auth/admins/create', { roles: ADMINISTRATORS }).call<
      CreateAdminRequest,
      AdminAccount
    >(),
    update: route('POST', '/api/auth/admins/update', { roles: ADMINISTRATORS }).call<
      UpdateAdminRequest,
      AdminAccount
    >(),
  },
  /** The second sign-in step and the admin's own factors (see `SecondFactorPurpose`); resetting another's is the administrators'. */
  secondFactor: {
    options: route('POST', '/api/auth/secondFactor/options', { roles: ACCOUNT_HOLDERS }).call<
      void,
      SecondFactorOptions
    >(),
    verifyTotp: route('POST', '/api/auth/secondFactor/verifyTotp', { roles: ACCOUNT_HOLDERS }).call<
      TotpCodeRequest,
      AuthorizeUserData
    >(),
    verifyRecoveryCode: route('POST', '/api/auth/secondFactor/verifyRecoveryCode', { roles: ACCOUNT_HOLDERS }).call<
      RecoveryCodeRequest,
      AuthorizeUserData
    >(),
    totpStart: route('POST', '/api/auth/secondFactor/totpStart', { roles: ACCOUNT_HOLDERS }).call<
      void,
      TotpEnrolment
    >(),
    totpConfirm: route('POST', '/api/auth/secondFactor/totpConfirm', { roles: ACCOUNT_HOLDERS }).call<
      TotpCodeRequest,
      SecondFactorResult
    >(),
    factors: route('POST', '/api/auth/secondFactor/factors', { roles: ACCOUNT_HOLDERS }).call<void, AdminFactors>(),
    removeTotp: route('POST', '/api/auth/secondFactor/removeTotp', { roles: ACCOUNT_HOLDERS }).call<void, void>(),
    newRecoveryCodes: route('POST', '/api/auth/secondFactor/newRecoveryCodes', { roles: ACCOUNT_HOLDERS }).call<
      void,
      string[]
    >(),
    stepUp: route('POST', '/api/auth/secondFactor/stepUp', { roles: ACCOUNT_HOLDERS }).call<TotpCodeRequest, void>(),
    reset: route('POST', '/api/auth/secondFactor/reset', { roles: ADMINISTRATORS }).call<
      AuthenticateUserRequest,
      void
    >(),
    verifyPasskey: route('POST', '/api/auth/secondFactor/verifyPasskey', { roles: ACCOUNT_HOLDERS }).call<
      PasskeyAnswerRequest,
      AuthorizeUserData
    >(),
    passkeyStart: route('POST', '/api/auth/secondFactor/passkeyStart', { roles: ACCOUNT_HOLDERS }).call<
      void,
      PasskeyOptionsJSON
    >(),
    passkeyFinish: route('POST', '/api/auth/secondFactor/passkeyFinish', { roles: ACCOUNT_HOLDERS }).call<
      PasskeyEnrolRequest,
      SecondFactorResult
    >(),
    removePasskey: route('POST', '/api/auth/secondFactor/removePasskey', { roles: ACCOUNT_HOLDERS }).call<
      PasskeyIdRequest,
      void
    >(),
    stepUpPasskeyOptions: route('POST', '/api/auth/secondFactor/stepUpPasskeyOptions', { roles: ACCOUNT_HOLDERS }).call<
      void,
      PasskeyOptionsJSON
    >(),
    stepUpPasskey: route('POST', '/api/auth/secondFactor/stepUpPasskey', { roles: ACCOUNT_HOLDERS }).call<
      PasskeyAnswerRequest,
      void
    >(),
  },
  dashboard: {
    counts: route('GET', '/api/dashboard/counts', { roles: EDITORIAL_ROLES }).call<void, DashboardCounts>(),
    recentActivity: route('GET', '/api/dashboard/recentActivity', { roles: EDITORIAL_ROLES }).call<
      { limit?: number },
      RecentActivityItem[]
    >(),
    signInLog: route('GET', '/api/dashboard/signInLog', { roles: ADMINISTRATORS }).call<
      PageQuery,
      Paged<SignInLogItem>
    >(),
    /** The audit trail (see `AuditEntry`): read by administrators only. */
    auditTrail: route('GET', '/api/dashboard/auditTrail', { roles: ADMINISTRATORS }).call<
      AuditQuery,
      Paged<AuditEntry>
    >(),
    exportAuditTrail: route('GET', '/api/dashboard/auditTrail/exportCsv', { roles: ADMINISTRATORS }).call<
      AuditFilter,
      ExportedAuditCsv
    >(),
    verifyAuditTrail: route('GET', '/api/dashboard/auditTrail/verify', { roles: ADMINISTRATORS }).call<
      void,
      AuditVerification
    >(),
  },
  feedback: {
    submit: route('POST', '/api/feedback', { owner: 'dashboard', gateway: 'publicWrite' }).call<FeedbackForm, void>(),
    getAll: route('POST', '/api/feedback/getAll').call<PageQuery, Paged<FeedbackItem>>(),
    markRead: route('POST', '/api/feedback/markRead').call<Key, void>(),
    delete: route('POST', '/api/feedback/delete').call<Key, void>(),
  },
  visitors: {
    counts: route('GET', '/api/visitors', { owner: 'dashboard', gateway: 'publicRead' }).call<void, VisitorCounts>(),
    hit: route('POST', '/api/visitors/hit', { gateway: 'publicWrite' }).call<{ clientId?: string }, VisitorCounts>(),
  },
  master: {
    imageType: route('GET', '/api/master/imageType', { owner: 'media', gateway: 'publicRead' }).call<
      void,
      ImageLocation[]
    >(),
    notificationType: route('GET', '/api/master/notificationType', {
      owner: 'notifications',
      gateway: 'publicRead',
    }).call<void, NotificationTypeItem[]>(),
    officeType: route('GET', '/api/master/officeType', { owner: 'directories', gateway: 'publicRead' }).call<
      void,
      OfficeTypeItem[]
    >(),
    district: route('GET', '/api/master/district', { owner: 'directories', gateway: 'publicRead' }).call<
      void,
      string[]
    >(),
    designation: route('GET', '/api/master/designation', { owner: 'directories', gateway: 'publicRead' }).call<
      void,
      string[]
    >(),
    authRole: route('GET', '/api/master/authRole', { owner: 'directories', gateway: 'publicRead' }).call<
      void,
      string[]
    >(),
  },
  /** The master lists administrators keep (designation, authRole): the list's entries and their changes. */
  masterLists: {
    getAll: route('POST', '/api/masterLists/getAll').call<MasterListRequest, Paged<MasterListEntry>>(),
    create: route('POST', '/api/masterLists/create').call<MasterValueForm, Created>(),
    /** Renames the value `key` to `value`; the records holding it follow. */
    update: route('POST', '/api/masterLists/update').call<MasterValueForm & Key, void>(),
    delete: route('POST', '/api/masterLists/delete').call<MasterValueKey, void>(),
  },
  files: {
    getImages: route('POST', '/api/v1/files/getImages').call<ImageListRequest & PageQuery, Paged<ImageItem>>(),
    uploadFile: route('POST', '/api/v1/files/uploadFile', { bodyLimit: '3m' }).call<
      WithFile<{ location: ImageLocation }, 'file'>,
      Created
    >(),
    deleteImage: route('POST', '/api/v1/files/deleteImage').call<Key, void>(),
    webGetImages: route('POST', '/api/v1/files/web/getImages', { gateway: 'publicRead' }).call<
      ImageListRequest,
      ImageItem[]
    >(),
  },
  notifications: {
    /** The admin list, or (exactly `{location: Tender | Archived Tender}`) the public tender list. */
    getNotification: route('POST', '/api/notifications/getNotification', { gateway: 'publicRead' }).call<
      NotificationListRequest | TenderListRequest,
      Paged<NotificationItem> | TenderItem[]
    >(),
    webGetNotification: route('POST', '/api/notifications/web/getNotification', { gateway: 'publicRead' }).call<
      PublicNotificationRequest,
      PublicNotificationItem[]
    >(),
    create: route('POST', '/api/notifications/create', { bodyLimit: '2m' }).call<
      WithFile<NotificationFields, 'file'>,
      Created
    >(),
    updateNotification: route('POST', '/api/notifications/updateNotification', { bodyLimit: '2m' }).call<
      WithFile<NotificationFields & Key, 'file'>,
      void
    >(),
    deleteNotification: route('POST', '/api/notifications/deleteNotification').call<Key, void>(),
  },
  officersDirectory: {
    getAll: route('POST', '/api/officersDirectory/getAll').call<GroupedListRequest, GroupedPage<RtiOfficerItem>>(),
    webGetAll: route('POST', '/api/officersDirectory/web/getAll', { gateway: 'publicRead' }).call<
      GroupedListRequest,
      GroupedByLocation<RtiOfficerItem>
    >(),
    create: route('POST', '/api/officersDirectory/create').call<RtiOfficerForm, Created>(),
    update: route('POST', '/api/officersDirectory/update').call<RtiOfficerForm & Key, void>(),
    delete: route('POST', '/api/officersDirectory/delete').call<Key, void>(),
  },
  director: {
    getAll: route('POST', '/api/director/getAll').call<DirectorListRequest, Paged<DirectorItem>>(),
    webGetAll: route('POST', '/api/director/web/getAll', { gateway: 'publicRead' }).call<
      DirectorListRequest,
      DirectorItem[]
    >(),
    create: route('POST', '/api/director/create', { bodyLimit: '2m' }).call<WithFile<DirectorForm, 'image'>, Created>(),
    update: route('POST', '/api/director/update', { bodyLimit: '2m' }).call<
      WithFile<DirectorForm & Key, 'image'>,
      void
    >(),
    delete: route('POST', '/api/director/delete').call<Key, void>(),
  },
  authorities: {
    getAll: route('POST', '/api/authorities/getAll').call<GroupedListRequest, GroupedPage<RtiAuthorityItem>>(),
    webGetAll: route('POST', '/api/authorities/web/getAll', { gateway: 'publicRead' }).call<
      GroupedListRequest,
      GroupedByLocation<RtiAuthorityItem>
    >(),
    create: route('POST', '/api/authorities/create').call<RtiAuthorityForm, Created>(),
    update: route('POST', '/api/authorities/update').call<RtiAuthorityForm & Key, void>(),
    delete: route('POST', '/api/authorities/delete').call<Key, void>(),
  },
  /** Editors edit and submit drafts; approving, scheduling and publishing are the publishers' and administrators'. */
  content: {
    webGetTable: route('POST', '/api/content/web/getTable', { gateway: 'publicRead' }).call<
      TableKeyRequest,
      PublicContentTable
    >(),
    webGetRateLists: route('POST', '/api/content/web/getRateLists', { gateway: 'publicRead' }).call<
      TableKeyRequest,
      EarlierRateList[]
    >(),
    webGetTables: route('POST', '/api/content/web/getTables', { gateway: 'publicRead' }).call<
      void,
      PublishedTableSummary[]
    >(),
    getAll: route('POST', '/api/content/getAll', { roles: EDITORIAL_ROLES }).call<void, ContentPageGroup[]>(),
    getTable: route('POST', '/api/content/getTable', { roles: EDITORIAL_ROLES }).call<
      TableKeyRequest,
      AdminContentTable
    >(),
    saveDraft: route('POST', '/api/content/saveDraft', { roles: EDITORIAL_ROLES }).call<SaveDraftRequest, SavedDraft>(),
    publish: route('POST', '/api/content/publish').call<PublishRequest, { version: number }>(),
    restore: route('POST', '/api/content/restore', { roles: EDITORIAL_ROLES }).call<RestoreRequest, SavedDraft>(),
    importRows: route('POST', '/api/content/importRows', { roles: EDITORIAL_ROLES }).call<
      ImportRowsRequest,
      SavedDraft
    >(),
    exportCsv: route('POST', '/api/content/exportCsv', { roles: EDITORIAL_ROLES }).call<TableKeyRequest, ExportedCsv>(),
    webGetPage: route('POST', '/api/content/web/getPage', { gateway: 'publicRead' }).call<
      PagePathRequest,
      PublicPage
    >(),
    webGetPageTitles: route('POST', '/api/content/web/getPageTitles', { gateway: 'publicRead' }).call<
      void,
      PublicPageTitle[]
    >(),
    getPages: route('POST', '/api/content/getPages', { roles: EDITORIAL_ROLES }).call<void, AdminPageSummary[]>(),
    getPage: route('POST', '/api/content/getPage', { roles: EDITORIAL_ROLES }).call<PagePathRequest, AdminPage>(),
    savePageDraft: route('POST', '/api/content/savePageDraft', { roles: EDITORIAL_ROLES }).call<
      SavePageDraftRequest,
      { version: number }
    >(),
    publishPage: route('POST', '/api/content/publishPage').call<PublishPageRequest, { version: number }>(),
    restorePage: route('POST', '/api/content/restorePage', { roles: EDITORIAL_ROLES }).call<
      RestorePageRequest,
      { version: number }
    >(),
    webGetSettings: route('POST', '/api/content/web/getSettings', { gateway: 'publicRead' }).call<
      void,
      PublicSiteSettings
    >(),
    getSettings: route('POST', '/api/content/getSettings', { roles: EDITORIAL_ROLES }).call<void, AdminSiteSettings>(),
    saveSettingsDraft: route('POST', '/api/content/saveSettingsDraft', { roles: EDITORIAL_ROLES }).call<
      SaveSettingsDraftRequest,
      { version: number }
    >(),
    publishSettings: route('POST', '/api/content/publishSettings').call<PublishSettingsRequest, { version: number }>(),
    restoreSettings: route('POST', '/api/content/restoreSettings', { roles: EDITORIAL_ROLES }).call<
      RestoreSettingsRequest,
      { version: number }
    >(),
    getLanguageStates: route('POST', '/api/content/getLanguageStates', { roles: EDITORIAL_ROLES }).call<
      void,
      LanguageState[]
    >(),
    getPlaceholders: route('POST', '/api/content/getPlaceholders', { roles: EDITORIAL_ROLES }).call<
      void,
      PlaceholderEntry[]
    >(),
    /** The editorial workflow of tables, pages and the settings (see `WorkflowDocument`). */
    submitDraft: route('POST', '/api/content/submitDraft', { roles: EDITORIAL_ROLES }).call<WorkflowRequest, void>(),
    approveDraft: route('POST', '/api/content/approveDraft').call<WorkflowRequest, void>(),
    scheduleDraft: route('POST', '/api/content/scheduleDraft').call<ScheduleRequest, PublishSchedule>(),
    cancelSchedule: route('POST', '/api/content/cancelSchedule').call<WorkflowDocument, void>(),
    getApprovals: route('POST', '/api/content/getApprovals', { roles: EDITORIAL_ROLES }).call<void, ApprovalsList>(),
    /** Answered with an `ETag`: it changes only when a page or table is published. */
    webSearchIndex: route('GET', '/api/content/web/searchIndex', { gateway: 'publicRead' }).call<
      void,
      SearchIndexPage[]
    >(),
  },
  /**
   * Seed lots (see `SeedLotForm`), kept by the content service and changed at once by publishers and administrators
   * (no drafts: a lot's test is a fact), each change in the audit trail; editors read them. Anyone checks a lot by its
   * number, each address held to a few checks a minute and fewer unknown numbers.
   */
  seedLots: {
    getAll: route('POST', '/api/content/lots/getAll', { roles: EDITORIAL_ROLES }).call<
      SeedLotListRequest,
      Paged<AdminSeedLot>
    >(),
    get: route('POST', '/api/content/lots/get', { roles: EDITORIAL_ROLES }).call<SeedLotKeyRequest, AdminSeedLot>(),
    create: route('POST', '/api/content/lots/create').call<SeedLotForm, AdminSeedLot>(),
    update: route('POST', '/api/content/lots/update').call<UpdateSeedLotRequest, AdminSeedLot>(),
    /** Withdraws the lot with its reason: its page says so and a withdrawal notice is published. */
    withdraw: route('POST', '/api/content/lots/withdraw').call<WithdrawSeedLotRequest, AdminSeedLot>(),
    /** Takes back a withdrawal made in error; its notice leaves the public list. */
    reinstate: route('POST', '/api/content/lots/reinstate').call<ReinstateSeedLotRequest, AdminSeedLot>(),
    /** Many lots at once, from a CSV: every row applied, or none. */
    load: route('POST', '/api/content/lots/load', { bodyLimit: '3m' }).call<SeedLotLoadRequest, SeedLotLoadResult>(),
    /** A print-ready sheet of the lot's QR labels. */
    labels: route('POST', '/api/content/lots/labels').call<SeedLotLabelsRequest, SeedLotLabels>(),
    webCheck: route('GET', '/api/content/web/checkLot', { gateway: 'publicRead', lookup: true }).call<
      SeedLotCheckRequest,
      SeedLotCheck
    >(),
    webGetNotices: route('POST', '/api/content/web/getLotNotices', { gateway: 'publicRead' }).call<
      void,
      SeedLotNotice[]
    >(),
  },
  /**
   * Sale counters, changed at once by publishers and administrators (no drafts: a counter's state is a fact), and
   * their stock, kept also by counter operators: an operator lists, reads and changes only their own counters.
   */
  sales: {
    getCounters: route('POST', '/api/sales/counters/getAll', { roles: STOCK_KEEPERS }).call<
      SaleCounterListRequest,
      Paged<SaleCounterItem>
    >(),
    createCounter: route('POST', '/api/sales/counters/create').call<SaleCounterForm, SaleCounterItem>(),
    updateCounter: route('POST', '/api/sales/counters/update').call<UpdateSaleCounterRequest, SaleCounterItem>(),
    closeCounter: route('POST', '/api/sales/counters/close').call<CloseSaleCounterRequest, SaleCounterItem>(),
    reopenCounter: route('POST', '/api/sales/counters/reopen').call<SaleCounterKey, SaleCounterItem>(),
    webGetCounters: route('POST', '/api/sales/web/getCounters', { gateway: 'publicRead' }).call<
      void,
      PublicSaleCounter[]
    >(),
    /** A counter's stock lines of a season, and one change of a line's bags, recorded with who, when and why. */
    getStock: route('POST', '/api/sales/stock/getAll', { roles: STOCK_KEEPERS }).call<
      StockListRequest,
      StockLineItem[]
    >(),
    changeStock: route('POST', '/api/sales/stock/change', { roles: STOCK_KEEPERS }).call<
      StockChangeRequest,
      StockLineItem
    >(),
    getStockHistory: route('POST', '/api/sales/stock/history', { roles: STOCK_KEEPERS }).call<
      StockLineKey,
      StockHistory
    >(),
    /** Many counters' stock at once, from a CSV: every row applied, or none. */
    loadStock: route('POST', '/api/sales/stock/load', { bodyLimit: '2m' }).call<StockLoadRequest, StockLoadResult>(),
    /** Which counters a counter operator keeps, set by administrators beside the operator's account. */
    getOperatorCounters: route('POST', '/api/sales/operators/get', { roles: ADMINISTRATORS }).call<
      CounterOperatorKey,
      CounterOperatorCounters
    >(),
    setOperatorCounters: route('POST', '/api/sales/operators/set', { roles: ADMINISTRATORS }).call<
      CounterOperatorCounters,
      CounterOperatorCounters
    >(),
    webGetStock: route('POST', '/api/sales/web/getStock', { gateway: 'publicRead' }).call<
      PublicStockRequest,
      PublicStock
    >(),
  },
  /**
   * Booking seed online (see `BookingSlip`): publishers open and close booking windows; farmers book, see and cancel
   * their own bookings; counter operators find a booking by its pickup code and record its collection at their own
   * counters; the corporation reads the bookings by counter, day, variety and state.
   */
  booking: {
    getWindows: route('POST', '/api/sales/bookingWindows/getAll').call<
      BookingWindowListRequest,
      Paged<BookingWindowItem>
    >(),
    createWindow: route('POST', '/api/sales/bookingWindows/create').call<BookingWindowForm, BookingWindowItem>(),
    updateWindow: route('POST', '/api/sales/bookingWindows/update').call<
      UpdateBookingWindowRequest,
      BookingWindowItem
    >(),
    closeWindow: route('POST', '/api/sales/bookingWindows/close').call<BookingWindowKey, BookingWindowItem>(),
    webGetWindows: route('POST', '/api/sales/web/getBookingWindows', { gateway: 'publicRead' }).call<
      void,
      PublicBookingWindow[]
    >(),
    options: route('POST', '/api/sales/farmer/bookingOptions', { farmer: true }).call<
      BookingOptionsRequest,
      BookingOptions
    >(),
    book: route('POST', '/api/sales/farmer/book', { farmer: true }).call<BookRequest, BookingSlip>(),
    farmerBookings: route('POST', '/api/sales/farmer/bookings', { farmer: true }).call<void, FarmerBookings>(),
    cancel: route('POST', '/api/sales/farmer/cancel', { farmer: true }).call<BookingKey, BookingSlip>(),
    findByCode: route('POST', '/api/sales/bookings/findByCode', { roles: STOCK_KEEPERS }).call<
      PickupCodeRequest,
      BookingAtCounter
    >(),
    collect: route('POST', '/api/sales/bookings/collect', { roles: STOCK_KEEPERS }).call<
      CollectRequest,
      CollectResult
    >(),
    report: route('POST', '/api/sales/bookings/report', { roles: STOCK_KEEPERS }).call<
      BookingReportRequest,
      BookingReport
    >(),
    exportCsv: route('POST', '/api/sales/bookings/exportCsv', { roles: STOCK_KEEPERS }).call<
      BookingReportRequest,
      ExportedBookingCsv
    >(),
    todayCounts: route('POST', '/api/sales/bookings/todayCounts', { roles: EDITORIAL_ROLES }).call<
      void,
      BookingTodayCounts
    >(),
  },
};

type RouteTable = typeof API_ROUTES;
type AnyRoute = { [Area in keyof RouteTable]: RouteTable[Area][keyof RouteTable[Area]] }[keyof RouteTable];
type PathTable = {
  [Area in keyof RouteTable]: { [Name in keyof RouteTable[Area]]: PathOf<RouteTable[Area][Name]> };
};
type PathOf<Declared> = Declared extends Route<Method, infer P> ? P : never;

/** One call: its method, what it is sent and its `data`. */
interface Call<M extends Method, Request, Answer> {
  method: M;
  request: Request;
  answer: Answer;
}

/** The request and answer of every path of `API_ROUTES`, keyed by path: what the React apps' clients call. */
export type ApiCalls = {
  [R in AnyRoute as R['path']]: R extends Route<infer M, string, infer Request, infer Answer>
    ? Call<M, Request, Answer>
    : never;
};
export type ApiPath = keyof ApiCalls;
export type RequestOf<Path extends ApiPath> = ApiCalls[Path]['request'];
export type AnswerOf<Path extends ApiPath> = ApiCalls[Path]['answer'];

const pathTable = Object.fromEntries(
  Object.entries(API_ROUTES).map(([area, routes]) => [
    area,
    Object.fromEntries(Object.entries(routes).map(([name, declared]) => [name, (declared as Route).path])),
  ]),
) as PathTable;

/**
 * Every API path by area (`API.content.getTable`), as `API_ROUTES` declares it, with the files served under stable
 * addresses: a notice's document by its key, and each file route as its service routes it (`:params`).
 */
export const API = {
  ...pathTable,
  notifications: {
    ...pathTable.notifications,
    document: (key: string) => `/api/notifications/document/${encodeURIComponent(key)}`,
  },
  fileRoutes: {
    notificationDocument: '/api/notifications/document/:key',
    directorPhoto: '/api/director/photo/:id/:name',
    imageRendition: '/media/:id/:name',
  },
} as const;

const ROUTE_BY_PATH = new Map<string, Route>(
  Object.values(API_ROUTES).flatMap((routes) =>
    Object.values(routes).map((declared: Route) => [declared.path, declared]),
  ),
);

export const methodOf = (path: ApiPath): Method => ROUTE_BY_PATH.get(path)?.method ?? 'POST';

/** The roles that may make an admin call (a path of the API, as its controller declares it). */
export const rolesOf = (path: string): readonly AdminRole[] => ROUTE_BY_PATH.get(path)?.roles ?? PUBLISHERS;

export const mayCall = (role: AdminRole, path: ApiPath): boolean => rolesOf(path).includes(role);

/** Whether a path is a farmer's own call (`farmer: true`): it takes a farmer token only. */
export const isFarmerRoute = (path: string): boolean => ROUTE_BY_PATH.get(path)?.farmer === true;
