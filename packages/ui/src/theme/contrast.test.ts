import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast.ts';
import { textPairs } from './foundations.ts';
import { themes } from './themes.ts';
import { themeNames } from './tokens.ts';

describe('contrastRatio', () => {
  it('gives 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#15803d', '#15803d')).toBe(1);
  });

  it('refuses colours it cannot read', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow('Expected a #rrggbb colour, got "red"');
  });
});

describe.each(themeNames)('%s theme', (theme) => {
  it.each(textPairs)(
    '$foreground on $background meets WCAG AA (4.5:1)',
    ({ foreground, background }) => {
      expect(
        contrastRatio(themes[theme][foreground], themes[theme][background]),
      ).toBeGreaterThanOrEqual(4.5);
    },
  );
});
