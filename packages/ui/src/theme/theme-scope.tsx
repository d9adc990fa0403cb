import type { ReactNode } from 'react';
import styled from 'styled-components';
import { type ThemeName, themeNames } from './tokens.ts';
import { vars } from './vars.ts';

const Scope = styled.div`
  background: ${vars.color.background};
  color: ${vars.color.foreground};
`;

export interface ThemeScopeProps {
  /**
   * The theme whose colours apply inside this element, whatever the page's theme. (Not `theme`:
   * styled-components reserves that prop name.)
   */
  themeName: ThemeName;
  children: ReactNode;
  className?: string;
}

/** Applies a theme to part of a page (previews, theme pickers, the light/dark grid stories). */
export function ThemeScope({ themeName, children, className }: ThemeScopeProps) {
  return (
    <Scope data-theme={themeName} className={className}>
      {children}
    </Scope>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: ${vars.space[4]};
`;

const Panel = styled(ThemeScope)`
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  display: grid;
  gap: ${vars.space[3]};
  align-content: start;
`;

const PanelTitle = styled.p`
  font-size: ${vars.fontSize.xs};
  font-weight: ${vars.font.weight.semibold};
  color: ${vars.color.mutedForeground};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

/**
 * The same content in the light and the dark theme side by side. `children` is called once per theme
 * so ids stay unique.
 */
export function ThemeGrid({ children }: { children: (theme: ThemeName) => ReactNode }) {
  return (
    <Grid>
      {themeNames.map((theme) => (
        <Panel key={theme} themeName={theme}>
          <PanelTitle>{theme === 'light' ? 'Light' : 'Dark'}</PanelTitle>
          {children(theme)}
        </Panel>
      ))}
    </Grid>
  );
}
