/**
 * Up to two initials from a person's name: the first letters of the first and last words,
 * uppercased. "Admin User" → "AU", "Ramesh" → "R", "  sunita  devi  " → "SD", "" → "".
 */
export function getInitials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  // Array.from keeps a letter outside the Basic Multilingual Plane whole.
  const letter = (word: string | undefined) => (word ? (Array.from(word)[0] ?? '') : '');
  return `${letter(first)}${letter(last)}`.toLocaleUpperCase('en-IN');
}
