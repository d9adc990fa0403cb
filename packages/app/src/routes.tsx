import type { RouteObject } from 'react-router-dom';
import { RedirectIfSignedIn, RequireSession } from './features/auth/require-session.tsx';
import { accountScreens, type NavigationItem, navigation, type PathName, paths } from './paths.ts';
import { StartingUp } from './shell/starting-up.tsx';

const shellScreens = navigation.flatMap((group) => group.items);

/** Screens that are built, by path name; the rest show a placeholder. One lazily loaded chunk each. */
const builtScreens: Partial<Record<PathName, NonNullable<RouteObject['lazy']>>> = {
  dashboard: () =>
    import('./features/dashboard/dashboard-screen.tsx').then((m) => ({
      Component: m.DashboardScreen,
    })),
  godown: () =>
    import('./features/masters/godown/godown-screen.tsx').then((m) => ({
      Component: m.GodownScreen,
    })),
  farmer: () =>
    import('./features/masters/farmer/farmer-screen.tsx').then((m) => ({
      Component: m.FarmerScreen,
    })),
  farm: () =>
    import('./features/masters/farm/farm-screen.tsx').then((m) => ({
      Component: m.FarmScreen,
    })),
  item: () =>
    import('./features/masters/item/item-screen.tsx').then((m) => ({
      Component: m.ItemScreen,
    })),
  growthStandard: () =>
    import('./features/masters/growth/growth-screen.tsx').then((m) => ({
      Component: m.GrowthScreen,
    })),
  feedStandard: () =>
    import('./features/masters/feed/feed-screen.tsx').then((m) => ({
      Component: m.FeedScreen,
    })),
  rate: () =>
    import('./features/masters/rate/rate-screen.tsx').then((m) => ({
      Component: m.RateScreen,
    })),
  supplier: () =>
    import('./features/masters/supplier/supplier-screen.tsx').then((m) => ({
      Component: m.SupplierScreen,
    })),
  trader: () =>
    import('./features/masters/trader/trader-screen.tsx').then((m) => ({
      Component: m.TraderScreen,
    })),
  bank: () =>
    import('./features/masters/bank/bank-screen.tsx').then((m) => ({
      Component: m.BankScreen,
    })),
  purchase: () =>
    import('./features/documents/purchase/purchase-screen.tsx').then((m) => ({
      Component: m.PurchaseScreen,
    })),
  issue: () =>
    import('./features/documents/issue/issue-screen.tsx').then((m) => ({
      Component: m.IssueScreen,
    })),
  transfer: () =>
    import('./features/documents/transfer/transfer-screen.tsx').then((m) => ({
      Component: m.TransferScreen,
    })),
  growthUpdate: () =>
    import('./features/documents/growth/growth-screen.tsx').then((m) => ({
      Component: m.GrowthUpdateScreen,
    })),
  sale: () =>
    import('./features/documents/sale/sale-screen.tsx').then((m) => ({
      Component: m.SaleScreen,
    })),
  paymentVoucher: () =>
    import('./features/documents/payment/payment-screen.tsx').then((m) => ({
      Component: m.PaymentVoucherScreen,
    })),
  paymentCollection: () =>
    import('./features/documents/collection/collection-screen.tsx').then((m) => ({
      Component: m.PaymentCollectionScreen,
    })),
  growthReport: () =>
    import('./features/reports/growth/growth-report-screen.tsx').then((m) => ({
      Component: m.GrowthReportScreen,
    })),
  settlementReport: () =>
    import('./features/reports/settlement/settlement-report-screen.tsx').then((m) => ({
      Component: m.SettlementReportScreen,
    })),
  ledgerReport: () =>
    import('./features/reports/ledger/ledger-report-screen.tsx').then((m) => ({
      Component: m.LedgerReportScreen,
    })),
  inventoryReport: () =>
    import('./features/reports/inventory/inventory-report-screen.tsx').then((m) => ({
      Component: m.InventoryReportScreen,
    })),
};

const placeholder = () =>
  import('./screens/placeholder.tsx').then((m) => ({ Component: m.PlaceholderRoute }));
const [settingsScreen, profileScreen] = accountScreens as [NavigationItem, NavigationItem];

/**
 * The route table. React Router matches paths case-insensitively by default (`caseSensitive` is
 * false), so `/MASTER/Farmer` opens Farmer Registration. Screens load lazily, one chunk per route.
 * Everything but the signed-out screens sits behind RequireSession.
 */
export const routes: RouteObject[] = [
  {
    // Shown while the first screen's code loads, so the page is never blank and never unlabelled.
    HydrateFallback: StartingUp,
    children: [
      {
        element: <RedirectIfSignedIn />,
        children: [
          {
            path: paths.login,
            lazy: () =>
              import('./features/auth/sign-in-screen.tsx').then((m) => ({
                Component: m.SignInScreen,
              })),
          },
          {
            path: paths.forgotPassword,
            lazy: () =>
              import('./features/auth/screens.tsx').then((m) => ({
                Component: m.ForgotPasswordScreen,
              })),
          },
        ],
      },
      {
        path: paths.resetPassword,
        lazy: () =>
          import('./features/auth/screens.tsx').then((m) => ({ Component: m.ResetPasswordScreen })),
      },
      {
        element: <RequireSession />,
        children: [
          {
            lazy: () => import('./shell/app-layout.tsx').then((m) => ({ Component: m.AppLayout })),
            children: [
              ...shellScreens.map(
                (screen): RouteObject => ({
                  path: paths[screen.path],
                  handle: { title: screen.title },
                  lazy: builtScreens[screen.path] ?? placeholder,
                }),
              ),
              {
                path: paths.settings,
                handle: { title: settingsScreen.title },
                lazy: () =>
                  import('./features/settings/settings-screen.tsx').then((m) => ({
                    Component: m.SettingsScreen,
                  })),
              },
              {
                path: paths.profile,
                handle: { title: profileScreen.title },
                lazy: () =>
                  import('./features/profile/profile-screen.tsx').then((m) => ({
                    Component: m.ProfileScreen,
                  })),
              },
              {
                path: '*',
                lazy: () =>
                  import('./screens/not-found.tsx').then((m) => ({ Component: m.NotFoundScreen })),
              },
            ],
          },
        ],
      },
    ],
  },
];
