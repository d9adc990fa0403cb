import type { Words } from '@pfm/ui';
import type { Translate } from './translate.ts';

/** The design system's words (its `Words`) in the reader's language, from the app's catalogue. */
export const uiWords = (t: Translate): Words => ({
  skipToMain: t('ui.skipToMain'),
  tagline: t('ui.tagline'),
  switchToLight: t('ui.switchToLight'),
  switchToDark: t('ui.switchToDark'),
  accountMenuFor: t('ui.accountMenuFor'),
  profile: t('nav.profile'),
  settings: t('nav.settings'),
  signOut: t('ui.signOut'),
  language: t('account.language'),
  mainNavigation: t('ui.mainNavigation'),
  navigation: t('nav.group.navigation'),
  closeNavigation: t('ui.closeNavigation'),
  toggleSidebar: t('ui.toggleSidebar'),
  notifications: t('ui.notifications'),
  notification: t('ui.notification'),
  close: t('ui.close'),
});
