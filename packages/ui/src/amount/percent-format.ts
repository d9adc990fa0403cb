/** The Growth Report rule: a deviation below -3 % is shown in the destructive colour. */
export const DEFAULT_DEVIATION_THRESHOLD = -3;

export interface PercentFormatOptions {
  /** Digits after the decimal point. Defaults to 1. */
  fractionDigits?: number;
  /** Show `+` before positive values (deviations). Zero never gets a sign. */
  signed?: boolean;
}

/**
 * Rounds a percentage the way it is shown, so a colour rule agrees with the text the user reads
 * (-3.04 shows as "-3.0%", which is not below -3).
 */
export function roundPercent(value: number, fractionDigits = 1): number {
  const factor = 10 ** fractionDigits;
  const rounded = Math.round(Math.abs(value) * factor) / factor;
  return rounded === 0 ? 0 : Math.sign(value) * rounded;
}

/**
 * A number of percentage points as text: `formatPercent(-3.46)` → `-3.5%`,
 * `formatPercent(2, { signed: true })` → `+2.0%`. `null`/`undefined` show as an em dash.
 */
export function formatPercent(
  value: number | null | undefined,
  { fractionDigits = 1, signed = false }: PercentFormatOptions = {},
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '—';
  const rounded = roundPercent(value, fractionDigits);
  const digits = Math.abs(rounded).toLocaleString('en-IN', {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
  const sign = rounded < 0 ? '-' : rounded > 0 && signed ? '+' : '';
  return `${sign}${digits}%`;
}
