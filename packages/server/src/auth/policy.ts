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
  /**
   * From this many unsuccessful attempts on a username (from anywhere) until it has had 15 quiet
   * minutes, the next may only come after a wait: 250 ms, doubling, at most 30 s. The username
   * itself never locks: a client refused for the wait is given the next free turn (decision 0031).
   */
  slowAfterFailures: 3,
  firstSpacingMs: 250,
  maxSpacingMs: 30_000,
  /** A turn not used within this long after it comes lapses. */
  turnGraceMs: 2 * 60_000,
  /** Attempts in the window after which one username from one client address locks… */
  lockPairAfter: 10,
  /** …or one client address, whatever the usernames it tries. */
  lockAddressAfter: 30,
  lockMs: 15 * 60_000,
  /**
   * A browser that signed in as a user is trusted for that user this long (its device cookie):
   * its attempts skip the username's turns and count only on their own, up to this many a window.
   */
  deviceTrustMs: 30 * 24 * 60 * 60_000,
  deviceAttemptsPerWindow: 10,
  /** Checks of the current password (Change Password) per user in the window. */
  passwordChecksPerWindow: 5,
  /** Reset mails queued per account in the window, whoever asks. */
  resetMailsPerWindow: 3,
  /** Expired sessions, reset links and throttle counters are deleted this often. */
  purgeEveryMs: 60 * 60_000,
} as const;
