import { describe, expect, it } from 'vitest';
import { getInitials } from './initials.ts';

describe('getInitials', () => {
  it('takes the first letters of the first and last words', () => {
    expect(getInitials('Admin User')).toBe('AU');
    expect(getInitials('Ramesh Kumar Sahoo')).toBe('RS');
  });

  it('uses one letter for a single word and nothing for an empty name', () => {
    expect(getInitials('Ramesh')).toBe('R');
    expect(getInitials('   ')).toBe('');
  });

  it('ignores extra spaces and uppercases', () => {
    expect(getInitials('  sunita   devi ')).toBe('SD');
  });
});
