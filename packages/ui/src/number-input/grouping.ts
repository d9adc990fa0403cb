/** What people type or paste between digit groups: commas and spaces (also no-break and thin ones). */
const separator = /[,\s]/;

/** Text with a caret or a selection in it (`start` ≤ `end`, as `selectionStart` and `selectionEnd`). */
export interface TextSelection {
  text: string;
  start: number;
  end: number;
}

/** A position in `text` as the number of characters before it that are not group separators. */
const keptBefore = (text: string, position: number) =>
  [...text.slice(0, position)].filter((character) => !separator.test(character)).length;

/**
 * The number as a form keeps it: `text` without group separators, and without `prefix` ("₹") when
 * it was pasted with one. The caret or selection keeps its place among the remaining characters,
 * so `"3,44,4|00"` becomes `"34440|0"`.
 */
export function withoutGrouping(
  { text, start, end }: TextSelection,
  prefix?: string,
): TextSelection {
  const skipped =
    prefix && text.trimStart().startsWith(prefix) ? text.indexOf(prefix) + prefix.length : 0;
  const rest = text.slice(skipped);
  const kept = [...rest].filter((character) => !separator.test(character)).join('');
  const place = (position: number) => keptBefore(rest, Math.max(0, position - skipped));
  return { text: kept, start: place(start), end: place(end) };
}

const plainNumber = /^(-?)(\d+)(\.\d*)?$/;

/**
 * A plain number with its whole part grouped the Indian way (the last three digits, then pairs):
 * `"344400.5"` → `"3,44,400.5"`, `"12345678"` → `"1,23,45,678"`. The decimals stay as typed; text
 * that is not a plain number comes back unchanged.
 */
export function groupDigits(text: string): string {
  const match = plainNumber.exec(text);
  if (!match) return text;
  const [, sign = '', whole = '', fraction = ''] = match;
  if (whole.length <= 3) return text;
  const lakhs = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${sign}${lakhs},${whole.slice(-3)}${fraction}`;
}

/**
 * A plain number as it is kept once typed: without leading zeros or a point with nothing after it,
 * and with `decimals` decimals when given (money: `"344400"` → `"344400.00"`, `"12.5"` → `"12.50"`).
 * The value never changes. A number with more decimals than `decimals`, and text that is not a
 * plain number, come back unchanged: the form's rule says what is wrong with them.
 */
export function tidyNumber(text: string, decimals?: number): string {
  const match = plainNumber.exec(text);
  if (!match) return text;
  const [, sign = '', digits = '', point = ''] = match;
  const whole = digits.replace(/^0+(?=\d)/, '');
  const fraction = point.slice(1);
  if (decimals === undefined) return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
  if (fraction.length > decimals) return text;
  return decimals === 0 ? `${sign}${whole}` : `${sign}${whole}.${fraction.padEnd(decimals, '0')}`;
}
