import english from '@pfm/shared/locales/en-IN.json';
import { describe, expect, it } from 'vitest';
import {
  accountScreens,
  groupLabelId,
  labelId,
  navigation,
  screenTitles,
  titleId,
} from './paths.ts';

const words = english as Record<string, string>;

describe('The sidebar’s and the screens’ words', () => {
  it('are in the English catalogue as the specification writes them', () => {
    for (const group of navigation) {
      expect(words[groupLabelId(group)], group.id).toBe(group.label);
      for (const item of group.items) {
        expect(words[labelId(item.path)], item.path).toBe(item.label);
        expect(words[titleId(item)], item.path).toBe(item.title);
      }
    }
    for (const item of accountScreens) {
      expect(words[labelId(item.path)], item.path).toBe(item.label);
      expect(words[titleId(item)], item.path).toBe(item.title);
    }
    for (const [screen, title] of Object.entries(screenTitles)) {
      expect(words[`title.${screen}`], screen).toBe(title);
    }
  });
});
