export interface StepOptions {
  /** Amount added or removed per step. */
  step: number;
  /** Lowest value a step may reach. */
  min?: number;
  /** Highest value a step may reach. */
  max?: number;
}

const decimalsOf = (value: number | string): number => {
  const text = String(value);
  const exponent = /e-(\d+)$/.exec(text);
  if (exponent) return Number(exponent[1]);
  return text.includes('.') ? (text.split('.')[1]?.length ?? 0) : 0;
};

const clamp = (value: number, min = -Infinity, max = Infinity) =>
  Math.min(Math.max(value, min), max);

/**
 * The text after one step up (`direction` 1) or down (-1) from `value`, kept within min/max and
 * without floating-point noise (0.1 + 0.2 gives "0.3"). Empty or unreadable text counts as 0, as in a
 * native number input. Keeps as many decimals as the value or the step has, whichever is more.
 */
export function stepValue(value: string, direction: 1 | -1, options: StepOptions): string {
  const { step, min, max } = options;
  const trimmed = value.trim();
  const parsed = trimmed === '' ? Number.NaN : Number(trimmed);
  const current = Number.isFinite(parsed) ? parsed : 0;
  const decimals = Math.max(decimalsOf(step), Number.isFinite(parsed) ? decimalsOf(trimmed) : 0);
  const next = clamp(current + direction * step, min, max);
  return next.toFixed(decimals).replace(/^-(0\.?0*)$/, '$1');
}
