import type { Language } from './languages.ts';

/**
 * An amount in words, the Indian way (hundred, thousand, lakh, crore), as cheques, vouchers and
 * receipts write it, in each of the product's languages:
 *
 * - `amountInWords(2_29_392_00, 'en-IN')` → "Rupees Two Lakh Twenty Nine Thousand Three Hundred Ninety Two Only"
 * - `amountInWords(2_29_392_00, 'hi')` → "दो लाख उनतीस हज़ार तीन सौ बानवे रुपये मात्र"
 * - `amountInWords(2_29_392_00, 'or')` → "ଦୁଇ ଲକ୍ଷ ଅଣତିରିଶି ହଜାର ତିନି ଶହ ବୟାନବେ ଟଙ୍କା ମାତ୍ର"
 * - `amountInWords(2_29_392_00, 'bn')` → "দুই লক্ষ ঊনত্রিশ হাজার তিন শত বিরানব্বই টাকা মাত্র"
 *
 * Worked from the integer paise with BigInt: no float ever touches the figure. In Hindi, Odia and
 * Bengali each number from 1 to 99 is a word of its own (29 is "उनतीस", not "बीस नौ"), so those are
 * listed whole; the Odia words follow the forms Wikipedia's "Odia numerals" gives, the Bengali ones
 * West Bengal's (20 is "কুড়ি"). docs/glossary.md says how the currency is named in each.
 */

interface NumberWords {
  /** 0–99, each its own word (English builds 21–99 from tens and ones). */
  belowHundred: (value: number) => string;
  zero: string;
  hundred: string;
  thousand: string;
  lakh: string;
  crore: string;
  /** The sentence around the rupees in words and the paise in words (null when none). */
  sentence: (rupees: string, paise: string | null) => string;
  minus: string;
}

const englishOnes = [
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
const englishTens = [
  '',
  '',
  'Twenty',
  'Thirty',
  'Forty',
  'Fifty',
  'Sixty',
  'Seventy',
  'Eighty',
  'Ninety',
];

/** The words for 1–99 of a language that names each, written as one string (index 0 is empty). */
const listed = (words: string) => {
  const list = ['', ...words.trim().split(/\s+/)];
  if (list.length !== 100) throw new Error(`99 number words expected, got ${list.length - 1}`);
  return (value: number) => list[value] ?? '';
};

const hindi = listed(`
  एक दो तीन चार पाँच छह सात आठ नौ दस
  ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस बीस
  इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस तीस
  इकतीस बत्तीस तैंतीस चौंतीस पैंतीस छत्तीस सैंतीस अड़तीस उनतालीस चालीस
  इकतालीस बयालीस तैंतालीस चवालीस पैंतालीस छियालीस सैंतालीस अड़तालीस उनचास पचास
  इक्यावन बावन तिरपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ साठ
  इकसठ बासठ तिरसठ चौंसठ पैंसठ छियासठ सड़सठ अड़सठ उनहत्तर सत्तर
  इकहत्तर बहत्तर तिहत्तर चौहत्तर पचहत्तर छिहत्तर सतहत्तर अठहत्तर उन्यासी अस्सी
  इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी अट्ठासी नवासी नब्बे
  इक्यानबे बानवे तिरानबे चौरानबे पचानबे छियानबे सत्तानबे अट्ठानबे निन्यानबे
`);

const odia = listed(`
  ଏକ ଦୁଇ ତିନି ଚାରି ପାଞ୍ଚ ଛଅ ସାତ ଆଠ ନଅ ଦଶ
  ଏଗାର ବାର ତେର ଚଉଦ ପନ୍ଦର ଷୋହଳ ସତର ଅଠର ଉଣେଇଶି କୋଡ଼ିଏ
  ଏକୋଇଶି ବାଇଶି ତେଇଶି ଚବିଶି ପଚିଶି ଛବିଶି ସତେଇଶି ଅଠେଇଶି ଅଣତିରିଶି ତିରିଶ
  ଏକତିରିଶି ବତିଶି ତେତିଶି ଚଉତିରିଶି ପଞ୍ଚତିରିଶି ଛତିଶି ସଇଁତିରିଶି ଅଠତିରିଶି ଅଣଚାଳିଶି ଚାଳିଶ
  ଏକଚାଳିଶି ବୟାଳିଶି ତେୟାଳିଶି ଚଉରାଳିଶି ପଞ୍ଚଚାଳିଶି ଛୟାଳିଶି ସତଚାଳିଶି ଅଠଚାଳିଶି ଅଣଚାଶ ପଚାଶ
  ଏକାବନ ବାଉନ ତେପନ ଚଉବନ ପଞ୍ଚାବନ ଛପନ ସତାବନ ଅଠାବନ ଅଣଷଠି ଷାଠିଏ
  ଏକଷଠି ବାଷଠି ତେଷଠି ଚଉଷଠି ପଞ୍ଚଷଠି ଛଅଷଠି ସତଷଠି ଅଠଷଠି ଅଣସ୍ତରି ସତୁରି
  ଏକସ୍ତରି ବାସ୍ତରି ତେସ୍ତରି ଚଉସ୍ତରି ପଞ୍ଚସ୍ତରି ଛଅସ୍ତରି ସତସ୍ତରି ଅଠସ୍ତରି ଅଣାଅଶୀ ଅଶୀ
  ଏକାଅଶୀ ବୟାଅଶୀ ତେୟାଅଶୀ ଚଉରାଅଶୀ ପଞ୍ଚାଅଶୀ ଛୟାଅଶୀ ସତାଅଶୀ ଅଠାଅଶୀ ଅଣାନବେ ନବେ
  ଏକାନବେ ବୟାନବେ ତେୟାନବେ ଚଉରାନବେ ପଞ୍ଚାନବେ ଛୟାନବେ ସତାନବେ ଅଠାନବେ ଅନେଶୋତ
`);

const bengali = listed(`
  এক দুই তিন চার পাঁচ ছয় সাত আট নয় দশ
  এগারো বারো তেরো চোদ্দ পনেরো ষোলো সতেরো আঠারো উনিশ কুড়ি
  একুশ বাইশ তেইশ চব্বিশ পঁচিশ ছাব্বিশ সাতাশ আটাশ ঊনত্রিশ ত্রিশ
  একত্রিশ বত্রিশ তেত্রিশ চৌত্রিশ পঁয়ত্রিশ ছত্রিশ সাঁইত্রিশ আটত্রিশ ঊনচল্লিশ চল্লিশ
  একচল্লিশ বিয়াল্লিশ তেতাল্লিশ চুয়াল্লিশ পঁয়তাল্লিশ ছেচল্লিশ সাতচল্লিশ আটচল্লিশ ঊনপঞ্চাশ পঞ্চাশ
  একান্ন বাহান্ন তিপ্পান্ন চুয়ান্ন পঞ্চান্ন ছাপ্পান্ন সাতান্ন আটান্ন ঊনষাট ষাট
  একষট্টি বাষট্টি তেষট্টি চৌষট্টি পঁয়ষট্টি ছেষট্টি সাতষট্টি আটষট্টি ঊনসত্তর সত্তর
  একাত্তর বাহাত্তর তিয়াত্তর চুয়াত্তর পঁচাত্তর ছিয়াত্তর সাতাত্তর আটাত্তর ঊনআশি আশি
  একাশি বিরাশি তিরাশি চুরাশি পঁচাশি ছিয়াশি সাতাশি অষ্টআশি ঊননব্বই নব্বই
  একানব্বই বিরানব্বই তিরানব্বই চুরানব্বই পঁচানব্বই ছিয়ানব্বই সাতানব্বই আটানব্বই নিরানব্বই
`);

const numberWords: Record<Language, NumberWords> = {
  'en-IN': {
    belowHundred: (value) => {
      if (value < 20) return englishOnes[value] ?? '';
      const unit = value % 10;
      return `${englishTens[Math.floor(value / 10)]}${unit ? ` ${englishOnes[unit]}` : ''}`;
    },
    zero: 'Zero',
    hundred: 'Hundred',
    thousand: 'Thousand',
    lakh: 'Lakh',
    crore: 'Crore',
    sentence: (rupees, paise) => `Rupees ${rupees}${paise ? ` and ${paise} Paise` : ''} Only`,
    minus: 'Minus',
  },
  hi: {
    belowHundred: hindi,
    zero: 'शून्य',
    hundred: 'सौ',
    thousand: 'हज़ार',
    lakh: 'लाख',
    crore: 'करोड़',
    sentence: (rupees, paise) => `${rupees} रुपये${paise ? ` और ${paise} पैसे` : ''} मात्र`,
    minus: 'ऋण',
  },
  or: {
    belowHundred: odia,
    zero: 'ଶୂନ',
    hundred: 'ଶହ',
    thousand: 'ହଜାର',
    lakh: 'ଲକ୍ଷ',
    crore: 'କୋଟି',
    sentence: (rupees, paise) => `${rupees} ଟଙ୍କା${paise ? ` ${paise} ପଇସା` : ''} ମାତ୍ର`,
    minus: 'ଋଣ',
  },
  bn: {
    belowHundred: bengali,
    zero: 'শূন্য',
    hundred: 'শত',
    thousand: 'হাজার',
    lakh: 'লক্ষ',
    crore: 'কোটি',
    sentence: (rupees, paise) => `${rupees} টাকা${paise ? ` ${paise} পয়সা` : ''} মাত্র`,
    minus: 'ঋণ',
  },
};

/**
 * A whole number in words with crore, lakh, thousand and hundred; a count of crores above 99 is
 * itself in words ("One Hundred Crore").
 */
export function indianNumberInWords(value: bigint, language: Language = 'en-IN'): string {
  if (value < 0n) throw new RangeError('Only amounts of zero or more are written in words');
  const words = numberWords[language];
  if (value === 0n) return words.zero;
  const crores = value / 10_000_000n;
  let rest = value % 10_000_000n;
  const lakhs = Number(rest / 100_000n);
  rest %= 100_000n;
  const thousands = Number(rest / 1000n);
  const hundreds = Number((rest % 1000n) / 100n);
  const last = Number(rest % 100n);
  return [
    crores > 0n ? `${indianNumberInWords(crores, language)} ${words.crore}` : '',
    lakhs ? `${words.belowHundred(lakhs)} ${words.lakh}` : '',
    thousands ? `${words.belowHundred(thousands)} ${words.thousand}` : '',
    hundreds ? `${words.belowHundred(hundreds)} ${words.hundred}` : '',
    last ? words.belowHundred(last) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * Paise in words, in `language`: "Rupees Twelve Thousand Three Hundred Forty Five and Fifty Paise
 * Only", "बारह हज़ार तीन सौ पैंतालीस रुपये और पचास पैसे मात्र".
 * @throws RangeError for anything but a whole number of paise.
 */
export function amountInWords(paise: number, language: Language = 'en-IN'): string {
  if (!Number.isSafeInteger(paise)) {
    throw new RangeError(`Money must be a whole number of paise, got ${paise}`);
  }
  const words = numberWords[language];
  const whole = BigInt(Math.abs(paise));
  const rest = Number(whole % 100n);
  const sentence = words.sentence(
    indianNumberInWords(whole / 100n, language),
    rest ? words.belowHundred(rest) : null,
  );
  return paise < 0 ? `${words.minus} ${sentence}` : sentence;
}
