export { contrastRatio } from './contrast.ts';
export { GlobalStyles } from './global-styles.ts';
export { type Script, scriptFonts } from './script-fonts.ts';
export {
  THEME_STORAGE_KEY,
  ThemeProvider,
  type ThemeProviderProps,
  useTheme,
} from './theme-provider.tsx';
export { ThemeGrid, ThemeScope, type ThemeScopeProps } from './theme-scope.tsx';
export { themes } from './themes.ts';
export {
  breakpoint,
  type ColorRole,
  colorRoles,
  font,
  media,
  motion,
  radius,
  shadow,
  space,
  type ThemeName,
  themeNames,
  zIndex,
} from './tokens.ts';
export { colorVarName, type Vars, vars } from './vars.ts';
