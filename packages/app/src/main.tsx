import { ThemeProvider } from '@pfm/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { sessionQuery } from './features/auth/api.ts';
import { settingsQuery } from './features/settings/api.ts';
import { createQueryClient } from './lib/query-client.ts';
import { routes } from './routes.tsx';

// A request answered 401 means the session ended (timeout, sign-out elsewhere): the guard then shows sign-in.
const queryClient = createQueryClient({
  onUnauthorized: () => queryClient.setQueryData(sessionQuery.queryKey, null),
});
// Ask who is signed in now, while the first screen's code is still loading, not after it; once someone
// is, fetch the settings the shell shows (company name, formats) while the shell's code loads.
void queryClient.prefetchQuery(sessionQuery).then(() => {
  if (queryClient.getQueryData(sessionQuery.queryKey))
    void queryClient.prefetchQuery(settingsQuery);
});
/** The screens of the address bar's route (declarative routes, decision 0043). */
function Screens() {
  return useRoutes(routes);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <ThemeProvider>
      <QueryClientProvider client={queryClient}>
        {/* Toasts belong to the signed-in shell (AppLayout), loaded with it. */}
        <BrowserRouter>
          <Screens />
        </BrowserRouter>
      </QueryClientProvider>
    </ThemeProvider>
  </StrictMode>,
);
