import type { ComponentPropsWithRef } from 'react';
import {
  type AmountAlign,
  type AmountTone,
  type ResolvedAmountTone,
  StyledFigure,
} from './amount.styles.ts';
import { DEFAULT_DEVIATION_THRESHOLD, formatPercent, roundPercent } from './percent-format.ts';

type FigureProps = Omit<ComponentPropsWithRef<'span'>, 'children'>;

export interface AmountProps extends FigureProps {
  /**
   * The amount as the app formats it from integer paise (`formatMoney` / `formatBalance` of
   * @pfm/shared): "₹1,23,45,678.50", "₹45,000.00 Cr". Empty shows an em dash.
   */
  children: string | null | undefined;
  /** The amount is below zero: with `negativeIsBad` it is shown in the destructive colour. */
  negative?: boolean;
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
 * An amount of money with tabular figures, aligned for columns, coloured by its sign when that is
 * bad news. The design system only presents it: the app formats it (Indian grouping, Dr/Cr).
 */
export function Amount({
  children,
  negative = false,
  align = 'inline',
  tone = 'auto',
  negativeIsBad = false,
  ...rest
}: AmountProps) {
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
      {children || '—'}
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
