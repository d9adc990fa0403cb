// Over 400 lines: the profile's sections (details, photo, language, password, two-factor sign-in), each with its own states, and the page in each language.
import type { Language, SessionUser, TotpEnrolment } from '@pfm/shared';
import english from '@pfm/shared/locales/en-IN.json';
import { Toaster, ToastProvider } from '@pfm/ui';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ApiError } from '../../lib/api.ts';
import { englishLeftIn } from '../../testing/english-left.ts';
import { withAppProviders } from '../../testing/story-decorators.tsx';
import { ProfilePage } from './profile-page.tsx';

const PHOTO_HINT = english['profile.photo.hint'];
const TOTP_OFF_TEXT = english['profile.totp.off'];
const TOTP_ON_TEXT = english['profile.totp.on'];

/** The app mounts ToastProvider and Toaster at its root; stories do it here. */
const withToasts: Decorator = (Story) => (
  <ToastProvider>
    <Story />
    <Toaster />
  </ToastProvider>
);

/** 14 March 2026, noon: the password below was changed 30 days before. */
const now = new Date(2026, 2, 14, 12, 0);

const admin: SessionUser = {
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
};

/** A 21×21 QR-like picture with a white background, as the server's QR code SVG has. */
function sampleQrSvg(): string {
  const size = 21;
  const cells: string[] = [];
  const finder = (x: number, y: number) =>
    `M${x} ${y}h7v7h-7zM${x + 1} ${y + 1}v5h5v-5zM${x + 2} ${y + 2}h3v3h-3z`;
  let seed = 7;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const inFinder = (x < 8 && y < 8) || (x > 12 && y < 8) || (x < 8 && y > 12);
      seed = (seed * 1103515245 + 12345) % 2147483648;
      if (!inFinder && seed % 3 === 0) cells.push(`M${x} ${y}h1v1h-1z`);
    }
  }
  const modules = [finder(0, 0), finder(14, 0), finder(0, 14), ...cells].join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="-1 -1 23 23" shape-rendering="crispEdges"><path fill="#ffffff" d="M-1 -1h23v23h-23z"/><path fill="#000000" fill-rule="evenodd" d="${modules}"/></svg>`;
}

const enrolment: TotpEnrolment = {
  secret: 'JBSWY3DPEHPK3PXPKALINGA2',
  otpauthUrl: 'otpauth://totp/Poultry%20Farm%20Management:admin?secret=JBSWY3DPEHPK3PXPKALINGA2',
  qrSvg: sampleQrSvg(),
};

/** A plain picture for the photo stories (a data URL, so nothing is fetched). */
const samplePhoto = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#2f6f4f"/><circle cx="40" cy="31" r="14" fill="#f2d2b6"/><path d="M14 80c2-18 13-27 26-27s24 9 26 27z" fill="#f2d2b6"/></svg>',
)}`;

const meta = {
  title: 'Screens/Profile',
  component: ProfilePage,
  decorators: [withToasts, withAppProviders],
  parameters: { layout: 'padded', route: '/profile' },
  args: {
    user: admin,
    now,
    onSaveProfile: fn(async () => {}),
    onUploadPhoto: fn(async () => {}),
    onChangePassword: fn(async () => {}),
    onStartTotp: fn(async () => enrolment),
    onConfirmTotp: fn(async () => {}),
    automaticLanguage: 'en-IN',
    onChooseLanguage: fn(async () => {}),
  },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const fileInput = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

export const Loaded: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Admin User' })).toHaveTextContent('AU');
    await expect(canvas.getByRole('button', { name: 'Change Photo' })).toHaveAccessibleDescription(
      PHOTO_HINT,
    );
    await expect(fileInput(canvasElement)).toHaveAttribute(
      'accept',
      'image/jpeg,image/gif,image/png',
    );
    await expect(canvas.getByLabelText(/First Name/)).toHaveValue('Admin');
    await expect(canvas.getByLabelText(/Email Address/)).toHaveValue('admin@kalingabroilers.in');
    const role = canvas.getByLabelText('Role');
    await expect(role).toHaveValue('Administrator');
    await expect(role).toHaveAttribute('readonly');
    await expect(canvas.getByText('Last changed 30 days ago')).toBeVisible();
    await expect(canvas.getByText(TOTP_OFF_TEXT)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Enable' })).toBeVisible();
  },
};

export const WithPhoto: Story = {
  args: { user: { ...admin, photoUrl: samplePhoto } },
  play: async ({ canvas }) => {
    // The initials stand in until the photo has loaded.
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Admin User' }).tagName).toBe('IMG'),
    );
    await expect(canvas.getByRole('img', { name: 'Admin User' })).toHaveAttribute(
      'src',
      samplePhoto,
    );
  },
};

/** Staff see their real role; two-factor authentication already on shows "On", not Enable. */
export const StaffWithTwoFactor: Story = {
  args: {
    user: {
      ...admin,
      id: 2,
      username: 'ravi.das',
      firstName: 'Ravi',
      lastName: 'Das',
      email: 'ravi.das@kalingabroilers.in',
      role: 'Staff',
      totpEnabled: true,
      passwordChangedAt: '2026-03-13T18:00:00',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Role')).toHaveValue('Staff');
    await expect(canvas.getByText('Last changed 1 day ago')).toBeVisible();
    await expect(canvas.getByText(TOTP_ON_TEXT)).toBeVisible();
    await expect(canvas.getByText('On')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Enable' })).not.toBeInTheDocument();
  },
};

export const PasswordChangedToday: Story = {
  args: { user: { ...admin, passwordChangedAt: '2026-03-14T08:05:00' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Last changed today')).toBeVisible();
  },
};

export const Saved: Story = {
  play: async ({ args, canvas }) => {
    const phone = canvas.getByLabelText(/Phone Number/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '+91 9861002233');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(args.onSaveProfile).toHaveBeenCalledWith({
        firstName: 'Admin',
        lastName: 'User',
        email: 'admin@kalingabroilers.in',
        phone: '+91 9861002233',
      }),
    );
    await expect(await screen.findByText('Profile saved')).toBeVisible();
  },
};

export const Cancelled: Story = {
  play: async ({ args, canvas }) => {
    const first = canvas.getByLabelText(/First Name/);
    await userEvent.clear(first);
    await userEvent.type(first, 'Ramesh');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(first).toHaveValue('Admin');
    await expect(args.onSaveProfile).not.toHaveBeenCalled();
  },
};

export const ValidationErrors: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.clear(canvas.getByLabelText(/First Name/));
    const email = canvas.getByLabelText(/Email Address/);
    await userEvent.clear(email);
    await userEvent.type(email, 'admin@kalinga');
    const phone = canvas.getByLabelText(/Phone Number/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '94370');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByText('Enter your first name.')).toBeVisible();
    await expect(canvas.getByText('Enter a valid email address.')).toBeVisible();
    await expect(
      canvas.getByText('Enter a 10-digit mobile number (optionally with +91).'),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/First Name/)).toHaveFocus();
    await expect(args.onSaveProfile).not.toHaveBeenCalled();
  },
};

/** The server refuses the email: the message shows beside it (once) and the typing stays. */
export const ServerFieldError: Story = {
  args: {
    onSaveProfile: fn(async () => {
      throw new ApiError(409, 'conflict', 'Another user already has this email address.', {
        email: 'Another user already has this email address.',
      });
    }),
  },
  play: async ({ canvas }) => {
    const email = canvas.getByLabelText(/Email Address/);
    await userEvent.clear(email);
    await userEvent.type(email, 'ravi.das@kalingabroilers.in');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(
      await canvas.findByText('Another user already has this email address.'),
    ).toBeVisible();
    await expect(canvas.getAllByText('Another user already has this email address.')).toHaveLength(
      1,
    );
    await expect(email).toHaveValue('ravi.das@kalingabroilers.in');
  },
};

export const ServerError: Story = {
  args: {
    onSaveProfile: fn(async () => {
      throw new ApiError(
        0,
        'network',
        'Could not reach the server. Check your connection and try again.',
      );
    }),
  },
  play: async ({ canvas }) => {
    const last = canvas.getByLabelText(/Last Name/);
    await userEvent.clear(last);
    await userEvent.type(last, 'Mishra');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not reach the server.');
    await expect(last).toHaveValue('Mishra');
  },
};

export const Saving: Story = {
  args: { onSaveProfile: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Save Changes' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    );
  },
};

export const PhotoUploaded: Story = {
  play: async ({ args, canvasElement }) => {
    const photo = new File([new Uint8Array(180 * 1024)], 'admin.png', { type: 'image/png' });
    await userEvent.upload(fileInput(canvasElement), photo);
    await waitFor(() => expect(args.onUploadPhoto).toHaveBeenCalledWith(photo));
    await expect(await screen.findByText('Photo updated')).toBeVisible();
  },
};

/** Checked in the browser before anything is sent. */
export const PhotoTooLarge: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const photo = new File([new Uint8Array(3 * 1024 * 1024)], 'farm-visit.jpg', {
      type: 'image/jpeg',
    });
    await userEvent.upload(fileInput(canvasElement), photo);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This photo is 3.0 MB. Choose one of at most 2 MB.',
    );
    await expect(canvas.getByRole('button', { name: 'Change Photo' })).toHaveAccessibleDescription(
      `${PHOTO_HINT} This photo is 3.0 MB. Choose one of at most 2 MB.`,
    );
    await expect(args.onUploadPhoto).not.toHaveBeenCalled();
  },
};

export const PhotoWrongType: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const report = new File(['%PDF-1.7'], 'batch-B001-report.pdf', { type: 'application/pdf' });
    // The picker offers only images, but a file can still be forced through; it is refused here.
    await userEvent.setup({ applyAccept: false }).upload(fileInput(canvasElement), report);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This file is not a JPG, GIF or PNG image.',
    );
    await expect(args.onUploadPhoto).not.toHaveBeenCalled();
  },
};

/** The server looks at the bytes, not the name: a renamed file is refused there. */
export const PhotoRefusedByServer: Story = {
  args: {
    onUploadPhoto: fn(async () => {
      throw new ApiError(
        415,
        'unsupported_media_type',
        'Only JPG, GIF or PNG photos can be used.',
        {
          photo: 'Use a JPG, GIF or PNG image.',
        },
      );
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    const photo = new File(['not really a png'], 'admin.png', { type: 'image/png' });
    await userEvent.upload(fileInput(canvasElement), photo);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Use a JPG, GIF or PNG image.',
    );
  },
};

const openChangePassword = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
  return body().findByRole('dialog', { name: 'Change Password' });
};

export const ChangePassword: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await openChangePassword(canvas);
    const form = within(dialog);
    await userEvent.type(form.getByLabelText(/Current Password/), 'broiler-demo-2026');
    await userEvent.type(form.getByLabelText(/^New Password/), 'grower feed at dawn');
    await userEvent.type(form.getByLabelText(/Confirm New Password/), 'grower feed at dawn');
    await userEvent.click(form.getByRole('button', { name: 'Change Password' }));
    await waitFor(() =>
      expect(args.onChangePassword).toHaveBeenCalledWith({
        currentPassword: 'broiler-demo-2026',
        newPassword: 'grower feed at dawn',
      }),
    );
    await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
    await expect(await screen.findByText('Password changed')).toBeVisible();
  },
};

export const ChangePasswordErrors: Story = {
  play: async ({ args, canvas }) => {
    const dialog = await openChangePassword(canvas);
    const form = within(dialog);
    await userEvent.click(form.getByRole('button', { name: 'Change Password' }));
    await expect(await form.findByText('Enter your current password.')).toBeVisible();
    await expect(form.getByText('Use at least 8 characters.')).toBeVisible();
    await userEvent.type(form.getByLabelText(/Current Password/), 'broiler-demo-2026');
    await userEvent.type(form.getByLabelText(/^New Password/), 'grower feed at dawn');
    await userEvent.type(form.getByLabelText(/Confirm New Password/), 'grower feed at dusk');
    await userEvent.click(form.getByRole('button', { name: 'Change Password' }));
    await expect(await form.findByText('The passwords do not match.')).toBeVisible();
    await expect(args.onChangePassword).not.toHaveBeenCalled();
  },
};

export const WrongCurrentPassword: Story = {
  args: {
    onChangePassword: fn(async () => {
      throw new ApiError(400, 'validation_failed', 'Your current password is not right.', {
        currentPassword: 'This is not your current password.',
      });
    }),
  },
  play: async ({ canvas }) => {
    const dialog = await openChangePassword(canvas);
    const form = within(dialog);
    await userEvent.type(form.getByLabelText(/Current Password/), 'broiler-demo-2025');
    await userEvent.type(form.getByLabelText(/^New Password/), 'grower feed at dawn');
    await userEvent.type(form.getByLabelText(/Confirm New Password/), 'grower feed at dawn');
    await userEvent.click(form.getByRole('button', { name: 'Change Password' }));
    await expect(await form.findByText('This is not your current password.')).toBeVisible();
    await expect(form.getByLabelText(/Current Password/)).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabelText(/^New Password/)).toHaveValue('grower feed at dawn');
  },
};

const startTwoFactor = async (canvas: ReturnType<typeof within>) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Enable' }));
  return body().findByRole('dialog', { name: 'Set Up Two-Factor Authentication' });
};

export const EnableTwoFactor: Story = {
  play: async ({ args, canvas, step }) => {
    const dialog = await startTwoFactor(canvas);
    const form = within(dialog);
    await step('the QR code, the key and the code field show', async () => {
      await expect(args.onStartTotp).toHaveBeenCalledTimes(1);
      await expect(
        form.getByRole('img', { name: 'QR code for your authenticator app' }),
      ).toBeVisible();
      await expect(form.getByText('JBSW Y3DP EHPK 3PXP KALI NGA2')).toBeVisible();
      await expect(form.getByLabelText(/6-digit code/)).toHaveAttribute(
        'autocomplete',
        'one-time-code',
      );
    });
    await step('a code from the app turns it on', async () => {
      await userEvent.type(form.getByLabelText(/6-digit code/), '492039');
      await userEvent.click(form.getByRole('button', { name: 'Turn On' }));
      await waitFor(() => expect(args.onConfirmTotp).toHaveBeenCalledWith('492039'));
      await waitFor(() => expect(body().queryByRole('dialog')).not.toBeInTheDocument());
      await expect(canvas.getByText(TOTP_ON_TEXT)).toBeVisible();
      await expect(canvas.queryByRole('button', { name: 'Enable' })).not.toBeInTheDocument();
      await expect(await screen.findByText('Two-factor authentication is on')).toBeVisible();
    });
  },
};

/** The set-up dialog before a code is entered (for the picture). */
export const TwoFactorQrCode: Story = {
  play: async ({ canvas }) => {
    const dialog = await startTwoFactor(canvas);
    await expect(
      within(dialog).getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
  },
};

export const WrongTwoFactorCode: Story = {
  args: {
    onConfirmTotp: fn(async () => {
      throw new ApiError(400, 'validation_failed', 'That code is not right.', {
        code: 'That code is not right. Enter the current 6-digit code from your authenticator app.',
      });
    }),
  },
  play: async ({ canvas }) => {
    const dialog = await startTwoFactor(canvas);
    const form = within(dialog);
    await userEvent.click(form.getByRole('button', { name: 'Turn On' }));
    await expect(
      await form.findByText('Enter the 6-digit code from your authenticator app.'),
    ).toBeVisible();
    await userEvent.type(form.getByLabelText(/6-digit code/), '123456');
    await userEvent.click(form.getByRole('button', { name: 'Turn On' }));
    await expect(
      await form.findByText(
        'That code is not right. Enter the current 6-digit code from your authenticator app.',
      ),
    ).toBeVisible();
    await expect(form.getByLabelText(/6-digit code/)).toHaveValue('123456');
    await expect(canvas.getByText(TOTP_OFF_TEXT)).toBeVisible();
  },
};

export const TwoFactorStartFails: Story = {
  args: {
    onStartTotp: fn(async (): Promise<TotpEnrolment> => {
      throw new ApiError(409, 'conflict', 'Two-factor authentication is already on.');
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Enable' }));
    await expect(await screen.findByText('Two-factor authentication is already on.')).toBeVisible();
    await expect(body().queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
};

export const NarrowTwoFactor: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvas }) => {
    const dialog = await startTwoFactor(canvas);
    await expect(within(dialog).getByLabelText(/6-digit code/)).toBeVisible();
  },
};

/** What stays as written in every language: the user's details, file types, the app's name. */
const asWritten = [
  'Admin User',
  'admin@kalingabroilers.in',
  'Admin',
  'User',
  'JPG',
  'GIF',
  'PNG',
  'PDF',
  'Google Authenticator',
];

/** The page in `language`, chosen by the user: every word of it in that language. */
const inLanguage = (language: Exclude<Language, 'en-IN'>, heading: string): Story => ({
  globals: { language },
  args: { user: { ...admin, language }, automaticLanguage: 'hi' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(englishLeftIn(canvasElement, language, asWritten)).toEqual([]);
  },
});

/** Asha reads Odia: the role, the hints, "Last changed 30 days ago" and the buttons are Odia. */
export const InOdia: Story = {
  ...inLanguage('or', 'ପ୍ରୋଫାଇଲ୍'),
  play: async (context) => {
    await inLanguage('or', 'ପ୍ରୋଫାଇଲ୍').play?.(context);
    const { canvas } = context;
    await expect(canvas.getByLabelText('ଭୂମିକା')).toHaveValue('ପ୍ରଶାସକ');
    await expect(canvas.getByText('30 ଦିନ ପୂର୍ବରୁ ବଦଳାଯାଇଛି')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ଫଟୋ ବଦଳାନ୍ତୁ' })).toHaveAccessibleDescription(
      'JPG, GIF କିମ୍ବା PNG। ସର୍ବାଧିକ 2MB',
    );
    await expect(canvas.getByRole('combobox', { name: 'ଭାଷା' })).toHaveTextContent('ଓଡ଼ିଆ');
  },
};
export const InHindi: Story = inLanguage('hi', 'प्रोफ़ाइल');
export const InBengali: Story = inLanguage('bn', 'প্রোফাইল');

/** Choosing Odia saves it with the user at once; "Automatic" names the language it would give. */
export const ChooseLanguage: Story = {
  args: { automaticLanguage: 'hi' },
  play: async ({ args, canvas }) => {
    const language = canvas.getByRole('combobox', { name: 'Language' });
    await expect(language).toHaveTextContent('Automatic: हिन्दी');
    await userEvent.click(language);
    const options = await body().findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Automatic: हिन्दी',
      'English',
      'हिन्दी',
      'ଓଡ଼ିଆ',
      'বাংলা',
    ]);
    await userEvent.click(body().getByRole('option', { name: 'ଓଡ଼ିଆ' }));
    await waitFor(() => expect(args.onChooseLanguage).toHaveBeenCalledWith('or'));
    await expect(await screen.findByText('The screens are now in ଓଡ଼ିଆ.')).toBeVisible();
  },
};

/** The choice could not be saved: the list shows what is stored, and a toast says why. */
export const LanguageNotSaved: Story = {
  args: {
    user: { ...admin, language: 'bn' },
    onChooseLanguage: fn(async () => {
      throw new ApiError(503, 'unavailable', 'The server is busy.');
    }),
  },
  play: async ({ canvas }) => {
    const language = canvas.getByRole('combobox', { name: 'Language' });
    await userEvent.click(language);
    await userEvent.click(await body().findByRole('option', { name: /^Automatic/ }));
    await expect(
      await screen.findByText('Your language could not be saved: The server is busy.'),
    ).toBeVisible();
    await waitFor(() => expect(language).toHaveTextContent('বাংলা'));
  },
};
