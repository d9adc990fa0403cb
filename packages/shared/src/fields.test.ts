import { describe, expect, it } from 'vitest';
import {
  closeBatchInput,
  schemeVersionInput,
  standardSchemeTerms,
} from './documents/settlement.ts';
import {
  BROKEN_CHARACTER_MESSAGE,
  CONTROL_CHARACTERS_MESSAGE,
  requiredText,
  text,
} from './fields.ts';
import { searchParam } from './masters/list.ts';
import { settingsInput } from './settings.ts';
import { defaultSettings } from './settings-defaults.ts';

/** The first message of a refusal (the one a form shows), or 'accepted'. */
const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? 'accepted' : result.error?.issues[0]?.message;

describe('the shared text type', () => {
  it('refuses a lone UTF-16 surrogate, alone or inside text, with its own message', () => {
    for (const value of ['\ud800', '\udfff', 'Sahoo \udc00Farm', 'end\ud83d']) {
      expect(messageOf(text().safeParse(value)), JSON.stringify(value)).toBe(
        BROKEN_CHARACTER_MESSAGE,
      );
      expect(messageOf(requiredText('the name').safeParse(value))).toBe(BROKEN_CHARACTER_MESSAGE);
      expect(messageOf(text(undefined, { multiline: true }).safeParse(value))).toBe(
        BROKEN_CHARACTER_MESSAGE,
      );
    }
  });

  it('keeps emoji and other characters outside the basic plane (surrogate pairs)', () => {
    expect(text().parse('Farm 🐔')).toBe('Farm 🐔');
    expect(text().parse('\ud83d\udc14 𝔸')).toBe('🐔 𝔸');
  });

  it('refuses C1 controls and DEL as it refuses C0 controls', () => {
    for (const value of ['\u0080', 'a\u0085b', '\u009f', '\u007f', '\u001b[31m', '\u0007']) {
      expect(messageOf(text().safeParse(value)), JSON.stringify(value)).toBe(
        CONTROL_CHARACTERS_MESSAGE,
      );
    }
  });

  it('refuses a lone surrogate in settings and in a search', () => {
    for (const field of ['address', 'companyName', 'currencySymbol'] as const) {
      const result = settingsInput.safeParse({ ...defaultSettings, [field]: 'Rs\ud800' });
      expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        [field, BROKEN_CHARACTER_MESSAGE],
      ]);
    }
    expect(messageOf(searchParam.safeParse('\udbff'))).toBe(BROKEN_CHARACTER_MESSAGE);
  });
});

describe('settlement scheme names and close reasons use the shared text type', () => {
  const version = { name: 'Summer', effectiveFrom: '2026-04-01', terms: standardSchemeTerms };

  it('refuses control characters (ESC, BEL, DEL, NEL, APC) and lone surrogates in a scheme name', () => {
    for (const bad of ['\u001b', '\u0007', '\u007f', '\u0085', '\u009f']) {
      const result = schemeVersionInput.safeParse({ ...version, name: `Summer${bad}` });
      expect(messageOf(result), JSON.stringify(bad)).toBe(CONTROL_CHARACTERS_MESSAGE);
    }
    expect(messageOf(schemeVersionInput.safeParse({ ...version, name: 'S\ud800' }))).toBe(
      BROKEN_CHARACTER_MESSAGE,
    );
    expect(schemeVersionInput.parse({ ...version, name: '  Summer 🐔 ' }).name).toBe('Summer 🐔');
  });

  it('says what a scheme name and a close reason need', () => {
    expect(messageOf(schemeVersionInput.safeParse({ ...version, name: ' ' }))).toBe(
      'Enter a name for the scheme.',
    );
    expect(messageOf(schemeVersionInput.safeParse({ ...version, name: 'x'.repeat(81) }))).toBe(
      'Use at most 80 characters.',
    );
    const close = { date: '2026-04-01' };
    expect(messageOf(closeBatchInput.safeParse({ ...close, reason: 'Birds lost\u0085' }))).toBe(
      CONTROL_CHARACTERS_MESSAGE,
    );
    expect(messageOf(closeBatchInput.safeParse({ ...close, reason: 'ok' }))).toBe(
      'Say why in a few words.',
    );
  });
});
