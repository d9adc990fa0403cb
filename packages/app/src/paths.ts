import type { MessageId } from '@pfm/shared';

/** Every route of the specification's route table. Matching is case-insensitive. */
export const paths = {
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  dashboard: '/',
  godown: '/master/godown',
  farmer: '/master/farmer',
  farm: '/master/farm',
  item: '/master/item',
  supplier: '/master/supplier',
  trader: '/master/trader',
  growthStandard: '/master/growth',
  feedStandard: '/master/feed',
  rate: '/master/rate',
  bank: '/master/bank',
  purchase: '/transaction/purchase',
  issue: '/transaction/issue',
  transfer: '/transaction/transfer',
  growthUpdate: '/transaction/growth',
  sale: '/transaction/sale',
  paymentVoucher: '/transaction/payment',
  paymentCollection: '/transaction/collection',
  growthReport: '/report/growth',
  settlementReport: '/report/settlement',
  inventoryReport: '/report/inventory',
  ledgerReport: '/report/ledger',
  settings: '/settings',
  profile: '/profile',
} as const;

export type PathName = keyof typeof paths;

export interface NavigationItem {
  path: PathName;
  /** Label in the sidebar. */
  label: string;
  /** Heading of the screen. */
  title: string;
}

export interface NavigationGroup {
  /** Names the group's words in the catalogues (`nav.group.<id>`). */
  id: 'navigation' | 'masters' | 'transactions' | 'reports';
  label: string;
  items: NavigationItem[];
}

/** Sidebar groups and items, in the specification's order. */
export const navigation: NavigationGroup[] = [
  {
    id: 'navigation',
    label: 'Navigation',
    items: [{ path: 'dashboard', label: 'Dashboard', title: 'Dashboard' }],
  },
  {
    id: 'masters',
    label: 'Master Setup',
    items: [
      { path: 'godown', label: 'Godown Setup', title: 'Godown Setup' },
      { path: 'farmer', label: 'Farmer Registration', title: 'Farmer Registration' },
      { path: 'farm', label: 'Farm Registration', title: 'Farm Registration' },
      { path: 'item', label: 'Item Master', title: 'Item Master' },
      { path: 'supplier', label: 'Supplier Master', title: 'Supplier Master' },
      { path: 'trader', label: 'Trader Registration', title: 'Trader Registration' },
      { path: 'growthStandard', label: 'Weight/Growth Setup', title: 'Weight/Growth Setup' },
      { path: 'feedStandard', label: 'Feed Consumption Setup', title: 'Feed Consumption Setup' },
      { path: 'rate', label: 'Rate Setup', title: 'Rate Setup' },
      { path: 'bank', label: 'Bank Master', title: 'Bank Master' },
    ],
  },
  {
    id: 'transactions',
    label: 'Transactions',
    items: [
      { path: 'purchase', label: 'Purchase', title: 'Purchase' },
      { path: 'issue', label: 'Issue to Farmer', title: 'Issue to Farmer' },
      { path: 'transfer', label: 'Stock Transfer', title: 'Stock Transfer' },
      { path: 'growthUpdate', label: 'Weekly Growth Update', title: 'Weekly Growth Update' },
      { path: 'sale', label: 'Sale', title: 'Sale' },
      { path: 'paymentVoucher', label: 'Payment Voucher', title: 'Payment Voucher' },
      { path: 'paymentCollection', label: 'Payment Collection', title: 'Payment Collection' },
    ],
  },
  {
    id: 'reports',
    label: 'Reports',
    items: [
      { path: 'growthReport', label: 'Growth', title: 'Growth Report' },
      { path: 'settlementReport', label: 'Farmer Settlement', title: 'Farmer Settlement Report' },
      { path: 'inventoryReport', label: 'Inventory', title: 'Inventory Report' },
      { path: 'ledgerReport', label: 'Ledger Reports', title: 'Ledger Reports' },
    ],
  },
];

/**
 * Headings of the screens that are neither in the sidebar nor in the user menu; each is also the
 * title of the browser tab (the route's `handle.title`).
 */
export const screenTitles = {
  login: 'Sign In',
  forgotPassword: 'Forgot Password',
  resetPassword: 'Choose a New Password',
  notFound: '404 Page Not Found',
} as const;

/** Shell screens not in the sidebar (reached from the user menu). */
export const accountScreens: NavigationItem[] = [
  { path: 'settings', label: 'Settings', title: 'Settings' },
  { path: 'profile', label: 'Profile', title: 'Profile' },
];

/**
 * The catalogue ids of a sidebar group's and a screen's words: its label (`nav.<path>`) and, where
 * the heading says more than the label ("Growth Report" for "Growth"), its title (`title.<path>`).
 * The English catalogue holds the same words as above (paths.test.ts).
 */
export const groupLabelId = (group: NavigationGroup) => `nav.group.${group.id}` as MessageId;
export const labelId = (path: PathName) => `nav.${path}` as MessageId;
export const titleId = (item: NavigationItem) =>
  (item.title === item.label ? `nav.${item.path}` : `title.${item.path}`) as MessageId;
