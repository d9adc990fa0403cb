import type { Messages } from '@lingui/core';
import type { Language } from '@pfm/shared';
import type { CataloguePart } from './catalogue-parts.ts';

type Load = () => Promise<{ messages: Messages }>;

/**
 * Each language's catalogue in parts, compiled at build time, each a chunk of its own: a screen
 * fetches only the active language's core and its own part (decisions 0054 and 0056). Written out,
 * so the bundler sees every chunk.
 */
export const catalogues: Record<Language, Record<CataloguePart, Load>> = {
  'en-IN': {
    core: () => import('virtual:pfm-catalogue/en-IN/core'),
    auth: () => import('virtual:pfm-catalogue/en-IN/auth'),
    dashboard: () => import('virtual:pfm-catalogue/en-IN/dashboard'),
    profile: () => import('virtual:pfm-catalogue/en-IN/profile'),
    settings: () => import('virtual:pfm-catalogue/en-IN/settings'),
    ledger: () => import('virtual:pfm-catalogue/en-IN/ledger'),
  },
  hi: {
    core: () => import('virtual:pfm-catalogue/hi/core'),
    auth: () => import('virtual:pfm-catalogue/hi/auth'),
    dashboard: () => import('virtual:pfm-catalogue/hi/dashboard'),
    profile: () => import('virtual:pfm-catalogue/hi/profile'),
    settings: () => import('virtual:pfm-catalogue/hi/settings'),
    ledger: () => import('virtual:pfm-catalogue/hi/ledger'),
  },
  or: {
    core: () => import('virtual:pfm-catalogue/or/core'),
    auth: () => import('virtual:pfm-catalogue/or/auth'),
    dashboard: () => import('virtual:pfm-catalogue/or/dashboard'),
    profile: () => import('virtual:pfm-catalogue/or/profile'),
    settings: () => import('virtual:pfm-catalogue/or/settings'),
    ledger: () => import('virtual:pfm-catalogue/or/ledger'),
  },
  bn: {
    core: () => import('virtual:pfm-catalogue/bn/core'),
    auth: () => import('virtual:pfm-catalogue/bn/auth'),
    dashboard: () => import('virtual:pfm-catalogue/bn/dashboard'),
    profile: () => import('virtual:pfm-catalogue/bn/profile'),
    settings: () => import('virtual:pfm-catalogue/bn/settings'),
    ledger: () => import('virtual:pfm-catalogue/bn/ledger'),
  },
};
