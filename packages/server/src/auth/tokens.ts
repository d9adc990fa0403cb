import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. Used for session ids and reset tokens. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Tokens are stored hashed, so a copy of the database holds no live session or reset link. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
