import type { AriaAttributes, PointerEvent, Ref } from 'react';

/**
 * A field is invalid when its own `invalid` prop says so or when a wrapper (FormField) set
 * `aria-invalid` on it, so both ways of marking an error draw the same destructive border.
 */
export const isFieldInvalid = (
  invalid: boolean | undefined,
  ariaInvalid: AriaAttributes['aria-invalid'],
): boolean => Boolean(invalid) || ariaInvalid === true || ariaInvalid === 'true';

/**
 * Pointer-down handler for a field box: a press on its padding, icon, prefix or unit focuses the
 * input, as if the whole box were the input. Presses on the input itself or a button are left alone.
 */
export const focusInputOnPointerDown = (event: PointerEvent<HTMLElement>) => {
  const target = event.target as Element;
  const input = event.currentTarget.querySelector('input');
  if (!input || input.disabled || target === input || target.closest('button')) return;
  event.preventDefault();
  input.focus();
};

/** One ref callback that fills a component's own ref and the ref its caller passed. */
export const composeRefs =
  <T>(...refs: (Ref<T> | undefined)[]) =>
  (node: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
