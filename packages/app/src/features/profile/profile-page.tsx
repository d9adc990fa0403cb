import { zodResolver } from '@hookform/resolvers/zod';
import {
  type ChangePasswordInput,
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
  useToast,
} from '@pfm/ui';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../lib/api.ts';
import { formLevelError } from '../../lib/dialog-form.ts';
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

export const PROFILE_SUBTITLE = 'Your personal details and how you sign in';
export const PHOTO_HINT = 'JPG, GIF or PNG. Max size 2MB';

/** The photo types and size the server accepts. */
export const PHOTO_TYPES = ['image/jpeg', 'image/gif', 'image/png'] as const;
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;

/** Why a chosen file cannot be a profile photo, or undefined when it can be sent. */
export function checkPhoto(file: File): string | undefined {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) {
    return 'This file is not a JPG, GIF or PNG image. Choose a photo in one of those formats.';
  }
  if (file.size > PHOTO_MAX_BYTES) {
    const megabytes = (file.size / (1024 * 1024)).toFixed(1);
    return `This photo is ${megabytes} MB. Choose one of at most 2 MB.`;
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
}

/** /profile: the signed-in user's personal information and security. */
export function ProfilePage({
  user,
  now,
  onSaveProfile,
  onUploadPhoto,
  ...security
}: ProfilePageProps) {
  return (
    <Page aria-labelledby="profile-title">
      <PageHeader title="Profile" titleId="profile-title" subtitle={PROFILE_SUBTITLE} />
      <Stack>
        <PersonalInformation
          user={user}
          onSaveProfile={onSaveProfile}
          onUploadPhoto={onUploadPhoto}
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
      toast({ title: 'Profile saved', tone: 'success' });
    } catch (error) {
      setFormError(formLevelError(form, error) ?? undefined);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="personal-information-title">
      <Card>
        <CardHeader
          title="Personal Information"
          titleId="personal-information-title"
          headingLevel={2}
          description="Your name and contact details, as other users see them."
        />
        <CardContent>
          <Stack>
            <ProfilePhoto user={user} onUploadPhoto={onUploadPhoto} />
            <FieldGrid>
              <FormField label="First Name" required error={errors.firstName?.message}>
                <Input autoComplete="given-name" {...form.register('firstName')} />
              </FormField>
              <FormField label="Last Name" required error={errors.lastName?.message}>
                <Input autoComplete="family-name" {...form.register('lastName')} />
              </FormField>
              <FormField label="Email Address" required error={errors.email?.message}>
                <Input type="email" autoComplete="email" {...form.register('email')} />
              </FormField>
              <FormField label="Phone Number" error={errors.phone?.message}>
                <Input type="tel" autoComplete="tel" {...form.register('phone')} />
              </FormField>
              <FormField label="Role" hint="Only an Administrator can change roles.">
                <Input value={user.role} readOnly />
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
                Cancel
              </Button>
              <Button type="submit" loading={isSubmitting}>
                Save Changes
              </Button>
            </Actions>
          </Stack>
        </CardContent>
      </Card>
    </form>
  );
}

function ProfilePhoto({ user, onUploadPhoto }: Pick<ProfilePageProps, 'user' | 'onUploadPhoto'>) {
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
    const problem = checkPhoto(file);
    setPhotoError(problem);
    if (problem) return;
    setUploading(true);
    try {
      await onUploadPhoto(file);
      toast({ title: 'Photo updated', tone: 'success' });
    } catch (error) {
      setPhotoError(
        error instanceof ApiError
          ? (error.fields.photo ?? error.message)
          : error instanceof Error
            ? error.message
            : 'The photo could not be uploaded. Please try again.',
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
          Change Photo
        </Button>
        <HiddenFileInput
          ref={fileInput}
          type="file"
          accept={PHOTO_TYPES.join(',')}
          aria-label="Profile photo"
          onChange={(event) => void choose(event)}
        />
        <Hint id={hintId}>{PHOTO_HINT}</Hint>
        {photoError ? (
          <FieldError id={errorId} role="alert">
            {photoError}
          </FieldError>
        ) : null}
      </PhotoText>
    </PhotoRow>
  );
}
