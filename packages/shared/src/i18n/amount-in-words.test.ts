import { describe, expect, it } from 'vitest';
import { amountInWords, indianNumberInWords } from './amount-in-words.ts';
import { languages } from './languages.ts';

describe('An amount in words', () => {
  it('says the issue’s example in each language, exact from paise', () => {
    expect(amountInWords(2_29_392_00, 'en-IN')).toBe(
      'Rupees Two Lakh Twenty Nine Thousand Three Hundred Ninety Two Only',
    );
    expect(amountInWords(2_29_392_00, 'hi')).toBe('दो लाख उनतीस हज़ार तीन सौ बानवे रुपये मात्र');
    expect(amountInWords(2_29_392_00, 'or')).toBe('ଦୁଇ ଲକ୍ଷ ଅଣତିରିଶି ହଜାର ତିନି ଶହ ବୟାନବେ ଟଙ୍କା ମାତ୍ର');
    expect(amountInWords(2_29_392_00, 'bn')).toBe('দুই লক্ষ ঊনত্রিশ হাজার তিন শত বিরানব্বই টাকা মাত্র');
  });

  it('names the paise after the rupees', () => {
    expect(amountInWords(12_345_50)).toBe(
      'Rupees Twelve Thousand Three Hundred Forty Five and Fifty Paise Only',
    );
    expect(amountInWords(12_345_50, 'hi')).toBe('बारह हज़ार तीन सौ पैंतालीस रुपये और पचास पैसे मात्र');
    expect(amountInWords(1_05_75, 'or')).toBe('ଏକ ଶହ ପାଞ୍ଚ ଟଙ୍କା ପଞ୍ଚସ୍ତରି ପଇସା ମାତ୍ର');
    expect(amountInWords(99, 'bn')).toBe('শূন্য টাকা নিরানব্বই পয়সা মাত্র');
  });

  it('counts crores above 99 in words and says a negative amount is minus', () => {
    expect(indianNumberInWords(1_00_00_00_000n)).toBe('One Hundred Crore');
    expect(indianNumberInWords(1_00_00_00_000n, 'hi')).toBe('एक सौ करोड़');
    expect(amountInWords(-5_00, 'en-IN')).toBe('Minus Rupees Five Only');
    expect(amountInWords(-5_00, 'bn')).toBe('ঋণ পাঁচ টাকা মাত্র');
  });

  it.each(languages)(
    '%s: every number from 1 to 99 has a word of its own, none repeated',
    (language) => {
      const words = Array.from({ length: 99 }, (_, index) =>
        indianNumberInWords(BigInt(index + 1), language),
      );
      expect(words.every((word) => word.length > 0)).toBe(true);
      expect(new Set(words).size).toBe(99);
      // Only English builds a number from two words below a hundred.
      if (language !== 'en-IN') expect(words.filter((word) => word.includes(' '))).toEqual([]);
    },
  );

  it('refuses anything but whole paise', () => {
    expect(() => amountInWords(1.5, 'hi')).toThrow(RangeError);
    expect(() => amountInWords(Number.MAX_SAFE_INTEGER + 2)).toThrow(RangeError);
  });
});
