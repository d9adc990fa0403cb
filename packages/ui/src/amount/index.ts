export {
  type AmountAlign,
  type AmountTone,
  amountAligns,
  amountTones,
} from './amount.styles.ts';
export {
  Amount,
  type AmountProps,
  Deviation,
  type DeviationProps,
  Percent,
  type PercentProps,
} from './amount.tsx';
export {
  DEFAULT_DEVIATION_THRESHOLD,
  formatPercent,
  type PercentFormatOptions,
  roundPercent,
} from './percent-format.ts';
