import styled, { css } from 'styled-components';
import { vars } from '../theme/vars.ts';

/**
 * The look every text-like field shares (Input, NumberInput, Textarea, DateInput, SearchBox, the
 * Combobox input, the Select trigger) and the floating list Select and Combobox open.
 */
export const fieldSizes = ['sm', 'md'] as const;
export type FieldSize = (typeof fieldSizes)[number];

const sizeStyles: Record<FieldSize, ReturnType<typeof css>> = {
  sm: css`
    --field-height: 2rem;
    --field-inset: ${vars.space[2]};
    font-size: ${vars.fontSize.xs};
  `,
  md: css`
    --field-height: 2.25rem;
    --field-inset: ${vars.space[3]};
    font-size: ${vars.fontSize.sm};
  `,
};

/** Selectors for the states a field can be in; bare controls and boxes express them differently. */
interface StateSelectors {
  focus: string;
  invalid: string;
  disabled: string;
  readOnly: string;
}

const fieldSurface = (state: StateSelectors) => css`
  border: 1px solid ${vars.color.input};
  border-radius: ${vars.radius.md};
  background: ${vars.color.background};
  color: ${vars.color.foreground};
  line-height: ${vars.font.lineHeight.tight};
  transition: border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard};

  ${state.focus} {
    outline: 2px solid ${vars.color.ring};
    outline-offset: 1px;
  }
  ${state.invalid} { border-color: ${vars.color.destructive}; }
  ${state.invalid}${state.focus.replace('&', '')} { outline-color: ${vars.color.destructive}; }
  ${state.readOnly} { background: ${vars.color.muted}; }
  /* Muted colours rather than opacity, so a disabled field's text still reads at AA contrast. */
  ${state.disabled} {
    background: ${vars.color.muted};
    color: ${vars.color.mutedForeground};
    border-color: ${vars.color.border};
    cursor: not-allowed;
  }
`;

/** A bare form control (`<textarea>`, `<input type="date">`, a trigger button) drawn as a field. */
export const fieldControlStyles = (size: FieldSize) => css`
  ${sizeStyles[size]}
  ${fieldSurface({
    focus: '&:focus-visible',
    invalid: "&[aria-invalid='true']",
    disabled: '&:disabled',
    readOnly: '&[readonly]',
  })}
  display: block;
  width: 100%;
  min-width: 0;
  padding: 0 var(--field-inset);
  font-family: inherit;

  &::placeholder { color: ${vars.color.mutedForeground}; opacity: 1; }
`;

/**
 * The visible box of a field that holds an input plus adornments (icon, prefix, unit, buttons). The
 * component mirrors the input's state onto it as `data-invalid`, `data-disabled`, `data-readonly`.
 */
export const FieldBox = styled.div<{ $size: FieldSize; $fullWidth?: boolean }>`
  ${({ $size }) => sizeStyles[$size]}
  ${fieldSurface({
    focus: '&:has(input:focus-visible)',
    invalid: '&[data-invalid]',
    disabled: '&[data-disabled]',
    readOnly: '&[data-readonly]',
  })}
  display: ${({ $fullWidth = true }) => ($fullWidth ? 'flex' : 'inline-flex')};
  width: ${({ $fullWidth = true }) => ($fullWidth ? '100%' : 'auto')};
  min-width: 0;
  align-items: center;
  height: var(--field-height);
  overflow: hidden;
`;

/** Decorative or textual adornment inside a FieldBox: an icon, a `₹` prefix, a `kg` unit. */
export const FieldAdornment = styled.span`
  display: inline-flex;
  align-items: center;
  flex-shrink: 0;
  height: 100%;
  color: ${vars.color.mutedForeground};
  white-space: nowrap;

  &:first-child { padding-left: var(--field-inset); }
  &:last-child { padding-right: var(--field-inset); }
  /* A button brings its own padding. */
  &:last-child:has(> button) { padding-right: ${vars.space[1]}; }

  svg { width: 1rem; height: 1rem; }
`;

/** The `<input>` inside a FieldBox: transparent, filling the box; the box draws border and focus. */
export const FieldInput = styled.input`
  flex: 1;
  min-width: 0;
  height: 100%;
  margin: 0;
  padding: 0 var(--field-inset);
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;

  &:focus-visible { outline: none; }
  &::placeholder { color: ${vars.color.mutedForeground}; opacity: 1; }
  &:disabled { cursor: not-allowed; }
  ${FieldAdornment} + & { padding-left: ${vars.space[2]}; }
`;

/** Surface of the floating list that Select and Combobox open, as wide as the field. */
export const listSurface = css`
  z-index: ${vars.zIndex.popover};
  min-width: var(--list-anchor-width);
  max-width: var(--list-available-width, none);
  max-height: min(18rem, var(--list-available-height, 18rem));
  overflow-y: auto;
  padding: ${vars.space[1]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.popover};
  color: ${vars.color.popoverForeground};
  box-shadow: ${vars.shadow.md};
  font-size: ${vars.fontSize.sm};
`;

/** One option of that list. Highlight and selection come from attributes the component sets. */
export const listOption = css`
  position: relative;
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: 2rem;
  padding: ${vars.space[1.5]} ${vars.space[2]} ${vars.space[1.5]} ${vars.space[8]};
  border-radius: ${vars.radius.sm};
  line-height: ${vars.font.lineHeight.tight};
  cursor: default;
  user-select: none;
  outline: none;

  /* Not accent: in the dark theme accent is the popover colour itself, so it would not show. */
  &[data-highlighted] {
    background: ${vars.color.neutralSoft};
    color: ${vars.color.neutralSoftForeground};
  }
  &[data-disabled] {
    color: ${vars.color.mutedForeground};
    cursor: not-allowed;
  }
`;

/** The check mark in front of the chosen option. */
export const ListOptionIndicator = styled.span`
  position: absolute;
  left: ${vars.space[2]};
  display: inline-flex;
  svg { width: 1rem; height: 1rem; }
`;

/** A small icon button inside a field's trailing slot (clear, show password). */
export const FieldButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.75rem;
  height: 1.75rem;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.sm};
  background: transparent;
  color: ${vars.color.mutedForeground};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${vars.color.accent};
    color: ${vars.color.accentForeground};
  }
  &:focus-visible {
    outline: 2px solid ${vars.color.ring};
    outline-offset: 0;
  }
  &:disabled { cursor: not-allowed; }

  svg { width: 1rem; height: 1rem; }
`;
