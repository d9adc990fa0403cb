import { CircleAlert } from 'lucide-react';
import { type ComponentPropsWithRef, type ReactNode, useId, useRef, useState } from 'react';
import { Button } from '../button/index.ts';
import { fill, useWords } from '../theme/words.tsx';
import { Stepper } from './stepper.tsx';
import { WizardBody, WizardError, WizardFooter, WizardRoot } from './wizard.styles.ts';

/**
 * What `validate` returns: a message that blocks the step (shown under it), `false` to block it
 * without a message (the step shows its own beside its fields), or nothing when the step may be left.
 */
export type WizardValidation = string | false | null | undefined;

/** One step of a wizard. */
export interface WizardStep {
  /** Stable key for the step, e.g. `select-farm`. */
  id: string;
  /** Short name shown in the step indicator, e.g. "Select Farm". */
  label: string;
  /** The step's body: its fields, or a summary on a review step. */
  content: ReactNode;
  /**
   * Runs before leaving the step forwards (Next, or Submit on the last step). Return a message to
   * stay on the step and show why, `false` to stay when the step shows its own messages beside its
   * fields, or nothing to continue. May be async.
   */
  validate?: () => WizardValidation | Promise<WizardValidation>;
}

export interface WizardProps
  extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'onSubmit' | 'defaultValue'> {
  /** The steps in order; each has a body and an optional `validate`. */
  steps: readonly WizardStep[];
  /** Index (0-based) of the shown step, to control the wizard. Pair with `onStepChange`. */
  stepIndex?: number;
  /** Index (0-based) of the step shown first when the wizard is not controlled. Defaults to 0. */
  defaultStepIndex?: number;
  /** Called with the index (0-based) of the step the wizard moves to. */
  onStepChange?: (stepIndex: number) => void;
  /**
   * Called by the submit button on the last step, after that step's `validate` passed. Return a
   * promise to show progress; a rejected promise keeps the wizard on the last step and shows the
   * error's message.
   */
  onSubmit: () => void | Promise<void>;
  /** Caption of the submit button on the last step, e.g. "Submit Issue". Defaults to the words' "Submit". */
  submitLabel?: string;
  /** Caption of the button that goes back a step. Defaults to the words' "Back". */
  backLabel?: string;
  /** Caption of the button that goes forward a step. Defaults to the words' "Next". */
  nextLabel?: string;
  /** Go back to the first step after a successful submit (the form's fields are the caller's to clear). */
  resetOnSubmit?: boolean;
  /** Names the wizard, e.g. "Issue to Farmer"; its step indicator is then "Issue to Farmer progress". */
  'aria-label'?: string;
}

const clampIndex = (index: number, count: number) => Math.min(Math.max(0, index), count - 1);

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * A task split into steps: a step indicator, the current step's body and Back / Next buttons, with a
 * submit button on the last step. Steps may validate before the user moves on.
 */
export function Wizard(props: WizardProps) {
  const words = useWords();
  const {
    steps,
    stepIndex,
    defaultStepIndex = 0,
    onStepChange,
    onSubmit,
    submitLabel = words.wizardSubmit,
    backLabel = words.wizardBack,
    nextLabel = words.wizardNext,
    resetOnSubmit = false,
    'aria-label': ariaLabel,
    ...rest
  } = props;
  const [ownIndex, setOwnIndex] = useState(defaultStepIndex);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<'next' | 'submit' | null>(null);
  // Focus follows the user to the new step's body, but not on first render.
  const focusBodyOnChange = useRef(false);
  const errorId = useId();

  const current = clampIndex(stepIndex ?? ownIndex, steps.length);
  const step = steps[current];
  const isFirst = current === 0;
  const isLast = current === steps.length - 1;

  /** Moves focus into a step's body when the user changed step (not on first render). */
  const focusIfMoved = (body: HTMLDivElement | null) => {
    if (!body || !focusBodyOnChange.current) return;
    focusBodyOnChange.current = false;
    body.focus();
  };

  const goTo = (index: number) => {
    setError(null);
    if (index === current) return;
    focusBodyOnChange.current = true;
    if (stepIndex === undefined) setOwnIndex(index);
    onStepChange?.(index);
  };

  /** Runs the step's check; true when the user may leave the step forwards. */
  const passes = async () => {
    const result = await step?.validate?.();
    setError(result || null);
    return result !== false && !result;
  };

  const next = async () => {
    setPending('next');
    try {
      if (await passes()) goTo(current + 1);
    } finally {
      setPending(null);
    }
  };

  const submit = async () => {
    setPending('submit');
    try {
      if (!(await passes())) return;
      await onSubmit();
      if (resetOnSubmit) goTo(0);
    } catch (submitError) {
      setError(messageOf(submitError, words.wizardSubmitFailed));
    } finally {
      setPending(null);
    }
  };

  if (!step) return null;

  return (
    <WizardRoot {...rest} role="group" aria-label={ariaLabel}>
      <Stepper
        steps={steps}
        stepIndex={current}
        aria-label={ariaLabel ? fill(words.wizardProgress, { wizard: ariaLabel }) : undefined}
      />
      <WizardBody
        // A new body per step, so one step's field state never leaks into the next.
        key={step.id}
        ref={focusIfMoved}
        role="group"
        aria-label={fill(words.wizardStep, {
          step: current + 1,
          count: steps.length,
          label: step.label,
        })}
        tabIndex={-1}
      >
        {step.content}
      </WizardBody>
      {error ? (
        <WizardError id={errorId} role="alert">
          <CircleAlert aria-hidden="true" />
          {error}
        </WizardError>
      ) : null}
      <WizardFooter>
        <Button
          variant="outline"
          disabled={isFirst || pending !== null}
          onClick={() => goTo(current - 1)}
        >
          {backLabel}
        </Button>
        {isLast ? (
          <Button
            loading={pending === 'submit'}
            aria-describedby={error ? errorId : undefined}
            onClick={submit}
          >
            {submitLabel}
          </Button>
        ) : (
          <Button
            loading={pending === 'next'}
            aria-describedby={error ? errorId : undefined}
            onClick={next}
          >
            {nextLabel}
          </Button>
        )}
      </WizardFooter>
    </WizardRoot>
  );
}
