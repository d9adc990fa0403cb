export { type StepState, stepStates } from './stepper.styles.ts';
export { Stepper, type StepperProps, type StepperStep, stepStateOf } from './stepper.tsx';
export { Wizard, type WizardProps, type WizardStep, type WizardValidation } from './wizard.tsx';
