import type { Messages } from '@lingui/core';
import type { Language } from '@pfm/shared';

/**
 * Each language's catalogue, compiled at build time into a chunk of its own: a screen fetches only
 * the active language's (decision 0054).
 */
export const catalogues: Record<Language, () => Promise<{ messages: Messages }>> = {
  'en-IN': () => import('@pfm/shared/locales/en-IN.json?lingui'),
  hi: () => import('@pfm/shared/locales/hi.json?lingui'),
  or: () => import('@pfm/shared/locales/or.json?lingui'),
  bn: () => import('@pfm/shared/locales/bn.json?lingui'),
};
