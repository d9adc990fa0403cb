/**
 * The API's paths, shared by the server's routes and the app's client so neither repeats a string.
 * A record is addressed with `recordPath` (its key URL-encoded).
 */
export const apiPaths = {
  health: '/api/health',
  auth: {
    session: '/api/auth/session',
    signIn: '/api/auth/sign-in',
    signOut: '/api/auth/sign-out',
    forgotPassword: '/api/auth/forgot-password',
    resetPassword: '/api/auth/reset-password',
  },
  me: '/api/me',
  profile: '/api/profile',
  profilePassword: '/api/profile/password',
  profilePhoto: '/api/profile/photo',
  /** The signed-in user's own language (`PATCH`, `{ language }`, `null` clears it). */
  profileLanguage: '/api/profile/language',
  profileTotp: '/api/profile/totp',
  profileTotpConfirm: '/api/profile/totp/confirm',
  outbox: '/api/outbox',
  users: '/api/users',
  settings: '/api/settings',
  audit: '/api/audit',
  backups: '/api/backups',
  godowns: '/api/godowns',
  farmers: '/api/farmers',
  farms: '/api/farms',
  items: '/api/items',
  suppliers: '/api/suppliers',
  traders: '/api/traders',
  growthStandards: '/api/growth-standards',
  feedStandards: '/api/feed-standards',
  rates: '/api/rates',
  ratesInForce: '/api/rates/in-force',
  bankAccounts: '/api/bank-accounts',
  purchases: '/api/purchases',
  issues: '/api/issues',
  transfers: '/api/transfers',
  batches: '/api/batches',
  sales: '/api/sales',
  /** A trader's posted sales with something left to collect: `?trader=T001`. */
  salesOutstanding: '/api/sales/outstanding',
  payments: '/api/payments',
  collections: '/api/collections',
  growthUpdates: '/api/growth-updates',
  /** The Growth Report of a batch: `?batch=B001&from=&to=`. */
  growthReport: '/api/reports/growth',
  dashboard: '/api/dashboard',
  /** Settlement schemes, every version: `POST` a new scheme, `POST …/SCH001` a new version of one. */
  settlementSchemes: '/api/settlement-schemes',
  /** Finalised settlements (FS001); `…/preview/B001` computes one without saving. */
  settlements: '/api/settlements',
  /** The Farmer Settlement Report: `?farmer=F001&from=&to=`. */
  settlementReport: '/api/reports/settlement',
  stockAvailable: '/api/stock/available',
  inventoryReport: '/api/reports/inventory',
  /** A party's statement: `/api/ledger/farmer/F001`. */
  ledger: '/api/ledger',
  /** A stored file (a profile photo): `/api/uploads/<id>`. */
  uploads: '/api/uploads',
  /** The jump box: any code or name, `?q=B002`. */
  lookup: '/api/lookup',
  /** The API described in OpenAPI 3.1 (`openApi`) and as a page to read (`docs`), signed in. */
  docs: '/api/docs',
  openApi: '/api/docs/openapi.json',
} as const;

/** A record of a collection: `recordPath(apiPaths.purchases, 'P001')` → `/api/purchases/P001`. */
export const recordPath = (collection: string, key: string | number, action?: string) =>
  `${collection}/${encodeURIComponent(String(key))}${action ? `/${action}` : ''}`;
