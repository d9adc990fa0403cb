import type { Decorator } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '../lib/query-client.ts';

/**
 * Renders a story inside a memory router (at `parameters.route`, default "/") and a fresh query
 * client, so screens that link or read the URL work without a server. Both are made once per
 * rendered story: a re-render (the test setup switching the theme) keeps the screen's state.
 */
export const withAppProviders: Decorator = (Story, context) => {
  const route = (context.parameters.route as string | undefined) ?? '/';
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*', element: <Story /> }], { initialEntries: [route] }),
  );
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
};
