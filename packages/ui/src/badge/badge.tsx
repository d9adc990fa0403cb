import type { ComponentPropsWithRef, ReactNode } from 'react';
import { type BadgeTone, StyledBadge } from './badge.styles.ts';

export interface BadgeProps extends ComponentPropsWithRef<'span'> {
  /** Colour family, from the soft colour roles: `success` good, `warning` needs a look, `danger` bad. */
  tone?: BadgeTone;
  /** Decorative icon before the text (give it `aria-hidden="true"`). */
  icon?: ReactNode;
  /** The badge text. Colour is never the only signal: the text must carry the meaning. */
  children: ReactNode;
}

/** A short label in a soft colour: a status, a category, a count. */
export function Badge({ tone = 'neutral', icon, children, ...rest }: BadgeProps) {
  return (
    <StyledBadge {...rest} data-tone={tone} $tone={tone}>
      {icon}
      {children}
    </StyledBadge>
  );
}
