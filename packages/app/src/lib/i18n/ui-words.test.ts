import english from '@pfm/shared/locales/en-IN.json';
import { englishWords } from '@pfm/ui';
import { describe, expect, it } from 'vitest';
import { uiWords } from './ui-words.ts';

describe('The design system’s words', () => {
  it('read in English (India) as the design system’s own English', () => {
    const words = english as Record<string, string>;
    expect(uiWords((id) => words[id] ?? `missing ${id}`)).toEqual(englishWords);
  });
});
