import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import type { StorybookConfig } from '@storybook/react-vite';
import { catalogueParts } from '../packages/app/vite-catalogue.ts';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../packages/*/src/**/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Docs pages read props from the TypeScript types; a test run shows no docs, and the type checker this
  // runs over every component it serves was a cost paid for nothing.
  typescript: { reactDocgen: process.env.VITEST ? false : 'react-docgen-typescript' },
  // Pre-bundle every dependency stories import, so a test run never re-optimises (and reloads) midway.
  // Lingui's plugin compiles the catalogues the stories import (`?lingui`), as the app's build does.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: [
      ...(viteConfig.plugins ?? []),
      lingui({ configPath: fileURLToPath(new URL('../lingui.config.ts', import.meta.url)) }),
      // The app's catalogue parts (decision 0056), which a story of the whole app may load.
      catalogueParts(),
    ],
    optimizeDeps: {
      ...viteConfig.optimizeDeps,
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        '@storybook/addon-a11y/preview',
        '@radix-ui/react-avatar',
        '@radix-ui/react-checkbox',
        '@radix-ui/react-dialog',
        '@radix-ui/react-dropdown-menu',
        '@radix-ui/react-label',
        '@radix-ui/react-popover',
        '@radix-ui/react-select',
        '@radix-ui/react-separator',
        '@radix-ui/react-switch',
        '@radix-ui/react-tabs',
        '@radix-ui/react-toast',
        '@radix-ui/react-tooltip',
        '@radix-ui/react-visually-hidden',
        '@tanstack/react-table',
        '@tanstack/react-query',
        'react-router-dom',
        'react-hook-form',
        '@hookform/resolvers/zod',
        'zod',
        'date-fns',
        'lucide-react',
        'styled-components',
        '@lingui/core',
        '@lingui/react',
      ],
    },
  }),
};

export default config;
