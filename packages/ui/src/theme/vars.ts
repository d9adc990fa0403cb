import {
  type ColorRole,
  colorRoles,
  font,
  motion,
  radius,
  shadow,
  space,
  zIndex,
} from './tokens.ts';

const kebab = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/\./g, '_')
    .toLowerCase();

/** The CSS custom property that holds a colour role, e.g. `--color-primary-foreground`. */
export const colorVarName = (role: ColorRole) => `--color-${kebab(role)}`;

const scaleVars = <T extends Record<string | number, string>>(prefix: string, scale: T) =>
  Object.fromEntries(
    Object.keys(scale).map((key) => [key, `var(--${prefix}-${kebab(String(key))})`]),
  ) as { [K in keyof T]: string };

/**
 * References to the design tokens as CSS variables. Styles use these (`vars.color.primary`) so a
 * misspelt token fails to compile and a theme switch needs no re-render.
 */
export const vars = {
  color: Object.fromEntries(colorRoles.map((role) => [role, `var(${colorVarName(role)})`])) as {
    [K in ColorRole]: string;
  },
  space: scaleVars('space', space),
  radius: scaleVars('radius', radius),
  fontSize: scaleVars('font-size', font.size),
  shadow: scaleVars('shadow', shadow),
  zIndex: scaleVars('z', zIndex),
  font: font,
  motion: motion,
} as const;

/** Declarations for every scale token (theme independent). */
export const scaleDeclarations = (): string =>
  [
    ...Object.entries(space).map(([k, v]) => `--space-${kebab(k)}: ${v};`),
    ...Object.entries(radius).map(([k, v]) => `--radius-${kebab(k)}: ${v};`),
    ...Object.entries(font.size).map(([k, v]) => `--font-size-${kebab(k)}: ${v};`),
    ...Object.entries(shadow).map(([k, v]) => `--shadow-${kebab(k)}: ${v};`),
    ...Object.entries(zIndex).map(([k, v]) => `--z-${kebab(k)}: ${v};`),
  ].join('\n');

export type Vars = typeof vars;
