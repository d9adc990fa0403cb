import { defaultSettings } from '@pfm/shared';
import { ThemeProvider } from '@pfm/ui';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useLocation, useRoutes } from 'react-router-dom';
import { LanguageProvider, languageReady } from './lib/i18n/i18n.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { sessionQuery } from './lib/session.ts';
import { settingsQuery } from './lib/settings.ts';
import { documentTitle, routes, screenTitle } from './routes.tsx';

// A request answered 401 means the session ended (timeout, sign-out elsewhere): the guard then shows sign-in.
const queryClient = createQueryClient({
  onUnauthorized: () => queryClient.setQueryData(sessionQuery.queryKey, null),
});
// The first language's catalogue, fetched beside the first screen's code (the screens wait for both).
void languageReady();
// Ask who is signed in now, while the first screen's code is still loading, not after it; once someone
// is, fetch the settings the shell shows (company name, formats) while the shell's code loads.
void queryClient.prefetchQuery(sessionQuery).then(() => {
  if (queryClient.getQueryData(sessionQuery.queryKey))
    void queryClient.prefetchQuery(settingsQuery);
});
/** The screens of the address bar's route (declarative routes, decision 0043) and the tab's title. */
function Screens() {
  const { pathname } = useLocation();
  // Only reads the settings the shell fetches (signed out, asking for them would answer 401); the
  // default company name until they are there.
  const companyName =
    useQuery({ ...settingsQuery, enabled: false }).data?.companyName ?? defaultSettings.companyName;
  const title = documentTitle(screenTitle(pathname), companyName);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return useRoutes(routes);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <ThemeProvider>
      <LanguageProvider>
        <QueryClientProvider client={queryClient}>
          {/* Toasts belong to the signed-in shell (AppLayout), loaded with it. */}
          <BrowserRouter>
            <Screens />
          </BrowserRouter>
        </QueryClientProvider>
      </LanguageProvider>
    </ThemeProvider>
  </StrictMode>,
);
