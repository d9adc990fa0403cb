import type { OutboxMail, UserSummary } from '@pfm/shared';

/** Fixed users for stories: the demo Administrator, two staff, one disabled. */
export const sampleUsers: UserSummary[] = [
  {
    id: 1,
    username: 'admin',
    firstName: 'Admin',
    lastName: 'User',
    email: 'admin@kalingabroilers.in',
    phone: '9437012345',
    role: 'Administrator',
    photoUrl: null,
    totpEnabled: false,
    passwordChangedAt: '2026-02-12T10:15:00',
    language: null,
    disabled: false,
    createdAt: '2026-01-05T09:00:00',
  },
  {
    id: 2,
    username: 'ravi.das',
    firstName: 'Ravi',
    lastName: 'Das',
    email: 'ravi.das@kalingabroilers.in',
    phone: '9861234567',
    role: 'Staff',
    photoUrl: null,
    totpEnabled: false,
    passwordChangedAt: '2026-02-20T11:00:00',
    language: null,
    disabled: false,
    createdAt: '2026-01-10T09:00:00',
  },
  {
    id: 3,
    username: 'sunita.mohanty',
    firstName: 'Sunita',
    lastName: 'Mohanty',
    email: 'sunita.mohanty@kalingabroilers.in',
    phone: '',
    role: 'Administrator',
    photoUrl: null,
    totpEnabled: true,
    passwordChangedAt: '2026-03-01T08:30:00',
    language: null,
    disabled: false,
    createdAt: '2026-01-12T09:00:00',
  },
  {
    id: 4,
    username: 'pradeep.sahu',
    firstName: 'Pradeep',
    lastName: 'Sahu',
    email: 'pradeep.sahu@kalingabroilers.in',
    phone: '7008123456',
    role: 'Staff',
    photoUrl: null,
    totpEnabled: false,
    passwordChangedAt: '2026-01-20T16:45:00',
    language: null,
    disabled: true,
    createdAt: '2026-01-15T09:00:00',
  },
];

const resetBody = (firstName: string, token: string) =>
  [
    `Hello ${firstName},`,
    '',
    'Someone asked to reset the password of your Poultry Farm Management account.',
    `Open this link within 30 minutes to choose a new password: https://farm.kalingabroilers.in/reset-password?token=${token}`,
    '',
    'If it was not you, ignore this message; your password stays as it is.',
  ].join('\n');

/** Fixed mails, newest first (local times, so the pictures do not depend on the time zone). */
export const sampleMails: OutboxMail[] = [
  {
    id: 3,
    recipient: 'ravi.das@kalingabroilers.in',
    subject: 'Reset your Poultry Farm Management password',
    body: resetBody('Ravi', 'q3Zt8mVbW1xK9pLr4nYc2aHs7dFg0jUe'),
    createdAt: '2026-03-14T09:30:00',
  },
  {
    id: 2,
    recipient: 'sunita.mohanty@kalingabroilers.in',
    subject: 'Reset your Poultry Farm Management password',
    body: resetBody('Sunita', 'Lk2Pq9Wz4Xv7Bn1Mc8Rt5Ys3Hd6Gf0Ja'),
    createdAt: '2026-03-12T18:05:00',
  },
  {
    id: 1,
    recipient: 'pradeep.sahu@kalingabroilers.in',
    subject: 'Reset your Poultry Farm Management password',
    body: resetBody('Pradeep', 'Zx4Cv7Bn2Mq9Wl1Ke8Rt3Yu6Io5Pa0Sd'),
    createdAt: '2026-03-02T07:45:00',
  },
];
