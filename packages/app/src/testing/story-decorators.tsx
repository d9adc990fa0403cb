import { type ColorRole, type ThemeName, themes } from '@pfm/ui';
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

/**
 * A colour role as the browser computes it (`#b91c1c` → `rgb(185, 28, 28)`) in the theme the story
 * is shown in: light in the tests, either one in Storybook's toolbar.
 */
export function themeColour(role: ColorRole): string {
  const theme = (document.documentElement.dataset.theme ?? 'light') as ThemeName;
  const hex = themes[theme][role];
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
