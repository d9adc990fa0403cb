import { useTestPasswordCost } from '../src/auth/passwords.ts';

// Tests hash hundreds of passwords: a cheap scrypt cost keeps each sign-in at about a millisecond.
// The production cost is asserted on its own (passwords.test.ts).
useTestPasswordCost();
