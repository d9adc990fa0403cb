import { chooseLanguage } from '@pfm/shared';
import { useState } from 'react';
import { useSessionUser } from '../../lib/require-session.tsx';
import { useSettingsOrDefaults } from '../../lib/settings.ts';
import {
  useChangePassword,
  useConfirmTotp,
  useSaveLanguage,
  useSaveProfile,
  useStartTotp,
  useUploadPhoto,
} from './api.ts';
import { ProfilePage } from './profile-page.tsx';

/**
 * /profile: the signed-in user's own details, photo, language, password and two-factor
 * authentication. A saved language shows at once: the shell follows the session user.
 */
export function ProfileScreen() {
  const user = useSessionUser();
  const saveProfile = useSaveProfile();
  const uploadPhoto = useUploadPhoto();
  const changePassword = useChangePassword();
  const startTotp = useStartTotp();
  const confirmTotp = useConfirmTotp();
  const saveLanguage = useSaveLanguage();
  const settings = useSettingsOrDefaults();
  // Read once: "Last changed N days ago" need not tick while the page is open.
  const [now] = useState(() => new Date());

  return (
    <ProfilePage
      user={user}
      now={now}
      onSaveProfile={(input) => saveProfile.mutateAsync(input)}
      onUploadPhoto={(file) => uploadPhoto.mutateAsync(file)}
      onChangePassword={(input) => changePassword.mutateAsync(input)}
      onStartTotp={() => startTotp.mutateAsync()}
      onConfirmTotp={(code) => confirmTotp.mutateAsync(code)}
      automaticLanguage={chooseLanguage({
        company: settings.defaultLanguage,
        browser: typeof navigator === 'undefined' ? [] : navigator.languages,
      })}
      onChooseLanguage={(language) => saveLanguage.mutateAsync(language)}
    />
  );
}
