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
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { submitDialogForm } from '../../lib/dialog-form.ts';
import { useT } from '../../lib/i18n/i18n.tsx';
import type { Translate } from '../../lib/i18n/translate.ts';
import {
  DialogFields,
  QrCode,
  SecretBlock,
  SecurityItem,
  SecurityText,
} from './profile-page.styles.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole calendar days from `from` to `to`, in the browser's time zone. */
const calendarDaysBetween = (from: Date, to: Date) =>
  Math.round(
    (Date.UTC(to.getFullYear(), to.getMonth(), to.getDate()) -
      Date.UTC(from.getFullYear(), from.getMonth(), from.getDate())) /
      DAY_MS,
  );

/** "Last changed today", "Last changed 1 day ago", "Last changed 30 days ago". */
export function lastChangedText(changedAt: string, now: Date, t: Translate): string {
  const changed = new Date(changedAt);
  if (Number.isNaN(changed.getTime())) return t('profile.password.never');
  const days = calendarDaysBetween(changed, now);
  if (days <= 0) return t('profile.password.today');
  return t('profile.password.daysAgo', { days });
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
  const t = useT();
  return (
    <Card>
      <CardHeader
        title={t('profile.security.title')}
        headingLevel={2}
        description={t('profile.security.description')}
      />
      <CardContent>
        <SecurityItem>
          <SecurityText>
            <h3>{t('profile.password')}</h3>
            <p>{lastChangedText(passwordChangedAt, now, t)}</p>
          </SecurityText>
          <ChangePasswordDialog onChangePassword={onChangePassword} />
        </SecurityItem>
        <TwoFactor enabled={totpEnabled} onStartTotp={onStartTotp} onConfirmTotp={onConfirmTotp} />
      </CardContent>
    </Card>
  );
}

/** The dialog's form: the shared rules, and the new password typed twice alike. */
const changePasswordForm = (t: Translate) =>
  changePasswordInput
    .extend({ confirmPassword: z.string() })
    .refine((value) => value.newPassword === value.confirmPassword, {
      path: ['confirmPassword'],
      message: t('profile.password.mismatch'),
    });
type ChangePasswordForm = z.input<ReturnType<typeof changePasswordForm>>;

const emptyPasswords: ChangePasswordForm = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

function ChangePasswordDialog({ onChangePassword }: Pick<SecurityCardProps, 'onChangePassword'>) {
  const t = useT();
  const { toast } = useToast();
  const [open, setOpen] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => changePasswordForm(t), [t]);
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(schema),
    defaultValues: emptyPasswords,
  });
  const { errors } = form.formState;

  return (
    <FormDialog
      title={t('profile.password.change')}
      description={t('profile.password.dialogDescription')}
      submitLabel={t('profile.password.change')}
      trigger={<Button variant="outline">{t('profile.password.change')}</Button>}
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
            toast({ title: t('profile.password.changed'), tone: 'success' });
          },
          setFormError,
        )
      }
    >
      <DialogFields>
        <FormField
          label={t('profile.password.current')}
          required
          error={errors.currentPassword?.message}
        >
          <Input
            type="password"
            autoComplete="current-password"
            {...form.register('currentPassword')}
          />
        </FormField>
        <FormField
          label={t('profile.password.new')}
          required
          hint={t('profile.password.newHint')}
          error={errors.newPassword?.message}
        >
          <Input type="password" autoComplete="new-password" {...form.register('newPassword')} />
        </FormField>
        <FormField
          label={t('profile.password.confirm')}
          required
          error={errors.confirmPassword?.message}
        >
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
  const t = useT();
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
        title: t('profile.totp.startFailed'),
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
        <h3>{t('profile.totp.title')}</h3>
        <p>{on ? t('profile.totp.on') : t('profile.totp.off')}</p>
      </SecurityText>
      {on ? (
        <Badge tone="success">{t('profile.totp.badgeOn')}</Badge>
      ) : (
        <Button
          variant="outline"
          loading={starting}
          // It opens the set-up dialog once the secret has arrived.
          aria-haspopup="dialog"
          onClick={() => void start()}
        >
          {t('profile.totp.enable')}
        </Button>
      )}
      {enrolment ? (
        <TotpDialog
          enrolment={enrolment}
          onClose={() => setEnrolment(null)}
          onConfirm={async (code) => {
            await onConfirmTotp(code);
            setTurnedOn(true);
            toast({ title: t('profile.totp.turnedOn'), tone: 'success' });
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
  const t = useT();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TotpForm>({
    resolver: zodResolver(totpCodeInput),
    defaultValues: { code: '' },
  });

  return (
    <FormDialog
      title={t('profile.totp.dialogTitle')}
      description={t('profile.totp.dialogDescription')}
      submitLabel={t('profile.totp.turnOn')}
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
          alt={t('profile.totp.qrAlt')}
        />
        <SecretBlock>
          <p>{t('profile.totp.cannotScan')}</p>
          <code>{groupSecret(enrolment.secret)}</code>
        </SecretBlock>
        <FormField
          label={t('profile.totp.code')}
          required
          error={form.formState.errors.code?.message}
        >
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
