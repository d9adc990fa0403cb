import type { ComponentPropsWithRef } from 'react';
import { AvatarFallback, AvatarImage, AvatarRoot, type AvatarSize } from './avatar.styles.ts';
import { getInitials } from './initials.ts';

export interface AvatarProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** The person's name: the initials shown when there is no photo come from it ("Admin User" → "AU"). */
  name: string;
  /** URL of the photo. Without it, or while it loads, or if it fails, the initials show. */
  src?: string;
  /**
   * Text alternative of the avatar (photo or initials). Defaults to `name`. Pass `""` when the name
   * is written right beside the avatar, so screen readers do not read it twice.
   */
  alt?: string;
  /** Diameter: `sm` 2rem, `md` 2.5rem (default), `lg` 3rem, `xl` 5rem (profile page). */
  size?: AvatarSize;
  /** Milliseconds to wait before showing the initials, to avoid a flash while a fast photo loads. */
  fallbackDelayMs?: number;
}

/** A person's photo in a circle, with their initials as fallback (Radix Avatar). */
export function Avatar({
  name,
  src,
  alt = name,
  size = 'md',
  fallbackDelayMs,
  ...rest
}: AvatarProps) {
  const decorative = alt === '';
  return (
    <AvatarRoot {...rest} $size={size} data-size={size}>
      {src ? <AvatarImage src={src} alt={alt} /> : null}
      <AvatarFallback
        delayMs={fallbackDelayMs}
        // role="img" makes the initials one named picture: "Admin User", not "A U".
        role={decorative ? undefined : 'img'}
        aria-label={decorative ? undefined : alt}
        aria-hidden={decorative || undefined}
      >
        {getInitials(name)}
      </AvatarFallback>
    </AvatarRoot>
  );
}
