import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { Check } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { fill, useWords } from '../theme/words.tsx';
import { StepItem, StepLabel, StepList, StepMarker, type StepState } from './stepper.styles.ts';

/** One step of a process. */
export interface StepperStep {
  /** Stable key for the step, e.g. `select-farm`. */
  id: string;
  /** Short name shown beside the step number, e.g. "Select Farm". */
  label: string;
}

export interface StepperProps extends Omit<ComponentPropsWithRef<'ol'>, 'children'> {
  /** The steps in order. */
  steps: readonly StepperStep[];
  /**
   * Index (0-based) of the current step. Earlier steps show as complete, later ones as upcoming;
   * `steps.length` marks every step complete.
   */
  stepIndex: number;
  /** Names the list for screen readers. Defaults to the words' "Progress". */
  'aria-label'?: string;
}

/** The state of the step at `index` when the current step is `stepIndex`. */
export function stepStateOf(index: number, stepIndex: number): StepState {
  if (index < stepIndex) return 'complete';
  return index === stepIndex ? 'current' : 'upcoming';
}

/**
 * Shows where the user is in a multi-step process: numbered steps that are upcoming, current
 * (`aria-current="step"`) or complete (a check mark). On phones only the current step keeps its label.
 */
export function Stepper(props: StepperProps) {
  const words = useWords();
  const { steps, stepIndex, 'aria-label': ariaLabel = words.stepperProgress, ...rest } = props;
  return (
    <StepList {...rest} aria-label={ariaLabel}>
      {steps.map((step, index) => {
        const state = stepStateOf(index, stepIndex);
        return (
          <StepItem
            key={step.id}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <StepMarker aria-hidden="true">
              {state === 'complete' ? <Check /> : index + 1}
            </StepMarker>
            <StepLabel>
              <VisuallyHidden>{`${fill(words.stepperStep, { step: index + 1 })} `}</VisuallyHidden>
              {step.label}
              {state === 'complete' ? (
                <VisuallyHidden>{`, ${words.stepperCompleted}`}</VisuallyHidden>
              ) : null}
            </StepLabel>
          </StepItem>
        );
      })}
    </StepList>
  );
}
