import { type ComponentType, lazy, Suspense } from 'react';
import { matchRoutes, Outlet, type RouteObject } from 'react-router-dom';
import type { ScreenPart } from './lib/i18n/catalogue-parts.ts';
import { languageReady, screenPartReady } from './lib/i18n/i18n.tsx';
import { RedirectIfSignedIn, RequireSession } from './lib/require-session.tsx';
import {
  accountScreens,
  type NavigationItem,
  navigation,
  type PathName,
  paths,
  screenTitles,
} from './paths.ts';
import { StartingUp } from './shell/starting-up.tsx';

const shellScreens = navigation.flatMap((group) => group.items);

/** How a screen's code is loaded: the module, with the screen as its default. */
type ScreenModule = () => Promise<{ default: ComponentType }>;

/**
 * A screen loaded on first use (React.lazy), shown inside the nearest Suspense boundary once its
 * code, the first language's catalogue and the screen's own part of it are in (they load side by
 * side).
 */
function lazyScreen(load: ScreenModule, part?: ScreenPart) {
  const Screen = lazy(() =>
    Promise.all([load(), part ? screenPartReady(part) : languageReady()]).then(
      ([screen]) => screen,
    ),
  );
  return <Screen />;
}

/** The screens with messages of their own (catalogue-parts.ts), by path name. */
const screenPartOf: Partial<Record<PathName, ScreenPart>> = {
  dashboard: 'dashboard',
  ledgerReport: 'ledger',
};

const builtScreen = (path: PathName) => {
  const load = builtScreens[path];
  return load && lazyScreen(load, screenPartOf[path]);
};

/** Screens that are built, by path name; the rest show a placeholder. One lazily loaded chunk each. */
const builtScreens: Partial<Record<PathName, ScreenModule>> = {
  dashboard: () =>
    import('./features/dashboard/dashboard-screen.tsx').then((m) => ({
      default: m.DashboardScreen,
    })),
  godown: () =>
    import('./features/masters/godown/godown-screen.tsx').then((m) => ({
      default: m.GodownScreen,
    })),
  farmer: () =>
    import('./features/masters/farmer/farmer-screen.tsx').then((m) => ({
      default: m.FarmerScreen,
    })),
  farm: () =>
    import('./features/masters/farm/farm-screen.tsx').then((m) => ({
      default: m.FarmScreen,
    })),
  item: () =>
    import('./features/masters/item/item-screen.tsx').then((m) => ({
      default: m.ItemScreen,
    })),
  growthStandard: () =>
    import('./features/masters/growth/growth-screen.tsx').then((m) => ({
      default: m.GrowthScreen,
    })),
  feedStandard: () =>
    import('./features/masters/feed/feed-screen.tsx').then((m) => ({
      default: m.FeedScreen,
    })),
  rate: () =>
    import('./features/masters/rate/rate-screen.tsx').then((m) => ({
      default: m.RateScreen,
    })),
  supplier: () =>
    import('./features/masters/supplier/supplier-screen.tsx').then((m) => ({
      default: m.SupplierScreen,
    })),
  trader: () =>
    import('./features/masters/trader/trader-screen.tsx').then((m) => ({
      default: m.TraderScreen,
    })),
  bank: () =>
    import('./features/masters/bank/bank-screen.tsx').then((m) => ({
      default: m.BankScreen,
    })),
  purchase: () =>
    import('./features/documents/purchase/purchase-screen.tsx').then((m) => ({
      default: m.PurchaseScreen,
    })),
  issue: () =>
    import('./features/documents/issue/issue-screen.tsx').then((m) => ({
      default: m.IssueScreen,
    })),
  transfer: () =>
    import('./features/documents/transfer/transfer-screen.tsx').then((m) => ({
      default: m.TransferScreen,
    })),
  growthUpdate: () =>
    import('./features/documents/growth/growth-screen.tsx').then((m) => ({
      default: m.GrowthUpdateScreen,
    })),
  sale: () =>
    import('./features/documents/sale/sale-screen.tsx').then((m) => ({
      default: m.SaleScreen,
    })),
  paymentVoucher: () =>
    import('./features/documents/payment/payment-screen.tsx').then((m) => ({
      default: m.PaymentVoucherScreen,
    })),
  paymentCollection: () =>
    import('./features/documents/collection/collection-screen.tsx').then((m) => ({
      default: m.PaymentCollectionScreen,
    })),
  growthReport: () =>
    import('./features/reports/growth/growth-report-screen.tsx').then((m) => ({
      default: m.GrowthReportScreen,
    })),
  settlementReport: () =>
    import('./features/reports/settlement/settlement-report-screen.tsx').then((m) => ({
      default: m.SettlementReportScreen,
    })),
  ledgerReport: () =>
    import('./features/reports/ledger/ledger-report-screen.tsx').then((m) => ({
      default: m.LedgerReportScreen,
    })),
  inventoryReport: () =>
    import('./features/reports/inventory/inventory-report-screen.tsx').then((m) => ({
      default: m.InventoryReportScreen,
    })),
};

/** A screen not built yet: its heading and a note (the route's title). */
const placeholder = (title: string) =>
  lazyScreen(() =>
    import('./screens/placeholder.tsx').then((m) => ({
      default: () => <m.PlaceholderScreen title={title} />,
    })),
  );
const [settingsScreen, profileScreen] = accountScreens as [NavigationItem, NavigationItem];

/**
 * The route table (declarative routes: the data router's engine is not loaded, decision 0043). React
 * Router matches paths case-insensitively by default (`caseSensitive` is false), so `/MASTER/Farmer`
 * opens Farmer Registration. Screens load lazily, one chunk per route; until the first one's code has
 * arrived the page shows StartingUp, and a later navigation keeps the screen it leaves until the next
 * one is ready (React Router moves in a transition). Everything but the signed-out screens sits behind
 * RequireSession. A route's `handle.title` names its screen (`screenTitle`).
 */
export const routes: RouteObject[] = [
  {
    // Shown while the first screen's code loads, so the page is never blank and never unlabelled.
    element: (
      <Suspense fallback={<StartingUp />}>
        <Outlet />
      </Suspense>
    ),
    children: [
      {
        element: <RedirectIfSignedIn />,
        children: [
          {
            path: paths.login,
            handle: { title: screenTitles.login },
            element: lazyScreen(
              () =>
                import('./features/auth/sign-in-screen.tsx').then((m) => ({
                  default: m.SignInScreen,
                })),
              'auth',
            ),
          },
          {
            path: paths.forgotPassword,
            handle: { title: screenTitles.forgotPassword },
            element: lazyScreen(
              () =>
                import('./features/auth/screens.tsx').then((m) => ({
                  default: m.ForgotPasswordScreen,
                })),
              'auth',
            ),
          },
        ],
      },
      {
        path: paths.resetPassword,
        handle: { title: screenTitles.resetPassword },
        element: lazyScreen(
          () =>
            import('./features/auth/screens.tsx').then((m) => ({ default: m.ResetPasswordScreen })),
          'auth',
        ),
      },
      {
        element: <RequireSession />,
        children: [
          {
            // The shell and every screen in it show and read dates in the Settings format.
            element: lazyScreen(() =>
              Promise.all([
                import('./shell/app-layout.tsx'),
                import('./features/settings/date-settings.tsx'),
              ]).then(([layout, dates]) => ({
                default: () => (
                  <dates.DatesFromSettings>
                    <layout.AppLayout />
                  </dates.DatesFromSettings>
                ),
              })),
            ),
            children: [
              ...shellScreens.map(
                (screen): RouteObject => ({
                  path: paths[screen.path],
                  handle: { title: screen.title },
                  element: builtScreen(screen.path) ?? placeholder(screen.title),
                }),
              ),
              {
                path: paths.settings,
                handle: { title: settingsScreen.title },
                element: lazyScreen(
                  () =>
                    import('./features/settings/settings-screen.tsx').then((m) => ({
                      default: m.SettingsScreen,
                    })),
                  'settings',
                ),
              },
              {
                path: paths.profile,
                handle: { title: profileScreen.title },
                element: lazyScreen(
                  () =>
                    import('./features/profile/profile-screen.tsx').then((m) => ({
                      default: m.ProfileScreen,
                    })),
                  'profile',
                ),
              },
              {
                path: '*',
                handle: { title: screenTitles.notFound },
                element: lazyScreen(() =>
                  import('./screens/not-found.tsx').then((m) => ({ default: m.NotFoundScreen })),
                ),
              },
            ],
          },
        ],
      },
    ],
  },
];

/** What a route's `handle` holds. */
interface ScreenHandle {
  /** The screen's heading, also the browser tab's title. */
  title: string;
}

/** The title of the screen at `pathname`: its route's `handle.title` (decision 0043). */
export function screenTitle(pathname: string): string | undefined {
  return (matchRoutes(routes, pathname) ?? [])
    .map(({ route }) => (route.handle as ScreenHandle | undefined)?.title)
    .findLast((title) => title !== undefined);
}

/** The browser tab's title ("Purchase · Sai Poultry Integration"); without a screen, the company. */
export const documentTitle = (screen: string | undefined, companyName: string) =>
  screen ? `${screen} · ${companyName}` : companyName;
