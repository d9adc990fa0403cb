import * as RadixTooltip from '@radix-ui/react-tooltip';
import { createContext, type ReactElement, type ReactNode, useContext } from 'react';
import { StyledTooltipArrow, StyledTooltipContent, type TooltipSide } from './tooltip.styles.ts';

/** How long the pointer must rest on a trigger before its tooltip shows (from the specification). */
export const TOOLTIP_DELAY_MS = 700;

const InsideProvider = createContext(false);

export interface TooltipProviderProps {
  /** Hover delay before a tooltip opens, in ms. Keyboard focus opens it at once. */
  delayDuration?: number;
  /** After one tooltip closes, others open without delay for this long, in ms. */
  skipDelayDuration?: number;
  /** The part of the app whose tooltips share these timings (usually the whole app). */
  children: ReactNode;
}

/** Shared timing for the tooltips inside it. Put one near the root of the app. */
export function TooltipProvider({
  delayDuration = TOOLTIP_DELAY_MS,
  skipDelayDuration,
  children,
}: TooltipProviderProps) {
  return (
    <InsideProvider value={true}>
      <RadixTooltip.Provider delayDuration={delayDuration} skipDelayDuration={skipDelayDuration}>
        {children}
      </RadixTooltip.Provider>
    </InsideProvider>
  );
}

export interface TooltipProps {
  /** Text of the tooltip. Short; it supplements the trigger's own accessible name. */
  content: ReactNode;
  /** Preferred side of the trigger; it flips when there is no room. */
  side?: TooltipSide;
  /** Alignment along that side. */
  align?: 'start' | 'center' | 'end';
  /** One focusable element (e.g. an icon `Button`) that shows the tooltip on hover and focus. */
  children: ReactElement;
  /** Whether the tooltip is shown (controlled). */
  open?: boolean;
  /** Whether the tooltip starts shown (uncontrolled). */
  defaultOpen?: boolean;
  /** Called when the tooltip shows or hides. */
  onOpenChange?: (open: boolean) => void;
  /** Hover delay for this tooltip only, in ms. Defaults to the provider's (700 ms). */
  delayDuration?: number;
  /** Element to render into instead of `<body>` (e.g. a themed preview area). */
  container?: HTMLElement | null;
}

/**
 * A short label that appears next to an element on hover (after 700 ms) or keyboard focus (at once)
 * and hides on Escape, blur or pointer leave. Works without a `TooltipProvider` (it then uses its own).
 */
export function Tooltip({
  content,
  side = 'top',
  align = 'center',
  children,
  open,
  defaultOpen,
  onOpenChange,
  delayDuration,
  container,
}: TooltipProps) {
  const insideProvider = useContext(InsideProvider);
  const tooltip = (
    <RadixTooltip.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      delayDuration={delayDuration}
    >
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal container={container}>
        <StyledTooltipContent side={side} align={align} sideOffset={6} collisionPadding={8}>
          {content}
          <StyledTooltipArrow width={10} height={5} />
        </StyledTooltipContent>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
  return insideProvider ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
