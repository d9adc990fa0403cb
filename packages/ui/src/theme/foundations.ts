import type { ColorRole } from './tokens.ts';

/** Text colour / background pairs that components use; each must reach WCAG AA in both themes. */
export const textPairs: { foreground: ColorRole; background: ColorRole }[] = [
  { foreground: 'foreground', background: 'background' },
  { foreground: 'mutedForeground', background: 'background' },
  { foreground: 'mutedForeground', background: 'muted' },
  { foreground: 'mutedForeground', background: 'card' },
  { foreground: 'cardForeground', background: 'card' },
  { foreground: 'popoverForeground', background: 'popover' },
  { foreground: 'primaryForeground', background: 'primary' },
  { foreground: 'primaryForeground', background: 'primaryHover' },
  { foreground: 'secondaryForeground', background: 'secondary' },
  { foreground: 'accentForeground', background: 'accent' },
  { foreground: 'destructiveForeground', background: 'destructive' },
  { foreground: 'destructiveText', background: 'background' },
  { foreground: 'destructiveText', background: 'card' },
  { foreground: 'successText', background: 'background' },
  { foreground: 'successText', background: 'card' },
  { foreground: 'warningText', background: 'background' },
  { foreground: 'successSoftForeground', background: 'successSoft' },
  { foreground: 'warningSoftForeground', background: 'warningSoft' },
  { foreground: 'dangerSoftForeground', background: 'dangerSoft' },
  { foreground: 'infoSoftForeground', background: 'infoSoft' },
  { foreground: 'neutralSoftForeground', background: 'neutralSoft' },
  { foreground: 'sidebarForeground', background: 'sidebar' },
  { foreground: 'sidebarAccentForeground', background: 'sidebarAccent' },
];
