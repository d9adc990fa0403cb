export { englishWords, useWords, type Words, WordsProvider } from './words.tsx';
