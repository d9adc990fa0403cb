import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPolicy } from '../src/auth/policy.ts';
import { signIn } from '../src/auth/service.ts';
import { attemptSpacingMs } from '../src/auth/throttle.ts';
import { AppError } from '../src/domain/errors.ts';
import { PASSWORD, startTestApp, type TestApp } from './app.ts';
import { testDatabases } from './databases.ts';

const TICK_MS = 100;
const MINUTE = 60_000;
const SPACED = authPolicy.maxSpacingMs;
/**
 * The sustained guessing goes on until the user is in (at most 10 simulated minutes), or for
 * `THROTTLE_SIM_MINUTES` when set (e.g. 15 to count a whole window's checks).
 */
const SPAN_MS = Number(process.env.THROTTLE_SIM_MINUTES ?? 10) * MINUTE;
const untilUserIn = process.env.THROTTLE_SIM_MINUTES === undefined;

/** The most checks the spacing lets through in `ms` from a username's first failure. */
const checksAllowedIn = (ms: number) => {
  let checks = 0;
  for (let at = 0; at < ms; at += attemptSpacingMs(checks)) checks++;
  return checks;
};

/**
 * Sign-in attempts through the service on a simulated clock, so minutes of guessing play in
 * seconds: 200, 401 (checked and wrong) or 429 with its Retry-After.
 */
describe.each(testDatabases)('sign-in turns on a simulated clock on $kind', (kind) => {
  let t: TestApp;
  let elapsed = 0;
  const start = Date.parse('2026-11-24T04:30:00Z');
  const clock = () => new Date(start + elapsed);
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const attempt = async (username: string, password: string, address: string, device?: string) => {
    try {
      const { deviceToken } = await signIn(
        t.database.db,
        { username, password },
        { address, clock, device },
      );
      return { status: 200, deviceToken, retryAfterMs: 0 };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return {
        status: error.code === 'too_many_requests' ? 429 : 401,
        deviceToken: undefined,
        retryAfterMs: (error.retryAfterSeconds ?? 0) * 1000,
      };
    }
  };

  /**
   * A new user whose username guessers have brought to the full spacing, each failure once the last
   * one's spacing had passed; the clock then stands half a spacing before the next free turn.
   */
  const fullySpacedUser = async (username: string) => {
    await t.addUser(username);
    elapsed = 0;
    for (let failure = 1; attemptSpacingMs(failure - 1) < SPACED; failure++) {
      const address = `10.9.${failure % 2}.1`;
      expect((await attempt(username, `guess ${failure}`, address)).status).toBe(401);
      elapsed += attemptSpacingMs(failure);
    }
    elapsed -= SPACED / 2;
  };

  it('gives each address refused for the spacing the next free turn, and checks only it then', async () => {
    await fullySpacedUser('tara');
    // Three addresses are refused, each told when its own turn comes, one spacing apart.
    const first = await attempt('tara', 'guess b', '10.9.2.2');
    const second = await attempt('tara', 'guess c', '10.9.2.3');
    const third = await attempt('tara', PASSWORD, '10.9.2.4');
    expect([first, second, third].map((answer) => answer.status)).toEqual([429, 429, 429]);
    expect(second.retryAfterMs - first.retryAfterMs).toBe(SPACED);
    expect(third.retryAfterMs - second.retryAfterMs).toBe(SPACED);
    // Asking again does not take a second turn: the answer is the same turn.
    expect((await attempt('tara', 'guess b', '10.9.2.2')).retryAfterMs).toBe(first.retryAfterMs);

    elapsed += first.retryAfterMs;
    // At the first turn, an address without one and the second in line are refused…
    const late = await attempt('tara', 'guess e', '10.9.2.5');
    expect(late.status).toBe(429);
    expect(late.retryAfterMs).toBe(3 * SPACED);
    expect(await attempt('tara', 'guess c', '10.9.2.3')).toMatchObject({
      status: 429,
      retryAfterMs: SPACED,
    });
    // …and the turn's holder is checked.
    expect((await attempt('tara', 'guess b', '10.9.2.2')).status).toBe(401);
    elapsed += SPACED;
    expect((await attempt('tara', 'guess c', '10.9.2.3')).status).toBe(401);
    elapsed += SPACED;
    expect((await attempt('tara', PASSWORD, '10.9.2.4')).status).toBe(200);
  });

  it('lets a turn not used within its grace lapse, and gives a new one at the end of the line', async () => {
    await fullySpacedUser('uma');
    const turn = await attempt('uma', PASSWORD, '10.9.3.1');
    expect(turn.status).toBe(429);
    for (let other = 2; other <= 7; other++) {
      expect((await attempt('uma', 'guess', `10.9.3.${other}`)).status).toBe(429);
    }
    // She comes a second after her turn's grace: it has lapsed, and six turns were given after it.
    elapsed += turn.retryAfterMs + authPolicy.turnGraceMs + 1000;
    const again = await attempt('uma', PASSWORD, '10.9.3.1');
    expect(again.status).toBe(429);
    expect(again.retryAfterMs).toBe(7 * SPACED - authPolicy.turnGraceMs - 1000);
    elapsed += again.retryAfterMs;
    expect((await attempt('uma', PASSWORD, '10.9.3.1')).status).toBe(200);
  });

  it('gives parallel attempts from twelve addresses twelve different turns, and checks one at the first', async () => {
    await fullySpacedUser('vani');
    const addresses = Array.from({ length: 12 }, (_, index) => `10.9.4.${index + 1}`);
    const refused = await Promise.all(
      addresses.map((address) => attempt('vani', `guess ${address}`, address)),
    );
    expect(refused.every((answer) => answer.status === 429)).toBe(true);
    const waits = refused.map((answer) => answer.retryAfterMs).sort((a, b) => a - b);
    expect(new Set(waits).size).toBe(12);
    expect((waits.at(-1) as number) - (waits[0] as number)).toBe(11 * SPACED);

    elapsed += waits[0] as number;
    const atFirstTurn = await Promise.all(
      addresses.map((address) => attempt('vani', `guess ${address}`, address)),
    );
    expect(atFirstTurn.filter((answer) => answer.status === 401)).toHaveLength(1);
    expect(atFirstTurn.filter((answer) => answer.status === 429)).toHaveLength(11);
  });

  it('lets the user in while four addresses guess every 100 ms: at once on her trusted browser, elsewhere within five spacings', {
    timeout: untilUserIn ? 300_000 : SPAN_MS,
  }, async () => {
    await t.addUser('leela');
    // The day before, leela signed in on her usual browser, which keeps its device cookie.
    elapsed = -24 * 60 * MINUTE;
    const usual = (await attempt('leela', PASSWORD, '198.51.100.7')).deviceToken;
    expect(usual).toBeDefined();

    const attackers = ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4'];
    let guesses = 0;
    let checked = 0;
    // On another browser, she comes once the guessing is in full swing and does what each
    // answer says; on her usual browser, she comes a little later.
    const arrives = 45_000;
    let nextTry = arrives;
    const answers: number[] = [];
    let inAt: number | undefined;
    const usualArrives = 60_000;
    let usualAnswer: number | undefined;
    for (elapsed = 0; elapsed < SPAN_MS; elapsed += TICK_MS) {
      if (untilUserIn && inAt !== undefined && usualAnswer !== undefined) break;
      if (inAt === undefined && elapsed >= nextTry) {
        const answer = await attempt('leela', PASSWORD, '192.0.2.44');
        answers.push(answer.status);
        if (answer.status === 200) inAt = elapsed;
        else nextTry = elapsed + answer.retryAfterMs;
      }
      if (usualAnswer === undefined && elapsed >= usualArrives) {
        usualAnswer = (await attempt('leela', PASSWORD, '198.51.100.7', usual)).status;
      }
      for (const address of attackers) {
        guesses++;
        if ((await attempt('leela', `guess ${guesses}`, address)).status === 401) checked++;
      }
    }
    process.stdout.write(
      `${kind.kind}: ${checked} of ${guesses} guesses checked in ${elapsed / 1000} s; ` +
        `the patient user got in after ${(inAt ?? Number.NaN) - arrives} ms (${answers.join(', ')})\n`,
    );

    expect(usualAnswer).toBe(200);
    expect(answers.at(0)).toBe(429);
    expect(answers.at(-1)).toBe(200);
    // Four addresses hold at most four turns ahead of hers: she waits at most five spacings
    // (and the second Retry-After rounds up, and she comes on the next 100 ms).
    expect(inAt).toBeDefined();
    expect((inAt as number) - arrives).toBeLessThanOrEqual(
      (attackers.length + 1) * SPACED + 1000 + TICK_MS,
    );
    // However fast they poll, the guessers get no more checks than the spacing allows (her
    // check took one of them).
    expect(checked + 1).toBeLessThanOrEqual(checksAllowedIn(elapsed));
    expect(checked).toBeGreaterThan(0);
  });
});
