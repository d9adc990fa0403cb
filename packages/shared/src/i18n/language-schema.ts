import { z } from 'zod';
import { languages } from './languages.ts';

// Apart from languages.ts, so that the first screen can choose its language without zod.
export const languageSchema = z.enum(languages, { error: 'Choose one of the four languages.' });
