export { type TooltipSide, tooltipSides } from './tooltip.styles.ts';
export {
  TOOLTIP_DELAY_MS,
  Tooltip,
  type TooltipProps,
  TooltipProvider,
  type TooltipProviderProps,
} from './tooltip.tsx';
