import { AppShell, type SidebarGroupData, type SidebarLinkProps, ToastProvider } from '@pfm/ui';
import { lazy, Suspense, useMemo } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSignOut } from '../features/auth/api.ts';
import { type Translate, useT } from '../lib/i18n/i18n.tsx';
import { useSessionUser } from '../lib/require-session.tsx';
import { useSettingsOrDefaults } from '../lib/settings.ts';
import { groupLabelId, labelId, navigation, paths } from '../paths.ts';
import { fallbackIcon, navigationIcons } from './navigation-icons.tsx';
import { Shortcuts } from './shortcuts.tsx';
import { useShellLanguage } from './use-shell-language.ts';

/** The sidebar's groups and links, in the reader's language. */
const sidebarGroups = (t: Translate): SidebarGroupData[] =>
  navigation.map((group) => ({
    label: t(groupLabelId(group)),
    items: group.items.map((item) => ({
      id: item.path,
      label: t(labelId(item.path)),
      href: paths[item.path],
      icon: navigationIcons[item.path] ?? fallbackIcon,
    })),
  }));

/** Sidebar links go through the router, so navigating never reloads the page. */
function RouterLink({ href, ...rest }: SidebarLinkProps) {
  return <Link to={href} {...rest} />;
}

/** The sidebar item of the current path (matched case-insensitively, like the routes). */
const activeItemId = (pathname: string) => {
  const current = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return navigation.flatMap((group) => group.items).find((item) => paths[item.path] === current)
    ?.path;
};

const Toaster = lazy(() => import('./toaster.ts').then((m) => ({ default: m.Toaster })));

/**
 * The shell around every signed-in screen: sidebar, header with the company name and user menu, and
 * the toasts the screens use. Loaded as its own chunk, so the sign-in screens carry none of it; the
 * Toaster, the user menu and the rail's tooltips follow once the shell has painted (a tooltip needs
 * no provider).
 */
export function AppLayout() {
  return (
    <ToastProvider>
      <Shell />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </ToastProvider>
  );
}

function Shell() {
  const user = useSessionUser();
  const settings = useSettingsOrDefaults();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const location = useLocation();
  const t = useT();
  const groups = useMemo(() => sidebarGroups(t), [t]);
  const languages = useShellLanguage(user, settings);

  return (
    <AppShell
      groups={groups}
      activeId={activeItemId(location.pathname)}
      linkComponent={RouterLink}
      companyName={settings.companyName}
      user={{
        name: `${user.firstName} ${user.lastName}`,
        role: t(`role.${user.role}`),
        photoUrl: user.photoUrl,
      }}
      onProfile={() => navigate(paths.profile)}
      onSettings={() => navigate(paths.settings)}
      onSignOut={() => signOut.mutate()}
      languages={languages}
    >
      <Outlet />
      <Shortcuts />
    </AppShell>
  );
}
