import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import './mono.css';
import { createGlobalStyle } from 'styled-components';
import { themes } from './themes.ts';
import { type ColorRole, colorRoles, font, themeNames } from './tokens.ts';
import { colorVarName, scaleDeclarations, vars } from './vars.ts';

const colorDeclarations = (values: Record<ColorRole, string>) =>
  colorRoles.map((role) => `${colorVarName(role)}: ${values[role]};`).join('\n');

const themeBlocks = themeNames
  .map(
    (name) => `
[data-theme='${name}'] {
  color-scheme: ${name};
  ${colorDeclarations(themes[name])}
}`,
  )
  .join('\n');

/** Tokens as custom properties, both themes, and the few element defaults every screen relies on. */
export const GlobalStyles = createGlobalStyle`
  :root {
    ${scaleDeclarations()}
    ${colorDeclarations(themes.light)}
  }
  ${themeBlocks}

  *, *::before, *::after { box-sizing: border-box; }

  html {
    -webkit-text-size-adjust: 100%;
    font-family: ${font.family.sans};
    font-size: 16px;
    line-height: ${font.lineHeight.normal};
  }

  body {
    margin: 0;
    background: ${vars.color.background};
    color: ${vars.color.foreground};
    font-family: ${font.family.sans};
    font-size: ${vars.fontSize.sm};
    -webkit-font-smoothing: antialiased;
  }

  h1, h2, h3, h4, p { margin: 0; }

  button, input, select, textarea { font: inherit; color: inherit; }

  :focus-visible {
    outline: 2px solid ${vars.color.ring};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
