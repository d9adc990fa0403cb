import type { RouteObject } from 'react-router-dom';
import { accountScreens, navigation, paths } from './paths.ts';
import { AppLayout } from './shell/app-layout.tsx';

const shellScreens = [...navigation.flatMap((group) => group.items), ...accountScreens];

/**
 * The route table. React Router matches paths case-insensitively by default (`caseSensitive` is
 * false), so `/MASTER/Farmer` opens Farmer Registration. Screens load lazily, one chunk per route.
 */
export const routes: RouteObject[] = [
  {
    path: paths.login,
    lazy: () => import('./screens/sign-in.tsx').then((m) => ({ Component: m.SignInScreen })),
  },
  {
    path: paths.forgotPassword,
    lazy: () =>
      import('./screens/forgot-password.tsx').then((m) => ({ Component: m.ForgotPasswordScreen })),
  },
  {
    element: <AppLayout />,
    children: [
      ...shellScreens.map(
        (screen): RouteObject => ({
          path: paths[screen.path],
          handle: { title: screen.title },
          lazy: () =>
            import('./screens/placeholder.tsx').then((m) => ({ Component: m.PlaceholderRoute })),
        }),
      ),
      {
        path: '*',
        lazy: () =>
          import('./screens/not-found.tsx').then((m) => ({ Component: m.NotFoundScreen })),
      },
    ],
  },
];
