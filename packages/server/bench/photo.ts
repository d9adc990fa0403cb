// Measures profile photos, in two parts.
// 1. Re-encoding one photo (src/accounts/images.ts): a photo-like JPEG of about 2 MB (the upload
//    limit) at two resolutions, a 2 MB PNG, and the worst case the pixel limit allows (a 16 MP JPEG of
//    one colour, a small file). Median wall-clock and CPU time of a few runs (CPU time is what the work
//    costs on a busy machine).
// 2. Eight parallel 4000 × 4000 PNG uploads (eight users) to the built server (`node dist/main.js` on a
//    new embedded database) while GET /api/health is asked in a loop: the time until all eight are
//    answered, the server's peak memory (VmHWM, reset just before) and the health answers' latency.
// Run: npm run bench:photo -w @pfm/server [-- reencode | uploads]  (uploads needs `npm run build` first;
// BENCH_SERVER=<path of another build's main.js> measures that one, e.g. a build of the code before)
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { encode as encodeJpeg } from 'jpeg-js';
import { PNG } from 'pngjs';
import { reencodeImage } from '../src/accounts/images.ts';

const RUNS = 5;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

/** Smooth shapes plus grain, like a photo; `grain` sets how much detail the encoder has to keep. */
function photoLike(width: number, height: number, grain: number) {
  const data = new Uint8Array(width * height * 4);
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) & 0x7fffffff;
    return seed / 0x7fffffff - 0.5;
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const u = x / width;
      const v = y / height;
      const shade = 128 + 80 * Math.sin(u * 9 + Math.cos(v * 7)) * Math.cos(v * 5);
      data[i] = shade + grain * random();
      data[i + 1] = 255 * v * 0.8 + grain * random();
      data[i + 2] = 255 * (1 - u) * 0.7 + 40 * Math.sin(u * v * 40) + grain * random();
      data[i + 3] = 255;
    }
  }
  return data;
}

/** Raises the grain until the JPEG reaches about `target` bytes. */
function jpegOfAbout(width: number, height: number, target: number) {
  let grain = 4;
  for (;;) {
    const data = Buffer.from(
      encodeJpeg({ width, height, data: photoLike(width, height, grain) }, 90).data,
    );
    if (data.length >= target * 0.9 || grain > 200) return data;
    grain *= Math.min(2, Math.max(1.1, (target / data.length) ** 1.5));
  }
}

function measure(name: string, file: Buffer, runs = RUNS) {
  const samples: number[] = [];
  const cpu: number[] = [];
  let result = reencodeImage(file); // warm-up
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    result = reencodeImage(file);
    samples.push(performance.now() - started);
    const used = process.cpuUsage(cpuStarted);
    cpu.push((used.user + used.system) / 1000);
  }
  process.stdout.write(
    `${name}: ${(file.length / 1024 / 1024).toFixed(2)} MB in → ${result.width} × ${result.height} ` +
      `${result.contentType}, ${(result.data.length / 1024).toFixed(0)} kB out; median ` +
      `${median(samples).toFixed(0)} ms (min ${Math.min(...samples).toFixed(0)}, ` +
      `max ${Math.max(...samples).toFixed(0)}, ${runs} runs); median CPU time ` +
      `${median(cpu).toFixed(0)} ms\n`,
  );
}

function reencoding() {
  const MB2 = 2 * 1024 * 1024;
  measure('JPEG 12 MP (4000 × 3000)', jpegOfAbout(4000, 3000, MB2));
  measure('JPEG 6 MP (3000 × 2000)', jpegOfAbout(3000, 2000, MB2));
  const png = new PNG({ width: 1600, height: 1200 });
  png.data = Buffer.from(photoLike(1600, 1200, 2));
  measure('PNG 1.9 MP (1600 × 1200), RGBA', PNG.sync.write(png));
  const flat = new Uint8Array(4000 * 4000 * 4).fill(128);
  measure(
    'JPEG 16 MP (4000 × 4000), one colour',
    Buffer.from(encodeJpeg({ width: 4000, height: 4000, data: flat }, 90).data),
    3,
  );
}

/** A 4000 × 4000 PNG of smooth gradients (68 kB): 16 MP to decode, well under the 2 MB limit. */
function largePng() {
  const size = 4000;
  const png = new PNG({ width: size, height: size });
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      png.data.set([(x * 255) / size, (y * 255) / size, 160, 255], (y * size + x) * 4);
    }
  }
  return PNG.sync.write(png);
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function parallelUploads(uploads = 8) {
  const main = process.env.BENCH_SERVER ?? new URL('../dist/main.js', import.meta.url).pathname;
  const root = await mkdtemp(join(tmpdir(), 'pfm-photo-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [main], {
    env: {
      ...process.env,
      DATA_DIR: join(root, 'data'),
      BACKUP_DIR: join(root, 'backups'),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const headers = (cookie = '') => ({
    'x-requested-with': 'pfm',
    origin: base,
    ...(cookie && { cookie }),
  });
  const signIn = async (username: string, password: string) => {
    const response = await fetch(`${base}/api/auth/sign-in`, {
      method: 'POST',
      headers: { ...headers(), 'content-type': 'application/json' },
      body: JSON.stringify({ username, password }),
    });
    if (!response.ok) throw new Error(`sign-in of ${username}: ${response.status}`);
    return response.headers.get('set-cookie')?.split(';')[0] ?? '';
  };
  try {
    while (
      !(await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
      await sleep(50);
    }
    const admin = await signIn('admin', 'broiler-demo-2026');
    const cookies: string[] = [];
    for (let i = 1; i <= uploads; i++) {
      const username = `uploader${i}`;
      const password = 'quiet morning shed 2026';
      const created = await fetch(`${base}/api/users`, {
        method: 'POST',
        headers: { ...headers(admin), 'content-type': 'application/json' },
        body: JSON.stringify({
          username,
          password,
          role: 'Staff',
          firstName: 'Photo',
          lastName: `Uploader ${i}`,
          email: `${username}@example.com`,
          phone: '',
        }),
      });
      if (!created.ok) throw new Error(`creating ${username}: ${await created.text()}`);
      cookies.push(await signIn(username, password));
    }
    const png = largePng();
    // The peak resident memory from here on (Linux: writing 5 to clear_refs resets VmHWM).
    await writeFile(`/proc/${child.pid}/clear_refs`, '5');
    const status = async () => readFile(`/proc/${child.pid}/status`, 'utf8');
    const kib = (text: string, field: string) =>
      Number(new RegExp(`${field}:\\s+(\\d+)`).exec(text)?.[1] ?? Number.NaN);
    const rssBefore = kib(await status(), 'VmRSS');

    let done = false;
    const health: number[] = [];
    const polling = (async () => {
      while (!done) {
        const started = performance.now();
        await fetch(`${base}/api/health`).then((response) => response.arrayBuffer());
        health.push(performance.now() - started);
        await sleep(10);
      }
    })();
    const started = performance.now();
    const answers = await Promise.all(
      cookies.map(async (cookie) => {
        const response = await fetch(`${base}/api/profile/photo`, {
          method: 'PUT',
          headers: { ...headers(cookie), 'content-type': 'application/octet-stream' },
          body: png,
        });
        await response.arrayBuffer();
        return { status: response.status, ms: performance.now() - started };
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    done = true;
    await polling;
    const peak = kib(await status(), 'VmHWM');
    const sorted = [...health].sort((a, b) => a - b);
    process.stdout.write(
      `${uploads} parallel uploads of a 4000 × 4000 PNG (${(png.length / 1024).toFixed(0)} kB): ` +
        `all answered in ${seconds.toFixed(1)} s (statuses ${answers.map((a) => a.status).join(' ')}; ` +
        `answered after ${answers.map((a) => (a.ms / 1000).toFixed(1)).join(', ')} s)\n` +
        `server memory: ${(rssBefore / 1024).toFixed(0)} MiB before, peak ${(peak / 1024).toFixed(0)} MiB during\n` +
        `GET /api/health meanwhile: ${sorted.length} answers, median ${median(sorted).toFixed(1)} ms, ` +
        `max ${(sorted.at(-1) ?? 0).toFixed(1)} ms\n`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await rm(root, { recursive: true, force: true });
  }
}

const part = process.argv[2];
if (part !== 'uploads') reencoding();
if (part !== 'reencode') await parallelUploads();
