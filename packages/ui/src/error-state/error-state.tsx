import { CircleAlert, RotateCw } from 'lucide-react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Button } from '../button/index.ts';
import { useWords } from '../theme/words.tsx';
import { Actions, IconCircle, Message, StyledErrorState, Title } from './error-state.styles.ts';

export interface ErrorStateProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'role'> {
  /** What failed, as a heading. Defaults to the words' "Something went wrong". */
  title?: ReactNode;
  /** Heading level of the title, to fit the page outline. Defaults to 3. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** The error's message, e.g. a failed request's "500: Internal Server Error". */
  message?: ReactNode;
  /** Called when the user presses Retry. Without it there is no Retry button. */
  onRetry?: () => void;
  /** The retry is under way: the button shows progress and ignores presses. */
  retrying?: boolean;
  /** Text of the retry button. Defaults to the words' "Retry". */
  retryLabel?: string;
  /** More actions beside Retry (e.g. a link back to the Dashboard). */
  actions?: ReactNode;
}

/**
 * A failure in place of content, announced at once (`role="alert"`), with a way to try again.
 */
export function ErrorState(props: ErrorStateProps) {
  const words = useWords();
  const {
    title = words.errorTitle,
    headingLevel = 3,
    message,
    onRetry,
    retrying = false,
    retryLabel = words.errorRetry,
    actions,
    ...rest
  } = props;
  return (
    <StyledErrorState {...rest} role="alert">
      <IconCircle>
        <CircleAlert aria-hidden="true" />
      </IconCircle>
      <Title as={`h${headingLevel}`}>{title}</Title>
      {message ? <Message>{message}</Message> : null}
      {onRetry || actions ? (
        <Actions>
          {onRetry ? (
            <Button
              variant="outline"
              loading={retrying}
              leadingIcon={<RotateCw aria-hidden="true" />}
              onClick={() => onRetry()}
            >
              {retryLabel}
            </Button>
          ) : null}
          {actions}
        </Actions>
      ) : null}
    </StyledErrorState>
  );
}
