/**
 * The Noto fonts of India's scripts, each fetched only when asked for: a screen in Hindi loads
 * Devanagari, one in Odia loads Oriya, one in Bengali loads Bengali (four weights, as Inter's). Each
 * face covers only its script's characters (`unicode-range`), so Latin text stays in Inter and the
 * browser downloads a script's font file only when that script is on the page.
 */
export const scriptFonts = {
  devanagari: () =>
    Promise.all([
      import('@fontsource/noto-sans-devanagari/devanagari-400.css'),
      import('@fontsource/noto-sans-devanagari/devanagari-500.css'),
      import('@fontsource/noto-sans-devanagari/devanagari-600.css'),
      import('@fontsource/noto-sans-devanagari/devanagari-700.css'),
    ]),
  oriya: () =>
    Promise.all([
      import('@fontsource/noto-sans-oriya/400.css'),
      import('@fontsource/noto-sans-oriya/500.css'),
      import('@fontsource/noto-sans-oriya/600.css'),
      import('@fontsource/noto-sans-oriya/700.css'),
    ]),
  bengali: () =>
    Promise.all([
      import('@fontsource/noto-sans-bengali/bengali-400.css'),
      import('@fontsource/noto-sans-bengali/bengali-500.css'),
      import('@fontsource/noto-sans-bengali/bengali-600.css'),
      import('@fontsource/noto-sans-bengali/bengali-700.css'),
    ]),
} as const;

export type Script = keyof typeof scriptFonts;
