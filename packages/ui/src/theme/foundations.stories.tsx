import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import styled from 'styled-components';
import { contrastRatio } from './contrast.ts';
import { textPairs } from './foundations.ts';
import { ThemeGrid } from './theme-scope.tsx';
import { themes } from './themes.ts';
import { font, radius, shadow, space, themeNames } from './tokens.ts';
import { vars } from './vars.ts';

const meta = {
  title: 'Foundations/Tokens',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const Table = styled.table`
  border-collapse: collapse;
  width: 100%;
  font-size: ${vars.fontSize.sm};
  th, td { text-align: left; padding: ${vars.space[2]}; border-bottom: 1px solid ${vars.color.border}; }
  td.number { text-align: right; font-variant-numeric: tabular-nums; }
`;

const Sample = styled.span<{ $fg: string; $bg: string }>`
  display: inline-block;
  padding: ${vars.space[1]} ${vars.space[2]};
  border-radius: ${vars.radius.sm};
  border: 1px solid ${vars.color.border};
  color: ${({ $fg }) => $fg};
  background: ${({ $bg }) => $bg};
`;

/** Every text/background pair components use, with its contrast ratio in each theme (AA needs 4.5). */
export const ColorContrast: Story = {
  render: () => (
    <Table>
      <caption>Text colours and their contrast ratios</caption>
      <thead>
        <tr>
          <th scope="col">Text on background</th>
          {themeNames.map((theme) => (
            <th key={theme} scope="col">
              {theme === 'light' ? 'Light' : 'Dark'}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {textPairs.map(({ foreground, background }) => (
          <tr key={`${foreground}-${background}`}>
            <th scope="row">
              {foreground} on {background}
            </th>
            {themeNames.map((theme) => (
              <td key={theme}>
                <Sample $fg={themes[theme][foreground]} $bg={themes[theme][background]}>
                  {contrastRatio(themes[theme][foreground], themes[theme][background]).toFixed(2)}:1
                </Sample>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </Table>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('rowheader', { name: 'primaryForeground on primary' }),
    ).toBeVisible();
  },
};

const Swatches = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: ${vars.space[2]};
`;

const Swatch = styled.div`
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  overflow: hidden;
  font-size: ${vars.fontSize.xs};
  div:first-child { height: 2.5rem; }
  div:last-child { padding: ${vars.space[1]} ${vars.space[2]}; }
`;

/** Every colour role in both themes. */
export const Colors: Story = {
  render: () => (
    <ThemeGrid>
      {(theme) => (
        <Swatches>
          {Object.entries(themes[theme]).map(([role, value]) => (
            <Swatch key={role}>
              <div style={{ background: value }} />
              <div>
                {role}
                <br />
                {value}
              </div>
            </Swatch>
          ))}
        </Swatches>
      )}
    </ThemeGrid>
  ),
};

/** The type scale in Inter, bundled with the app. */
export const Typography: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {Object.entries(font.size).map(([name, size]) => (
        <p key={name} style={{ fontSize: size }}>
          {name} ({size}) — Farmer Settlement ₹1,23,45,678.50
        </p>
      ))}
      {Object.entries(font.weight).map(([name, weight]) => (
        <p key={name} style={{ fontWeight: Number(weight) }}>
          {name} ({weight}) — Weekly Growth Update
        </p>
      ))}
    </div>
  ),
};

/** Spacing, radius and shadow scales. */
export const SpacingRadiusShadow: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      <div style={{ display: 'grid', gap: 4 }}>
        {Object.entries(space).map(([name, size]) => (
          <div key={name} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <code style={{ width: 48 }}>{name}</code>
            <div style={{ width: size, height: 12, background: 'var(--color-primary)' }} />
            <span>{size}</span>
          </div>
        ))}
      </div>
      <div style={{ display: 'flex', gap: 16, flexWrap: 'wrap' }}>
        {Object.entries(radius).map(([name, value]) => (
          <div
            key={name}
            style={{
              width: 72,
              height: 48,
              borderRadius: value,
              border: '1px solid var(--color-input)',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            {name}
          </div>
        ))}
      </div>
      <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
        {Object.entries(shadow).map(([name, value]) => (
          <div
            key={name}
            style={{
              width: 96,
              height: 64,
              boxShadow: value,
              borderRadius: 8,
              background: 'var(--color-card)',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            {name}
          </div>
        ))}
      </div>
    </div>
  ),
};
