import type { Decorator } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '../lib/query-client.ts';

/**
 * Renders a story inside a memory router (at `parameters.route`, default "/") and a fresh query
 * client, so screens that link or read the URL work without a server.
 */
export const withAppProviders: Decorator = (Story, context) => {
  const route = (context.parameters.route as string | undefined) ?? '/';
  const router = createMemoryRouter([{ path: '*', element: <Story /> }], {
    initialEntries: [route],
  });
  return (
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
};
