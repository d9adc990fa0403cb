import type { SessionUser } from '@pfm/shared';
import { ErrorState, Spinner, TablePreferencesProvider, vars } from '@pfm/ui';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../paths.ts';
import { useT } from './i18n/i18n.tsx';
import { sessionQuery } from './session.ts';

const Centre = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${vars.space[4]};
`;

const SessionContext = createContext<SessionUser | null>(null);

/** The signed-in user. Only inside routes guarded by RequireSession. */
export function useSessionUser(): SessionUser {
  const user = useContext(SessionContext);
  if (!user) throw new Error('useSessionUser must be used inside <RequireSession>');
  return user;
}

/**
 * Guards every route but sign-in and password reset: a signed-out person goes to /login, which brings
 * them back here after signing in. The server decides; nothing is kept in localStorage.
 */
export function RequireSession() {
  const t = useT();
  const session = useQuery(sessionQuery);
  const location = useLocation();
  if (session.isPending) {
    return (
      <Centre>
        <Spinner size="lg" label={t('session.checking')} />
      </Centre>
    );
  }
  if (session.isError) {
    return (
      <Centre>
        <ErrorState
          message={session.error.message}
          onRetry={() => session.refetch()}
          retrying={session.isFetching}
        />
      </Centre>
    );
  }
  if (!session.data) {
    return (
      <Navigate
        to={paths.login}
        replace
        state={{ from: `${location.pathname}${location.search}` }}
      />
    );
  }
  return (
    <SessionContext.Provider value={session.data}>
      {/* Each user's table densities and hidden columns, kept in this browser per list. */}
      <TablePreferencesProvider userKey={String(session.data.id)}>
        <Outlet />
      </TablePreferencesProvider>
    </SessionContext.Provider>
  );
}

/** Sends an already signed-in person away from the sign-in screens. */
export function RedirectIfSignedIn() {
  const session = useQuery(sessionQuery);
  if (session.data) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}
