/** Sign-in and session rules in one place (README documents these numbers). */
export const authPolicy = {
  /** A session ends after this long without a request. */
  sessionIdleMs: 30 * 60_000,
  /** …and this long after sign-in, however active. */
  sessionAbsoluteMs: 12 * 60 * 60_000,
  /** Last-seen is written at most this often per session. */
  sessionTouchMs: 60_000,
  resetTokenTtlMs: 30 * 60_000,
  throttleWindowMs: 15 * 60_000,
  /** From this many failures in the window, each failed answer is delayed (250 ms, doubling, at most 4 s). */
  slowAfterFailures: 3,
  maxDelayMs: 4_000,
  /** Failures in the window that lock a username… */
  lockUsernameAfter: 10,
  /** …or a client address (which may try many usernames). */
  lockAddressAfter: 30,
  lockMs: 15 * 60_000,
} as const;

export const SESSION_COOKIE = 'pfm_session';
