import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ChangePasswordInput,
  isLanguage,
  type Language,
  languageNames,
  languages,
  type ProfileInput,
  profileInput,
  type SessionUser,
  type TotpEnrolment,
} from '@pfm/shared';
import {
  Avatar,
  Button,
  Card,
  CardContent,
  CardHeader,
  FormField,
  Input,
  PageHeader,
  Select,
  useToast,
} from '@pfm/ui';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../lib/api.ts';
import { formLevelError } from '../../lib/dialog-form.ts';
import { useT } from '../../lib/i18n/i18n.tsx';
import type { Translate } from '../../lib/i18n/translate.ts';
import {
  Actions,
  FieldError,
  FieldGrid,
  FormAlert,
  HiddenFileInput,
  Hint,
  Page,
  PhotoRow,
  PhotoText,
  Stack,
} from './profile-page.styles.ts';
import { SecurityCard } from './security-card.tsx';

/** The photo types and size the server accepts. */
export const PHOTO_TYPES = ['image/jpeg', 'image/gif', 'image/png'] as const;
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;

/** Why a chosen file cannot be a profile photo, or undefined when it can be sent. */
export function checkPhoto(file: File, t: Translate): string | undefined {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) {
    return t('profile.photo.notImage');
  }
  if (file.size > PHOTO_MAX_BYTES) {
    const megabytes = (file.size / (1024 * 1024)).toFixed(1);
    return t('profile.photo.tooLarge', { megabytes });
  }
  return undefined;
}

export const fullName = (user: Pick<SessionUser, 'firstName' | 'lastName'>) =>
  `${user.firstName} ${user.lastName}`.trim();

export interface ProfilePageProps {
  /** The signed-in user. */
  user: SessionUser;
  /** Today, for "Last changed N days ago" (fixed in stories). */
  now: Date;
  /** Saves name, email and phone; rejects with an ApiError whose field messages go beside the fields. */
  onSaveProfile: (input: ProfileInput) => Promise<unknown>;
  /** Uploads a photo already checked for type and size; rejects with the server's reason. */
  onUploadPhoto: (file: File) => Promise<unknown>;
  /** Changes the password; rejects with an ApiError (e.g. a wrong current password). */
  onChangePassword: (input: ChangePasswordInput) => Promise<unknown>;
  /** Starts two-factor set-up: a new secret and its QR code. */
  onStartTotp: () => Promise<TotpEnrolment>;
  /** Turns two-factor authentication on with a code from the app; rejects when the code is wrong. */
  onConfirmTotp: (code: string) => Promise<unknown>;
  /** The language "Automatic" shows now: the company's, else this browser's. */
  automaticLanguage: Language;
  /** Saves the user's own language (`null`: automatic); rejects with the server's reason. */
  onChooseLanguage: (language: Language | null) => Promise<unknown>;
}

/** /profile: the signed-in user's personal information and security. */
export function ProfilePage({
  user,
  now,
  onSaveProfile,
  onUploadPhoto,
  automaticLanguage,
  onChooseLanguage,
  ...security
}: ProfilePageProps) {
  const t = useT();
  return (
    <Page aria-labelledby="profile-title">
      <PageHeader
        title={t('nav.profile')}
        titleId="profile-title"
        subtitle={t('profile.subtitle')}
      />
      <Stack>
        <PersonalInformation
          user={user}
          onSaveProfile={onSaveProfile}
          onUploadPhoto={onUploadPhoto}
        />
        <LanguageCard
          chosen={user.language}
          automatic={automaticLanguage}
          onChooseLanguage={onChooseLanguage}
        />
        <SecurityCard
          passwordChangedAt={user.passwordChangedAt}
          totpEnabled={user.totpEnabled}
          now={now}
          {...security}
        />
      </Stack>
    </Page>
  );
}

function PersonalInformation({
  user,
  onSaveProfile,
  onUploadPhoto,
}: Pick<ProfilePageProps, 'user' | 'onSaveProfile' | 'onUploadPhoto'>) {
  const t = useT();
  const { toast } = useToast();
  const [formError, setFormError] = useState<string>();
  const { firstName, lastName, email, phone } = user;
  const form = useForm<ProfileInput>({
    resolver: zodResolver(profileInput),
    defaultValues: { firstName, lastName, email, phone },
  });
  const { errors, isSubmitting } = form.formState;

  // Saved (here or in another tab): show what is stored. A new photo alone keeps what is being typed.
  useEffect(() => {
    form.reset({ firstName, lastName, email, phone });
  }, [firstName, lastName, email, phone, form]);

  const submit = form.handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await onSaveProfile(values);
      form.reset(values);
      toast({ title: t('profile.saved'), tone: 'success' });
    } catch (error) {
      setFormError(formLevelError(form, error) ?? undefined);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="personal-information-title">
      <Card>
        <CardHeader
          title={t('profile.personal.title')}
          titleId="personal-information-title"
          headingLevel={2}
          description={t('profile.personal.description')}
        />
        <CardContent>
          <Stack>
            <ProfilePhoto user={user} onUploadPhoto={onUploadPhoto} />
            <FieldGrid>
              <FormField label={t('profile.firstName')} required error={errors.firstName?.message}>
                <Input autoComplete="given-name" {...form.register('firstName')} />
              </FormField>
              <FormField label={t('profile.lastName')} required error={errors.lastName?.message}>
                <Input autoComplete="family-name" {...form.register('lastName')} />
              </FormField>
              <FormField label={t('profile.email')} required error={errors.email?.message}>
                <Input type="email" autoComplete="email" {...form.register('email')} />
              </FormField>
              <FormField label={t('profile.phone')} error={errors.phone?.message}>
                <Input type="tel" autoComplete="tel" {...form.register('phone')} />
              </FormField>
              <FormField label={t('profile.role')} hint={t('profile.roleHint')}>
                <Input value={t(`role.${user.role}`)} readOnly />
              </FormField>
            </FieldGrid>
            {formError ? <FormAlert role="alert">{formError}</FormAlert> : null}
            <Actions>
              <Button
                variant="outline"
                onClick={() => {
                  form.reset();
                  setFormError(undefined);
                }}
              >
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={isSubmitting}>
                {t('profile.save')}
              </Button>
            </Actions>
          </Stack>
        </CardContent>
      </Card>
    </form>
  );
}

function ProfilePhoto({ user, onUploadPhoto }: Pick<ProfilePageProps, 'user' | 'onUploadPhoto'>) {
  const t = useT();
  const { toast } = useToast();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [photoError, setPhotoError] = useState<string>();
  const hintId = useId();
  const errorId = useId();

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again is a change too.
    event.target.value = '';
    if (!file) return;
    const problem = checkPhoto(file, t);
    setPhotoError(problem);
    if (problem) return;
    setUploading(true);
    try {
      await onUploadPhoto(file);
      toast({ title: t('profile.photo.updated'), tone: 'success' });
    } catch (error) {
      setPhotoError(
        error instanceof ApiError
          ? (error.fields.photo ?? error.message)
          : error instanceof Error
            ? error.message
            : t('profile.photo.failed'),
      );
    } finally {
      setUploading(false);
    }
  };

  return (
    <PhotoRow>
      <Avatar name={fullName(user)} src={user.photoUrl ?? undefined} size="xl" />
      <PhotoText>
        <Button
          variant="outline"
          loading={uploading}
          aria-describedby={photoError ? `${hintId} ${errorId}` : hintId}
          onClick={() => fileInput.current?.click()}
        >
          {t('profile.photo.change')}
        </Button>
        <HiddenFileInput
          ref={fileInput}
          type="file"
          accept={PHOTO_TYPES.join(',')}
          aria-label={t('profile.photo.label')}
          onChange={(event) => void choose(event)}
        />
        <Hint id={hintId}>{t('profile.photo.hint')}</Hint>
        {photoError ? (
          <FieldError id={errorId} role="alert">
            {photoError}
          </FieldError>
        ) : null}
      </PhotoText>
    </PhotoRow>
  );
}

/** The value of "Automatic" in the language list: the user's own choice cleared. */
const AUTOMATIC = 'automatic';

/**
 * The user's own language, or "Automatic" (the company's, else the browser's). A choice is saved at
 * once and shows at once; it follows the user to every device and into the files they download.
 */
function LanguageCard({
  chosen,
  automatic,
  onChooseLanguage,
}: {
  chosen: Language | null;
  automatic: Language;
  onChooseLanguage: ProfilePageProps['onChooseLanguage'];
}) {
  const t = useT();
  const { toast } = useToast();
  const [saving, setSaving] = useState<Language | null | undefined>(undefined);
  const shown = saving === undefined ? chosen : saving;
  const options = [
    {
      value: AUTOMATIC,
      label: t('profile.language.automatic', { language: languageNames[automatic] }),
    },
    ...languages.map((language) => ({ value: language, label: languageNames[language] })),
  ];

  const choose = async (value: string) => {
    const language = isLanguage(value) ? value : null;
    if (language === shown) return;
    setSaving(language);
    try {
      await onChooseLanguage(language);
      toast({
        tone: 'success',
        title: t('account.languageChanged', { language: languageNames[language ?? automatic] }),
      });
    } catch (error) {
      toast({
        tone: 'error',
        title: t('profile.language.notSaved', {
          reason: error instanceof Error ? error.message : String(error),
        }),
      });
    } finally {
      setSaving(undefined);
    }
  };

  return (
    <Card>
      <CardHeader
        title={t('account.language')}
        titleId="language-title"
        headingLevel={2}
        description={t('profile.language.description')}
      />
      <CardContent>
        <FormField label={t('account.language')} hint={t('profile.language.hint')}>
          <Select
            options={options}
            value={shown ?? AUTOMATIC}
            onValueChange={(value) => void choose(value)}
            disabled={saving !== undefined}
          />
        </FormField>
      </CardContent>
    </Card>
  );
}
