import type { ComponentPropsWithRef, ReactNode } from 'react';
import {
  CardActions,
  CardDescriptionText,
  CardHeading,
  type CardHeadingLevel,
  type CardPadding,
  CardTitleText,
  StyledCard,
  StyledCardContent,
  StyledCardFooter,
  StyledCardHeader,
} from './card.styles.ts';

export interface CardProps extends ComponentPropsWithRef<'div'> {
  /** Space inside the card and between its parts. `md` and `lg` shrink to `1rem` below 768 px. */
  padding?: CardPadding;
  /** CardHeader, CardContent, CardFooter — or any content. */
  children?: ReactNode;
}

/** A bordered surface that groups related content. */
export function Card({ padding = 'md', children, ...rest }: CardProps) {
  return (
    <StyledCard {...rest} $padding={padding}>
      {children}
    </StyledCard>
  );
}

export interface CardHeaderProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** The card's title, rendered as a heading. */
  title: ReactNode;
  /** Heading level of the title, to fit the page outline (the page title is the `h1`). Defaults to 3. */
  headingLevel?: CardHeadingLevel;
  /** Id of the title heading, e.g. for `aria-labelledby` on a surrounding `section`. */
  titleId?: string;
  /** A line under the title, in muted text. */
  description?: ReactNode;
  /** Controls on the right of the title (buttons, a menu); they wrap below it when space is short. */
  actions?: ReactNode;
}

/** The card's title, optional description and actions. */
export function CardHeader({
  title,
  headingLevel = 3,
  titleId,
  description,
  actions,
  children,
  ...rest
}: CardHeaderProps) {
  return (
    <StyledCardHeader {...rest} data-card-part="">
      <CardHeading>
        <CardTitleText as={`h${headingLevel}`} id={titleId}>
          {title}
        </CardTitleText>
        {description ? <CardDescriptionText>{description}</CardDescriptionText> : null}
        {children}
      </CardHeading>
      {actions ? <CardActions>{actions}</CardActions> : null}
    </StyledCardHeader>
  );
}

export interface CardContentProps extends ComponentPropsWithRef<'div'> {
  /** Drop the side padding so a table or list runs edge to edge. */
  flush?: boolean;
}

/** The card's body. */
export function CardContent({ flush = false, ...rest }: CardContentProps) {
  return <StyledCardContent {...rest} data-card-part="" data-flush={flush ? '' : undefined} />;
}

export type CardFooterProps = ComponentPropsWithRef<'div'>;

/** A row of actions or totals at the bottom of the card, aligned to the end. */
export function CardFooter(props: CardFooterProps) {
  return <StyledCardFooter {...props} data-card-part="" />;
}
