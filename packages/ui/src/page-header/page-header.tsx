import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Actions, StyledPageHeader, Subtitle, Title, TitleBlock } from './page-header.styles.ts';

export interface PageHeaderProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** The screen's title, rendered as the page's one `h1`. */
  title: ReactNode;
  /** A line under the title saying what the screen is for, in muted text. */
  subtitle?: ReactNode;
  /** Buttons for the screen (Add, Export). Right of the title; below it on narrow screens. */
  actions?: ReactNode;
  /** Id of the `h1`, so the screen's `section` can be `aria-labelledby` it. */
  titleId?: string;
}

/** The title row of a screen: heading, subtitle and the screen's main actions. */
export function PageHeader({ title, subtitle, actions, titleId, ...rest }: PageHeaderProps) {
  return (
    <StyledPageHeader {...rest}>
      <TitleBlock>
        <Title id={titleId}>{title}</Title>
        {subtitle ? <Subtitle>{subtitle}</Subtitle> : null}
      </TitleBlock>
      {actions ? <Actions>{actions}</Actions> : null}
    </StyledPageHeader>
  );
}
