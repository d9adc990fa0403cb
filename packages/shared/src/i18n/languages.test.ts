import { describe, expect, it } from 'vitest';
import { browserLanguage, chooseLanguage } from './languages.ts';

describe('The language a person reads', () => {
  it('is their own choice first, then the company’s, then the browser’s, then English', () => {
    expect(chooseLanguage({ user: 'or', company: 'hi', browser: ['bn-IN'] })).toBe('or');
    expect(chooseLanguage({ user: null, company: 'hi', browser: ['bn-IN'] })).toBe('hi');
    expect(chooseLanguage({ user: null, company: null, browser: ['bn-IN'] })).toBe('bn');
    expect(chooseLanguage({ browser: ['fr-FR', 'de'] })).toBe('en-IN');
    expect(chooseLanguage({})).toBe('en-IN');
  });

  it('takes the first of the browser’s languages that is one of the four', () => {
    expect(browserLanguage(['fr-FR', 'hi-IN', 'or'])).toBe('hi');
    expect(browserLanguage(['OR-in'])).toBe('or');
    expect(browserLanguage(['en-US', 'bn'])).toBe('en-IN');
    expect(browserLanguage(['ta-IN', 'te'])).toBeNull();
    expect(browserLanguage([])).toBeNull();
  });
});
