import type * as SwitchPrimitive from '@radix-ui/react-switch';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import {
  StyledSwitch,
  SwitchDescription,
  SwitchLabel,
  SwitchRow,
  SwitchText,
  SwitchThumb,
} from './switch.styles.ts';

export interface SwitchProps
  extends Omit<ComponentPropsWithRef<typeof SwitchPrimitive.Root>, 'asChild'> {
  /** On (`true`) or off. Controlled when set. */
  checked?: boolean;
  /** Initial state when uncontrolled. */
  defaultChecked?: boolean;
  /** Called with the new state when the user flips it. */
  onCheckedChange?: (checked: boolean) => void;
  /** Name of the setting, shown beside the switch. Without it, pass `aria-label`. */
  label?: ReactNode;
  /** A line under the label saying what the setting does; announced as the switch's description. */
  description?: ReactNode;
}

/** An on/off setting that takes effect at once (settings screens). Label and description sit left. */
export function Switch({ label, description, id, className, ...rest }: SwitchProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  const descriptionId = `${switchId}-description`;
  const describedBy =
    [rest['aria-describedby'], description ? descriptionId : undefined].filter(Boolean).join(' ') ||
    undefined;
  const control = (
    <StyledSwitch
      {...rest}
      id={switchId}
      className={label ? undefined : className}
      aria-describedby={describedBy}
    >
      <SwitchThumb />
    </StyledSwitch>
  );
  if (!label) return control;
  return (
    <SwitchRow className={className}>
      <SwitchText>
        <SwitchLabel htmlFor={switchId} disabled={rest.disabled}>
          {label}
        </SwitchLabel>
        {description ? (
          <SwitchDescription id={descriptionId}>{description}</SwitchDescription>
        ) : null}
      </SwitchText>
      {control}
    </SwitchRow>
  );
}
