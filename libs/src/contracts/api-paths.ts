/**
 * Every API path, in one place: the controllers route by these, the React apps' clients call them, the tests
 * read them. The gateway's route table (libs/src/contracts/routes.json) sends each to its service; a test checks that
 * every service's OpenAPI document holds the paths the route table gives it.
 */
export const API = {
  auth: {
    authenticateUser: '/api/auth/authenticateUser',
    authorizeUser: '/api/auth/authorizeUser',
    logout: '/api/auth/logout',
  },
  /** The signed-in admin's own sessions (see `AdminSession`). */
  sessions: {
    getAll: '/api/auth/sessions/getAll',
    end: '/api/auth/sessions/end',
  },
  /** The administrators' own list of admins: who may sign in, and with which role (see `AdminRole`). */
  admins: {
    getAll: '/api/auth/admins/getAll',
    create: '/api/auth/admins/create',
    update: '/api/auth/admins/update',
  },
  /** The second sign-in step and the admin's own factors (see `SecondFactorPurpose`). */
  secondFactor: {
    options: '/api/auth/secondFactor/options',
    verifyTotp: '/api/auth/secondFactor/verifyTotp',
    verifyRecoveryCode: '/api/auth/secondFactor/verifyRecoveryCode',
    totpStart: '/api/auth/secondFactor/totpStart',
    totpConfirm: '/api/auth/secondFactor/totpConfirm',
    factors: '/api/auth/secondFactor/factors',
    removeTotp: '/api/auth/secondFactor/removeTotp',
    newRecoveryCodes: '/api/auth/secondFactor/newRecoveryCodes',
    stepUp: '/api/auth/secondFactor/stepUp',
    reset: '/api/auth/secondFactor/reset',
    verifyPasskey: '/api/auth/secondFactor/verifyPasskey',
    passkeyStart: '/api/auth/secondFactor/passkeyStart',
    passkeyFinish: '/api/auth/secondFactor/passkeyFinish',
    removePasskey: '/api/auth/secondFactor/removePasskey',
    stepUpPasskeyOptions: '/api/auth/secondFactor/stepUpPasskeyOptions',
    stepUpPasskey: '/api/auth/secondFactor/stepUpPasskey',
  },
  dashboard: {
    counts: '/api/dashboard/counts',
    recentActivity: '/api/dashboard/recentActivity',
    signInLog: '/api/dashboard/signInLog',
    /** The audit trail (see `AuditEntry`): read by administrators only. */
    auditTrail: '/api/dashboard/auditTrail',
    exportAuditTrail: '/api/dashboard/auditTrail/exportCsv',
    verifyAuditTrail: '/api/dashboard/auditTrail/verify',
  },
  feedback: {
    submit: '/api/feedback',
    getAll: '/api/feedback/getAll',
    markRead: '/api/feedback/markRead',
    delete: '/api/feedback/delete',
  },
  visitors: {
    counts: '/api/visitors',
    hit: '/api/visitors/hit',
  },
  master: {
    imageType: '/api/master/imageType',
    notificationType: '/api/master/notificationType',
    officeType: '/api/master/officeType',
    district: '/api/master/district',
    designation: '/api/master/designation',
    authRole: '/api/master/authRole',
  },
  /** The master lists administrators keep (designation, authRole): the list's entries and their changes. */
  masterLists: {
    getAll: '/api/masterLists/getAll',
    create: '/api/masterLists/create',
    update: '/api/masterLists/update',
    delete: '/api/masterLists/delete',
  },
  files: {
    getImages: '/api/v1/files/getImages',
    uploadFile: '/api/v1/files/uploadFile',
    deleteImage: '/api/v1/files/deleteImage',
    webGetImages: '/api/v1/files/web/getImages',
  },
  notifications: {
    getNotification: '/api/notifications/getNotification',
    webGetNotification: '/api/notifications/web/getNotification',
    create: '/api/notifications/create',
    updateNotification: '/api/notifications/updateNotification',
    deleteNotification: '/api/notifications/deleteNotification',
    document: (key: string) => `/api/notifications/document/${encodeURIComponent(key)}`,
  },
  /** Files served under stable addresses, as the services route them (`:params`). */
  fileRoutes: {
    notificationDocument: '/api/notifications/document/:key',
    directorPhoto: '/api/director/photo/:id/:name',
    imageRendition: '/media/:id/:name',
  },
  officersDirectory: {
    getAll: '/api/officersDirectory/getAll',
    webGetAll: '/api/officersDirectory/web/getAll',
    create: '/api/officersDirectory/create',
    update: '/api/officersDirectory/update',
    delete: '/api/officersDirectory/delete',
  },
  director: {
    getAll: '/api/director/getAll',
    webGetAll: '/api/director/web/getAll',
    create: '/api/director/create',
    update: '/api/director/update',
    delete: '/api/director/delete',
  },
  authorities: {
    getAll: '/api/authorities/getAll',
    webGetAll: '/api/authorities/web/getAll',
    create: '/api/authorities/create',
    update: '/api/authorities/update',
    delete: '/api/authorities/delete',
  },
  content: {
    webGetTable: '/api/content/web/getTable',
    webGetRateLists: '/api/content/web/getRateLists',
    webGetTables: '/api/content/web/getTables',
    getAll: '/api/content/getAll',
    getTable: '/api/content/getTable',
    saveDraft: '/api/content/saveDraft',
    publish: '/api/content/publish',
    restore: '/api/content/restore',
    importRows: '/api/content/importRows',
    exportCsv: '/api/content/exportCsv',
    webGetPage: '/api/content/web/getPage',
    getPages: '/api/content/getPages',
    getPage: '/api/content/getPage',
    savePageDraft: '/api/content/savePageDraft',
    publishPage: '/api/content/publishPage',
    restorePage: '/api/content/restorePage',
    webGetSettings: '/api/content/web/getSettings',
    getSettings: '/api/content/getSettings',
    saveSettingsDraft: '/api/content/saveSettingsDraft',
    publishSettings: '/api/content/publishSettings',
    restoreSettings: '/api/content/restoreSettings',
    getLanguageStates: '/api/content/getLanguageStates',
    getPlaceholders: '/api/content/getPlaceholders',
    /** The editorial workflow of tables, pages and the settings (see `WorkflowDocument`). */
    submitDraft: '/api/content/submitDraft',
    approveDraft: '/api/content/approveDraft',
    scheduleDraft: '/api/content/scheduleDraft',
    cancelSchedule: '/api/content/cancelSchedule',
    getApprovals: '/api/content/getApprovals',
    webSearchIndex: '/api/content/web/searchIndex',
  },
} as const;
