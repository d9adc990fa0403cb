import type { LucideIcon } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Action, Description, IconCircle, StyledEmptyState, Title } from './empty-state.styles.ts';

export interface EmptyStateProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** A lucide icon for what is missing (decorative). */
  icon?: LucideIcon;
  /** What is empty, as a heading ("No godowns yet"). */
  title: ReactNode;
  /** Heading level of the title, to fit the page outline. Defaults to 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** What to do about it ("Add your first godown to start recording stock."). */
  description?: ReactNode;
  /** The way out: usually one Button ("Add Godown"). */
  action?: ReactNode;
}

/** What a list or screen shows when it has nothing yet, and how to start. */
export function EmptyState({
  icon: Icon,
  title,
  headingLevel = 3,
  description,
  action,
  ...rest
}: EmptyStateProps) {
  return (
    <StyledEmptyState {...rest}>
      {Icon ? (
        <IconCircle>
          <Icon aria-hidden="true" />
        </IconCircle>
      ) : null}
      <Title as={`h${headingLevel}`}>{title}</Title>
      {description ? <Description>{description}</Description> : null}
      {action ? <Action>{action}</Action> : null}
    </StyledEmptyState>
  );
}
