import { useLingui } from '@lingui/react';
import {
  chooseLanguage,
  isLanguage,
  type Language,
  languageNames,
  languages,
  type SessionUser,
  type Settings,
} from '@pfm/shared';
import { type AppShellProps, useToast } from '@pfm/ui';
import { useEffect } from 'react';
import { useSaveLanguage } from '../features/profile/api.ts';
import { activateLanguage, useT } from '../lib/i18n/i18n.tsx';

const options = languages.map((language) => ({
  value: language,
  label: languageNames[language],
  lang: language,
}));

/**
 * The signed-in person's language: shows the one they chose, else the company's, else their
 * browser's, and offers the four in the account menu. A choice shows at once and is saved with the
 * user, so it follows them to another device; if it cannot be saved, a toast says so.
 */
export function useShellLanguage(
  user: Pick<SessionUser, 'language'>,
  settings: Pick<Settings, 'defaultLanguage'>,
): NonNullable<AppShellProps['languages']> {
  const wanted = chooseLanguage({
    user: user.language,
    company: settings.defaultLanguage,
    browser: typeof navigator === 'undefined' ? [] : navigator.languages,
  });
  useEffect(() => {
    void activateLanguage(wanted);
  }, [wanted]);

  const { i18n } = useLingui();
  const t = useT();
  const { toast } = useToast();
  const save = useSaveLanguage();
  const current = isLanguage(i18n.locale) ? i18n.locale : wanted;

  return {
    options,
    value: current,
    onChange: (value) => {
      if (!isLanguage(value) || value === current) return;
      const language: Language = value;
      void activateLanguage(language).then(() =>
        save.mutate(language, {
          onError: (error) =>
            toast({
              tone: 'error',
              title: t('account.languageNotSaved', {
                language: languageNames[language],
                reason: error.message,
              }),
            }),
        }),
      );
    },
  };
}
