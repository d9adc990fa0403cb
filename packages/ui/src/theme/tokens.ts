/**
 * Design tokens. Scales are plain values; colours are roles whose values differ per theme and are
 * written as CSS custom properties, so components read `var(--…)` and a theme switch re-renders nothing.
 */
export const space = {
  0: '0',
  px: '1px',
  0.5: '0.125rem',
  1: '0.25rem',
  1.5: '0.375rem',
  2: '0.5rem',
  3: '0.75rem',
  4: '1rem',
  5: '1.25rem',
  6: '1.5rem',
  8: '2rem',
  10: '2.5rem',
  12: '3rem',
  16: '4rem',
} as const;

export const radius = {
  none: '0',
  sm: '0.25rem',
  md: '0.375rem',
  lg: '0.5rem',
  xl: '0.75rem',
  full: '9999px',
} as const;

export const font = {
  family: {
    sans: "'Inter Variable', 'Inter', 'Noto Sans Devanagari', 'Noto Sans Oriya', 'Noto Sans Bengali', system-ui, -apple-system, 'Segoe UI', sans-serif",
    // IBM Plex Mono, shipped with the design system (mono.css declares the stack).
    mono: 'var(--font-family-mono)',
  },
  size: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
  },
  weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  lineHeight: { tight: '1.25', normal: '1.5' },
} as const;

export const shadow = {
  sm: '0 1px 2px 0 rgb(0 0 0 / 0.06)',
  md: '0 4px 8px -2px rgb(0 0 0 / 0.12), 0 2px 4px -2px rgb(0 0 0 / 0.08)',
  lg: '0 12px 24px -6px rgb(0 0 0 / 0.2), 0 4px 8px -4px rgb(0 0 0 / 0.1)',
} as const;

export const zIndex = {
  base: '0',
  sticky: '10',
  sidebar: '20',
  header: '30',
  overlay: '40',
  modal: '50',
  popover: '60',
  toast: '70',
  tooltip: '80',
} as const;

/** Widths in px. Below `mobile` the layout is a phone layout (sidebar becomes a sheet). */
export const breakpoint = {
  mobile: 768,
  desktop: 1280,
} as const;

/** Height of the header bar; the sidebar's brand row matches it so their borders line up. */
export const HEADER_HEIGHT = '3.5rem';

export const media = {
  mobile: `@media (max-width: ${breakpoint.mobile - 1}px)`,
  tablet: `@media (min-width: ${breakpoint.mobile}px)`,
  desktop: `@media (min-width: ${breakpoint.desktop}px)`,
} as const;

export const motion = {
  duration: { fast: '120ms', normal: '200ms', slow: '300ms' },
  easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)', exit: 'cubic-bezier(0.4, 0, 1, 1)' },
} as const;

/** Every colour role a component may use. Values per theme live in `themes.ts`. */
export const colorRoles = [
  'background',
  'foreground',
  'muted',
  'mutedForeground',
  'card',
  'cardForeground',
  'popover',
  'popoverForeground',
  'border',
  'input',
  'ring',
  'primary',
  'primaryForeground',
  'primaryHover',
  'secondary',
  'secondaryForeground',
  'secondaryHover',
  'accent',
  'accentForeground',
  'destructive',
  'destructiveForeground',
  'destructiveHover',
  'destructiveText',
  'successText',
  'successSoft',
  'successSoftForeground',
  'warningText',
  'warningSoft',
  'warningSoftForeground',
  'dangerSoft',
  'dangerSoftForeground',
  'infoSoft',
  'infoSoftForeground',
  'neutralSoft',
  'neutralSoftForeground',
  'sidebar',
  'sidebarForeground',
  'sidebarAccent',
  'sidebarAccentForeground',
  'sidebarBorder',
  'overlay',
  'skeleton',
] as const;

export type ColorRole = (typeof colorRoles)[number];
export type ThemeName = 'light' | 'dark';
export const themeNames = ['light', 'dark'] as const satisfies readonly ThemeName[];
