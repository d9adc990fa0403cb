/**
 * An amount in words, the Indian way (thousand, lakh, crore), as cheques, vouchers and receipts
 * write it: `amountInWords(1_50_000_00)` → "Rupees One Lakh Fifty Thousand Only". Worked from the
 * integer paise with BigInt: no float ever touches the figure.
 */

const ones = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const tens = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1–99 in words. */
function belowHundred(value: number): string {
  if (value < 20) return ones[value] ?? '';
  const unit = value % 10;
  return `${tens[Math.floor(value / 10)]}${unit ? ` ${ones[unit]}` : ''}`;
}

/** 1–999 in words. */
function belowThousand(value: number): string {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  return [hundreds ? `${ones[hundreds]} Hundred` : '', rest ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/** A whole number in words with crore, lakh and thousand; a count of crores above 99 is itself in words. */
export function indianNumberInWords(value: bigint): string {
  if (value < 0n) throw new RangeError('Only amounts of zero or more are written in words');
  if (value === 0n) return 'Zero';
  const crores = value / 10_000_000n;
  let rest = value % 10_000_000n;
  const lakhs = Number(rest / 100_000n);
  rest %= 100_000n;
  const thousands = Number(rest / 1000n);
  const last = Number(rest % 1000n);
  return [
    crores > 0n ? `${indianNumberInWords(crores)} Crore` : '',
    lakhs ? `${belowHundred(lakhs)} Lakh` : '',
    thousands ? `${belowHundred(thousands)} Thousand` : '',
    last ? belowThousand(last) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * Paise in words: "Rupees Twelve Thousand Three Hundred Forty Five and Fifty Paise Only".
 * @throws RangeError for anything but a whole number of paise.
 */
export function amountInWords(paise: number): string {
  if (!Number.isSafeInteger(paise)) {
    throw new RangeError(`Money must be a whole number of paise, got ${paise}`);
  }
  const whole = BigInt(Math.abs(paise));
  const rupees = whole / 100n;
  const rest = Number(whole % 100n);
  const words = `Rupees ${indianNumberInWords(rupees)}${rest ? ` and ${belowHundred(rest)} Paise` : ''} Only`;
  return paise < 0 ? `Minus ${words}` : words;
}
