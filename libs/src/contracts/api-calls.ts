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
import type { SearchIndexPage } from './site-search';
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
  TotpCodeRequest,
  TotpEnrolment,
} from './auth';
import type { AdminAccount, CreateAdminRequest, UpdateAdminRequest } from './admins';
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
import { API } from './api-paths';

/** One call: its method, what it is sent (a JSON or multipart body, or the query of a GET) and its `data`. */
interface Call<Method extends 'GET' | 'POST', Request, Answer> {
  method: Method;
  request: Request;
  answer: Answer;
}

type Key = { key: string };
type Created = { key: string };
/** Multipart forms: the fields as text, with the file (a browser `File`, or the service's upload). */
type WithFile<Form, Field extends string> = Form & { [field in Field]?: unknown };

/**
 * The request and answer of every path in `API`, declared once: the controllers' DTOs implement the request
 * types, the React apps' clients take both from here, and the typecheck fails when a path of `API` is missing.
 */
export interface ApiCalls {
  [API.auth.authenticateUser]: Call<'POST', AuthenticateUserRequest, void>;
  [API.auth.authorizeUser]: Call<'POST', AuthorizeUserRequest, AuthorizeUserData>;
  [API.auth.logout]: Call<'POST', void, void>;

  [API.admins.getAll]: Call<'POST', void, AdminAccount[]>;
  [API.admins.create]: Call<'POST', CreateAdminRequest, AdminAccount>;
  [API.admins.update]: Call<'POST', UpdateAdminRequest, AdminAccount>;

  [API.sessions.getAll]: Call<'POST', void, AdminSession[]>;
  [API.sessions.end]: Call<'POST', EndSessionRequest, void>;

  [API.secondFactor.options]: Call<'POST', void, SecondFactorOptions>;
  [API.secondFactor.verifyTotp]: Call<'POST', TotpCodeRequest, AuthorizeUserData>;
  [API.secondFactor.verifyRecoveryCode]: Call<'POST', RecoveryCodeRequest, AuthorizeUserData>;
  [API.secondFactor.totpStart]: Call<'POST', void, TotpEnrolment>;
  [API.secondFactor.totpConfirm]: Call<'POST', TotpCodeRequest, SecondFactorResult>;
  [API.secondFactor.factors]: Call<'POST', void, AdminFactors>;
  [API.secondFactor.removeTotp]: Call<'POST', void, void>;
  [API.secondFactor.newRecoveryCodes]: Call<'POST', void, string[]>;
  [API.secondFactor.stepUp]: Call<'POST', TotpCodeRequest, void>;
  [API.secondFactor.reset]: Call<'POST', AuthenticateUserRequest, void>;
  [API.secondFactor.verifyPasskey]: Call<'POST', PasskeyAnswerRequest, AuthorizeUserData>;
  [API.secondFactor.passkeyStart]: Call<'POST', void, PasskeyOptionsJSON>;
  [API.secondFactor.passkeyFinish]: Call<'POST', PasskeyEnrolRequest, SecondFactorResult>;
  [API.secondFactor.removePasskey]: Call<'POST', PasskeyIdRequest, void>;
  [API.secondFactor.stepUpPasskeyOptions]: Call<'POST', void, PasskeyOptionsJSON>;
  [API.secondFactor.stepUpPasskey]: Call<'POST', PasskeyAnswerRequest, void>;

  [API.dashboard.counts]: Call<'GET', void, DashboardCounts>;
  [API.dashboard.recentActivity]: Call<'GET', { limit?: number }, RecentActivityItem[]>;
  [API.dashboard.signInLog]: Call<'GET', PageQuery, Paged<SignInLogItem>>;
  [API.dashboard.auditTrail]: Call<'GET', AuditQuery, Paged<AuditEntry>>;
  [API.dashboard.exportAuditTrail]: Call<'GET', AuditFilter, ExportedAuditCsv>;
  [API.dashboard.verifyAuditTrail]: Call<'GET', void, AuditVerification>;

  [API.feedback.submit]: Call<'POST', FeedbackForm, void>;
  [API.feedback.getAll]: Call<'POST', PageQuery, Paged<FeedbackItem>>;
  [API.feedback.markRead]: Call<'POST', Key, void>;
  [API.feedback.delete]: Call<'POST', Key, void>;

  [API.visitors.counts]: Call<'GET', void, VisitorCounts>;
  [API.visitors.hit]: Call<'POST', { clientId?: string }, VisitorCounts>;

  [API.master.imageType]: Call<'GET', void, ImageLocation[]>;
  [API.master.notificationType]: Call<'GET', void, NotificationTypeItem[]>;
  [API.master.officeType]: Call<'GET', void, OfficeTypeItem[]>;
  [API.master.district]: Call<'GET', void, string[]>;
  [API.master.designation]: Call<'GET', void, string[]>;
  [API.master.authRole]: Call<'GET', void, string[]>;

  [API.masterLists.getAll]: Call<'POST', MasterListRequest, Paged<MasterListEntry>>;
  [API.masterLists.create]: Call<'POST', MasterValueForm, Created>;
  /** Renames the value `key` to `value`; the records holding it follow. */
  [API.masterLists.update]: Call<'POST', MasterValueForm & Key, void>;
  [API.masterLists.delete]: Call<'POST', MasterValueKey, void>;

  [API.files.getImages]: Call<'POST', ImageListRequest & PageQuery, Paged<ImageItem>>;
  [API.files.uploadFile]: Call<'POST', WithFile<{ location: ImageLocation }, 'file'>, Created>;
  [API.files.deleteImage]: Call<'POST', Key, void>;
  [API.files.webGetImages]: Call<'POST', ImageListRequest, ImageItem[]>;

  /** The admin list, or (exactly `{location: Tender | Archived Tender}`) the public tender list. */
  [API.notifications.getNotification]: Call<
    'POST',
    NotificationListRequest | TenderListRequest,
    Paged<NotificationItem> | TenderItem[]
  >;
  [API.notifications.webGetNotification]: Call<'POST', PublicNotificationRequest, PublicNotificationItem[]>;
  [API.notifications.create]: Call<'POST', WithFile<NotificationFields, 'file'>, Created>;
  [API.notifications.updateNotification]: Call<'POST', WithFile<NotificationFields & Key, 'file'>, void>;
  [API.notifications.deleteNotification]: Call<'POST', Key, void>;

  [API.director.getAll]: Call<'POST', DirectorListRequest, Paged<DirectorItem>>;
  [API.director.webGetAll]: Call<'POST', DirectorListRequest, DirectorItem[]>;
  [API.director.create]: Call<'POST', WithFile<DirectorForm, 'image'>, Created>;
  [API.director.update]: Call<'POST', WithFile<DirectorForm & Key, 'image'>, void>;
  [API.director.delete]: Call<'POST', Key, void>;

  [API.officersDirectory.getAll]: Call<'POST', GroupedListRequest, GroupedPage<RtiOfficerItem>>;
  [API.officersDirectory.webGetAll]: Call<'POST', GroupedListRequest, GroupedByLocation<RtiOfficerItem>>;
  [API.officersDirectory.create]: Call<'POST', RtiOfficerForm, Created>;
  [API.officersDirectory.update]: Call<'POST', RtiOfficerForm & Key, void>;
  [API.officersDirectory.delete]: Call<'POST', Key, void>;

  [API.authorities.getAll]: Call<'POST', GroupedListRequest, GroupedPage<RtiAuthorityItem>>;
  [API.authorities.webGetAll]: Call<'POST', GroupedListRequest, GroupedByLocation<RtiAuthorityItem>>;
  [API.authorities.create]: Call<'POST', RtiAuthorityForm, Created>;
  [API.authorities.update]: Call<'POST', RtiAuthorityForm & Key, void>;
  [API.authorities.delete]: Call<'POST', Key, void>;

  [API.content.webGetTable]: Call<'POST', TableKeyRequest, PublicContentTable>;
  [API.content.webGetRateLists]: Call<'POST', TableKeyRequest, EarlierRateList[]>;
  [API.content.webGetTables]: Call<'POST', void, PublishedTableSummary[]>;
  [API.content.getAll]: Call<'POST', void, ContentPageGroup[]>;
  [API.content.getTable]: Call<'POST', TableKeyRequest, AdminContentTable>;
  [API.content.saveDraft]: Call<'POST', SaveDraftRequest, SavedDraft>;
  [API.content.publish]: Call<'POST', PublishRequest, { version: number }>;
  [API.content.restore]: Call<'POST', RestoreRequest, SavedDraft>;
  [API.content.importRows]: Call<'POST', ImportRowsRequest, SavedDraft>;
  [API.content.exportCsv]: Call<'POST', TableKeyRequest, ExportedCsv>;
  [API.content.webGetPage]: Call<'POST', PagePathRequest, PublicPage>;
  [API.content.getPages]: Call<'POST', void, AdminPageSummary[]>;
  [API.content.getPage]: Call<'POST', PagePathRequest, AdminPage>;
  [API.content.savePageDraft]: Call<'POST', SavePageDraftRequest, { version: number }>;
  [API.content.publishPage]: Call<'POST', PublishPageRequest, { version: number }>;
  [API.content.restorePage]: Call<'POST', RestorePageRequest, { version: number }>;
  [API.content.webGetSettings]: Call<'POST', void, PublicSiteSettings>;
  [API.content.getSettings]: Call<'POST', void, AdminSiteSettings>;
  [API.content.saveSettingsDraft]: Call<'POST', SaveSettingsDraftRequest, { version: number }>;
  [API.content.publishSettings]: Call<'POST', PublishSettingsRequest, { version: number }>;
  [API.content.restoreSettings]: Call<'POST', RestoreSettingsRequest, { version: number }>;
  [API.content.getLanguageStates]: Call<'POST', void, LanguageState[]>;
  [API.content.getPlaceholders]: Call<'POST', void, PlaceholderEntry[]>;
  /** Answered with an `ETag`: it changes only when a page or table is published. */
  [API.content.webSearchIndex]: Call<'GET', void, SearchIndexPage[]>;
}

interface NotificationFields {
  title: string;
  location: string;
  submissionDate?: string;
}

export type ApiPath = keyof ApiCalls;
export type RequestOf<Path extends ApiPath> = ApiCalls[Path]['request'];
export type AnswerOf<Path extends ApiPath> = ApiCalls[Path]['answer'];

/** Every string leaf of the path table (the file routes are served files, not calls). */
type PathsOf<Table> = {
  [Name in keyof Table]: Table[Name] extends string ? Table[Name] : PathsOf<Table[Name]>;
}[keyof Table];
type CalledPaths = PathsOf<Omit<typeof API, 'fileRoutes'>>;

/** Fails the typecheck when `API` gains a path that `ApiCalls` does not type (or the reverse). */
export type EveryPathTyped = [Exclude<CalledPaths, ApiPath>, Exclude<ApiPath, CalledPaths>] extends [never, never]
  ? true
  : never;
export const EVERY_PATH_TYPED: EveryPathTyped = true;

/** The calls read with GET; every other path of `ApiCalls` is a POST (checked against the types above). */
const GET_PATHS = [
  API.dashboard.counts,
  API.dashboard.recentActivity,
  API.dashboard.signInLog,
  API.dashboard.auditTrail,
  API.dashboard.exportAuditTrail,
  API.dashboard.verifyAuditTrail,
  API.visitors.counts,
  ...Object.values(API.master),
  API.content.webSearchIndex,
] as const satisfies readonly { [Path in ApiPath]: ApiCalls[Path]['method'] extends 'GET' ? Path : never }[ApiPath][];

type GetPath = (typeof GET_PATHS)[number];
/** Fails the typecheck when a GET of `ApiCalls` is missing from `GET_PATHS`. */
type EveryGetListed = Exclude<
  { [Path in ApiPath]: ApiCalls[Path]['method'] extends 'GET' ? Path : never }[ApiPath],
  GetPath
>;
export const EVERY_GET_LISTED: [EveryGetListed] extends [never] ? true : never = true;

export const methodOf = (path: ApiPath): 'GET' | 'POST' =>
  (GET_PATHS as readonly string[]).includes(path) ? 'GET' : 'POST';
