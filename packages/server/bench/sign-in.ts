// Measures sign-in latency with the chosen scrypt cost: the hash alone and a whole POST /api/auth/sign-in
// through the HTTP stack on the embedded database. Run: npm run bench:sign-in -w @pfm/server
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.ts';
import { hashPassword, SCRYPT_PARAMS, verifyPassword } from '../src/auth/passwords.ts';
import { openDatabase } from '../src/db/database.ts';
import { users } from '../src/db/schema.ts';

const RUNS = 20;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
};
const time = async (fn: () => Promise<unknown>) => {
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  return { p50: percentile(samples, 50).toFixed(1), p95: percentile(samples, 95).toFixed(1) };
};

const password = 'correct horse battery';
const hash = await hashPassword(password);
const verify = await time(() => verifyPassword(password, hash));

const database = await openDatabase({ kind: 'pglite' });
await database.migrate(new URL('../drizzle', import.meta.url).pathname);
await database.db.insert(users).values({
  username: 'bench',
  firstName: 'B',
  lastName: 'B',
  email: 'b@example.com',
  role: 'Staff',
  passwordHash: hash,
});
const app = await buildApp({ database });
const signIn = await time(async () => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    headers: { host: 'bench', origin: 'http://bench', 'x-requested-with': 'pfm' },
    payload: { username: 'bench', password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
});
await app.close();
await database.close();

process.stdout.write(
  `scrypt N=${SCRYPT_PARAMS.N} r=${SCRYPT_PARAMS.r} p=${SCRYPT_PARAMS.p}, ${RUNS} runs\n` +
    `verify password: p50 ${verify.p50} ms, p95 ${verify.p95} ms\n` +
    `POST /api/auth/sign-in (PGlite): p50 ${signIn.p50} ms, p95 ${signIn.p95} ms\n`,
);
