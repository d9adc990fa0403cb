// Plain labelled inputs for overlay stories only (the design system's Input lives elsewhere).
import type { ComponentPropsWithRef } from 'react';
import styled from 'styled-components';
import { vars } from '../theme/vars.ts';

const Field = styled.label`
  display: grid;
  gap: ${vars.space[1.5]};
  font-size: ${vars.fontSize.sm};
  font-weight: ${vars.font.weight.medium};
`;

const Input = styled.input`
  height: 2.25rem;
  padding: 0 ${vars.space[3]};
  border: 1px solid ${vars.color.input};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background};
  color: ${vars.color.foreground};
  font-weight: ${vars.font.weight.regular};

  &:focus-visible { outline: 2px solid ${vars.color.ring}; outline-offset: 2px; }
`;

interface StoryFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  label: string;
}

export function StoryField({ label, ...input }: StoryFieldProps) {
  return (
    <Field>
      {label}
      <Input {...input} />
    </Field>
  );
}

/** The three fields of the Add Godown form in the specification. */
export function GodownFields({ suffix = '' }: { suffix?: string }) {
  return (
    <>
      <StoryField
        label="Godown Name"
        name={`name${suffix}`}
        required
        placeholder="Main Warehouse"
      />
      <StoryField
        label="Location"
        name={`location${suffix}`}
        required
        placeholder="Karnal, Haryana"
      />
      <StoryField
        label="Capacity (kg)"
        name={`capacity${suffix}`}
        required
        type="number"
        inputMode="numeric"
        placeholder="50000"
      />
    </>
  );
}
