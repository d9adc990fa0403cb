import type { ComponentPropsWithRef } from 'react';
import { formatBalance, formatMoney, type Paise } from '../format/index.ts';
import {
  type AmountAlign,
  type AmountTone,
  type ResolvedAmountTone,
  StyledFigure,
} from './amount.styles.ts';
import { DEFAULT_DEVIATION_THRESHOLD, formatPercent, roundPercent } from './percent-format.ts';

type FigureProps = Omit<ComponentPropsWithRef<'span'>, 'children'>;

export interface AmountProps extends FigureProps {
  /** The amount in integer paise (₹1 = 100). `null`/`undefined` show as an em dash. */
  value: Paise | null | undefined;
  /**
   * Show a party balance: the absolute amount with `Dr` (positive: the party owes us) or `Cr`
   * (negative: we owe the party), via `formatBalance`.
   */
  balance?: boolean;
  /** Currency symbol, from Settings. Defaults to `₹`. */
  symbol?: string;
  /** `end` makes the amount a block aligned to the end (right), for columns of figures. */
  align?: AmountAlign;
  /**
   * Text colour. `auto` (default) uses the destructive colour for a negative value when
   * `negativeIsBad` is set, and the surrounding colour otherwise.
   */
  tone?: AmountTone;
  /** With `tone="auto"`: a negative value is bad news (a loss, a shortfall) and is shown in red. */
  negativeIsBad?: boolean;
}

/**
 * An amount of money from integer paise, in Indian grouping with tabular figures:
 * `1234567850` → "₹1,23,45,678.50"; as a balance, `-4500000` → "₹45,000.00 Cr".
 */
export function Amount({
  value,
  balance = false,
  symbol = '₹',
  align = 'inline',
  tone = 'auto',
  negativeIsBad = false,
  ...rest
}: AmountProps) {
  const text = balance ? formatBalance(value, { symbol }) : formatMoney(value, { symbol });
  const negative = typeof value === 'number' && value < 0;
  const resolved: ResolvedAmountTone =
    tone === 'auto' ? (negative && negativeIsBad ? 'destructive' : 'default') : tone;
  return (
    <StyledFigure
      {...rest}
      $tone={resolved}
      data-tone={resolved}
      data-align={align}
      data-negative={negative ? '' : undefined}
    >
      {text}
    </StyledFigure>
  );
}

export interface PercentProps extends FigureProps {
  /** Percentage points: `-3.5` means −3.5 %. `null`/`undefined` show as an em dash. */
  value: number | null | undefined;
  /** Digits after the decimal point. Defaults to 1. */
  fractionDigits?: number;
  /** Show `+` before positive values. Defaults to `false` (`Deviation` sets it). */
  signed?: boolean;
  /**
   * With `tone="auto"`: values below this (as shown, after rounding) use the destructive colour.
   * Unset: no threshold.
   */
  destructiveBelow?: number;
  /** `end` makes the figure a block aligned to the end (right), for columns of figures. */
  align?: AmountAlign;
  /** Text colour; `auto` (default) applies `destructiveBelow`. */
  tone?: AmountTone;
}

/** A percentage with tabular figures, e.g. a mortality rate ("1.2%"). */
export function Percent({
  value,
  fractionDigits = 1,
  signed = false,
  destructiveBelow,
  align = 'inline',
  tone = 'auto',
  ...rest
}: PercentProps) {
  const known = typeof value === 'number' && Number.isFinite(value);
  const below =
    known &&
    destructiveBelow !== undefined &&
    roundPercent(value, fractionDigits) < destructiveBelow;
  const resolved: ResolvedAmountTone = tone === 'auto' ? (below ? 'destructive' : 'default') : tone;
  return (
    <StyledFigure {...rest} $tone={resolved} data-tone={resolved} data-align={align}>
      {formatPercent(value, { fractionDigits, signed })}
    </StyledFigure>
  );
}

export interface DeviationProps extends Omit<PercentProps, 'signed' | 'destructiveBelow'> {
  /** Values below this are shown in the destructive colour. Defaults to -3 (the Growth Report rule). */
  threshold?: number;
}

/**
 * A signed deviation from a standard ("+2.0%", "-4.5%"); below the threshold (default −3 %) it is
 * shown in the destructive colour, as the Growth Report requires.
 */
export function Deviation({ threshold = DEFAULT_DEVIATION_THRESHOLD, ...rest }: DeviationProps) {
  return <Percent {...rest} signed destructiveBelow={threshold} />;
}
