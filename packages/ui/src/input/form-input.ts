import { type Ref, type RefObject, useCallback, useEffect, useRef } from 'react';

/** What a field sends to `onChange` and `onBlur`: its form input, as react-hook-form's `register` reads it. */
export interface FormInputEvent {
  target: HTMLInputElement;
  currentTarget: HTMLInputElement;
  type: 'change' | 'blur';
}

export interface FormInputOptions {
  /** The controlled value, when the caller controls it. */
  value: string | undefined;
  /** The value an uncontrolled field starts with, and goes back to when its form is reset. */
  defaultValue: string | undefined;
  /** The caller's ref: it receives the form input. */
  ref: Ref<HTMLInputElement> | undefined;
  /** Shows a value written from outside (a controlled value, `reset`, `setValue`, a form's reset). */
  show: (value: string) => void;
  /** The input the person types in: it takes the focus a form gives the form input (its first wrong field). */
  focusTarget: RefObject<HTMLInputElement | null>;
}

export interface FormInput {
  /** The ref of the hidden `<input>` that carries the value in the form. */
  attach: (element: HTMLInputElement | null) => (() => void) | undefined;
  /** The value the form holds now: the last one sent or written from outside. */
  current: () => string;
  /**
   * Writes a value the person gave into the form input; the event for `onChange`, or null when the
   * value was already there (or the field is not mounted).
   */
  send: (next: string) => FormInputEvent | null;
  /** The event for `onBlur`, or null while the field is not mounted. */
  blurEvent: () => FormInputEvent | null;
}

/** The input's own `value` property (read when needed: modules also load where there is no DOM). */
const nativeValue = () => Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value');

const eventOf = (element: HTMLInputElement, type: FormInputEvent['type']): FormInputEvent => ({
  target: element,
  currentTarget: element,
  type,
});

/**
 * The hidden form input behind a field that shows its value as other text (a day as 27/11/2026, a
 * number as 3,44,400.00). The form input holds the plain value, so `register`, refs and FormData work
 * as for any input; values written into it from outside — react-hook-form's defaults, `reset` and
 * `setValue`, a controlled value, the form's own reset button — are shown, and the focus a form gives
 * it goes to the input typed in.
 */
export function useFormInput({
  value,
  defaultValue,
  ref,
  show,
  focusTarget,
}: FormInputOptions): FormInput {
  const element = useRef<HTMLInputElement | null>(null);
  const sent = useRef(value ?? defaultValue ?? '');
  const sending = useRef(false);
  const initial = useRef(defaultValue ?? '');
  const controlled = value !== undefined;
  const latest = useRef({ show, controlled });
  latest.current = { show, controlled };

  const showOutside = useCallback((next: string) => {
    if (next === sent.current) return;
    sent.current = next;
    latest.current.show(next);
  }, []);

  useEffect(() => {
    if (value === undefined) return;
    showOutside(value);
    const native = nativeValue();
    if (element.current && native?.set) native.set.call(element.current, value);
  }, [value, showOutside]);

  const attach = useCallback(
    (input: HTMLInputElement | null) => {
      element.current = input;
      if (!input) {
        if (typeof ref === 'function') ref(null);
        else if (ref) ref.current = null;
        return undefined;
      }
      const native = nativeValue();
      if (native?.get && native.set) {
        const { get, set } = native;
        set.call(input, sent.current);
        Object.defineProperty(input, 'value', {
          configurable: true,
          get: () => get.call(input),
          set: (next: string) => {
            set.call(input, next);
            if (!sending.current) showOutside(String(next ?? ''));
          },
        });
      }
      // Defined, not assigned: a test library may have turned the prototype's `focus` into a setter.
      Object.defineProperty(input, 'focus', {
        configurable: true,
        value: (options?: FocusOptions) => focusTarget.current?.focus(options),
      });
      // A reset button puts every field back to its first value; a hidden input keeps its own, so
      // the field's first value is written once the form has reset the others.
      const form = input.form;
      let pending: ReturnType<typeof setTimeout> | undefined;
      const onReset = () => {
        if (latest.current.controlled) return;
        pending = setTimeout(() => {
          if (element.current === input) input.value = initial.current;
        });
      };
      form?.addEventListener('reset', onReset);
      const callerCleanup = typeof ref === 'function' ? ref(input) : undefined;
      if (ref && typeof ref !== 'function') ref.current = input;
      return () => {
        form?.removeEventListener('reset', onReset);
        clearTimeout(pending);
        if (element.current === input) element.current = null;
        if (typeof callerCleanup === 'function') callerCleanup();
        else if (typeof ref === 'function') ref(null);
        else if (ref) ref.current = null;
      };
    },
    [ref, showOutside, focusTarget],
  );

  const send = useCallback((next: string) => {
    const input = element.current;
    if (!input || next === sent.current) return null;
    sending.current = true;
    input.value = next;
    sending.current = false;
    sent.current = next;
    return eventOf(input, 'change');
  }, []);

  const current = useCallback(() => sent.current, []);
  const blurEvent = useCallback(
    () => (element.current ? eventOf(element.current, 'blur') : null),
    [],
  );

  return { attach, current, send, blurEvent };
}
