import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ChangePasswordInput,
  changePasswordInput,
  type TotpEnrolment,
  totpCodeInput,
} from '@pfm/shared';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardHeader,
  FormDialog,
  FormField,
  Input,
  useToast,
} from '@pfm/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { submitDialogForm } from '../../lib/dialog-form.ts';
import {
  DialogFields,
  QrCode,
  SecretBlock,
  SecurityItem,
  SecurityText,
} from './profile-page.styles.ts';

export const TOTP_OFF_TEXT = 'Off. Add a code from an authenticator app to every sign-in.';
export const TOTP_ON_TEXT = 'On. Every sign-in asks for a code from your authenticator app.';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole calendar days from `from` to `to`, in the browser's time zone. */
const calendarDaysBetween = (from: Date, to: Date) =>
  Math.round(
    (Date.UTC(to.getFullYear(), to.getMonth(), to.getDate()) -
      Date.UTC(from.getFullYear(), from.getMonth(), from.getDate())) /
      DAY_MS,
  );

/** "Last changed today", "Last changed 1 day ago", "Last changed 30 days ago". */
export function lastChangedText(changedAt: string, now: Date): string {
  const changed = new Date(changedAt);
  if (Number.isNaN(changed.getTime())) return 'Never changed';
  const days = calendarDaysBetween(changed, now);
  if (days <= 0) return 'Last changed today';
  return `Last changed ${days} ${days === 1 ? 'day' : 'days'} ago`;
}

export interface SecurityCardProps {
  /** When the password was last set (ISO date-time). */
  passwordChangedAt: string;
  /** Two-factor authentication is on. */
  totpEnabled: boolean;
  /** Today, for "Last changed N days ago". */
  now: Date;
  onChangePassword: (input: ChangePasswordInput) => Promise<unknown>;
  onStartTotp: () => Promise<TotpEnrolment>;
  onConfirmTotp: (code: string) => Promise<unknown>;
}

/** Profile: the password and two-factor authentication. */
export function SecurityCard({
  passwordChangedAt,
  totpEnabled,
  now,
  onChangePassword,
  onStartTotp,
  onConfirmTotp,
}: SecurityCardProps) {
  return (
    <Card>
      <CardHeader
        title="Security"
        headingLevel={2}
        description="Your password and the second step of signing in."
      />
      <CardContent>
        <SecurityItem>
          <SecurityText>
            <h3>Password</h3>
            <p>{lastChangedText(passwordChangedAt, now)}</p>
          </SecurityText>
          <ChangePasswordDialog onChangePassword={onChangePassword} />
        </SecurityItem>
        <TwoFactor enabled={totpEnabled} onStartTotp={onStartTotp} onConfirmTotp={onConfirmTotp} />
      </CardContent>
    </Card>
  );
}

const changePasswordForm = changePasswordInput
  .extend({ confirmPassword: z.string() })
  .refine((value) => value.newPassword === value.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match.',
  });
type ChangePasswordForm = z.input<typeof changePasswordForm>;

const emptyPasswords: ChangePasswordForm = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

function ChangePasswordDialog({ onChangePassword }: Pick<SecurityCardProps, 'onChangePassword'>) {
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: emptyPasswords,
  });
  const { errors } = form.formState;

  return (
    <FormDialog
      title="Change Password"
      description="Enter your current password, then choose a new one. Your other sessions are signed out."
      submitLabel="Change Password"
      trigger={<Button variant="outline">Change Password</Button>}
      open={open}
      onOpenChange={(next) => {
        if (next) {
          form.reset(emptyPasswords);
          setFormError(null);
        }
        setOpen(next);
      }}
      formError={formError}
      onSubmit={() =>
        submitDialogForm(
          form,
          async ({ currentPassword, newPassword }) => {
            await onChangePassword({ currentPassword, newPassword });
            toast({ title: 'Password changed', tone: 'success' });
          },
          setFormError,
        )
      }
    >
      <DialogFields>
        <FormField label="Current Password" required error={errors.currentPassword?.message}>
          <Input
            type="password"
            autoComplete="current-password"
            {...form.register('currentPassword')}
          />
        </FormField>
        <FormField
          label="New Password"
          required
          hint="At least 8 characters. A few unrelated words make a strong password."
          error={errors.newPassword?.message}
        >
          <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
        </FormField>
        <FormField label="Confirm New Password" required error={errors.confirmPassword?.message}>
          <Input
            type="password"
            autoComplete="new-password"
            {...form.register('confirmPassword')}
          />
        </FormField>
      </DialogFields>
    </FormDialog>
  );
}

function TwoFactor({
  enabled,
  onStartTotp,
  onConfirmTotp,
}: {
  enabled: boolean;
  onStartTotp: SecurityCardProps['onStartTotp'];
  onConfirmTotp: SecurityCardProps['onConfirmTotp'];
}) {
  const { toast } = useToast();
  const [starting, setStarting] = useState(false);
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  // Shown as on at once; the session user catches up when the container refreshes it.
  const [turnedOn, setTurnedOn] = useState(false);
  const on = enabled || turnedOn;

  const start = async () => {
    setStarting(true);
    try {
      setEnrolment(await onStartTotp());
    } catch (error) {
      toast({
        title: 'Could not start two-factor set-up',
        description: error instanceof Error ? error.message : undefined,
        tone: 'error',
      });
    } finally {
      setStarting(false);
    }
  };

  return (
    <SecurityItem>
      <SecurityText>
        <h3>Two-Factor Authentication</h3>
        <p>{on ? TOTP_ON_TEXT : TOTP_OFF_TEXT}</p>
      </SecurityText>
      {on ? (
        <Badge tone="success">On</Badge>
      ) : (
        <Button
          variant="outline"
          loading={starting}
          // It opens the set-up dialog once the secret has arrived.
          aria-haspopup="dialog"
          onClick={() => void start()}
        >
          Enable
        </Button>
      )}
      {enrolment ? (
        <TotpDialog
          enrolment={enrolment}
          onClose={() => setEnrolment(null)}
          onConfirm={async (code) => {
            await onConfirmTotp(code);
            setTurnedOn(true);
            toast({ title: 'Two-factor authentication is on', tone: 'success' });
          }}
        />
      ) : null}
    </SecurityItem>
  );
}

type TotpForm = z.input<typeof totpCodeInput>;

/** "JBSWY3DPEHPK3PXP" → "JBSW Y3DP EHPK 3PXP": easier to copy by eye. */
const groupSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

function TotpDialog({
  enrolment,
  onClose,
  onConfirm,
}: {
  enrolment: TotpEnrolment;
  onClose: () => void;
  onConfirm: (code: string) => Promise<void>;
}) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TotpForm>({
    resolver: zodResolver(totpCodeInput),
    defaultValues: { code: '' },
  });

  return (
    <FormDialog
      title="Set Up Two-Factor Authentication"
      description="Scan the QR code with an authenticator app such as Google Authenticator, then enter the 6-digit code it shows."
      submitLabel="Turn On"
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      formError={formError}
      onSubmit={() => submitDialogForm(form, ({ code }) => onConfirm(code), setFormError)}
    >
      <DialogFields>
        <QrCode
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`}
          alt="QR code for your authenticator app"
        />
        <SecretBlock>
          <p>Cannot scan it? Enter this key in the app instead:</p>
          <code>{groupSecret(enrolment.secret)}</code>
        </SecretBlock>
        <FormField label="6-digit code" required error={form.formState.errors.code?.message}>
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            {...form.register('code')}
          />
        </FormField>
      </DialogFields>
    </FormDialog>
  );
}
