import { useState } from 'react';
import { useSessionUser } from '../../lib/require-session.tsx';
import {
  useChangePassword,
  useConfirmTotp,
  useSaveProfile,
  useStartTotp,
  useUploadPhoto,
} from './api.ts';
import { ProfilePage } from './profile-page.tsx';

/** /profile: the signed-in user's own details, photo, password and two-factor authentication. */
export function ProfileScreen() {
  const user = useSessionUser();
  const saveProfile = useSaveProfile();
  const uploadPhoto = useUploadPhoto();
  const changePassword = useChangePassword();
  const startTotp = useStartTotp();
  const confirmTotp = useConfirmTotp();
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
    />
  );
}
