// Over 400 lines: photos re-encoded, limited, refused and served, and the worker that re-encodes them, on both databases.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { crc32 } from 'node:zlib';
import { decode as decodeJpeg, encode as encodeJpeg } from 'jpeg-js';
import { GifReader, GifWriter } from 'omggif';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageDimensions, reencodeImage } from '../src/accounts/images.ts';
import { PhotoReencoder } from '../src/accounts/photo-reencoder.ts';
import { startTestApp, type TestApp } from './app.ts';
import { testDatabases } from './databases.ts';

// Test images are made here with the same libraries the server uses; no binary fixtures.

const SCRIPT = '<script>alert(1)</script>';
const HTML = `<html><body>${SCRIPT}</body></html>`;

/** RGBA pixels: a gradient, with the top-left quarter pure red (to see where it ends up). */
function pixels(width: number, height: number) {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const red = x < width / 2 && y < height / 2;
      data[i] = red ? 255 : (x * 255) / width;
      data[i + 1] = red ? 0 : (y * 255) / height;
      data[i + 2] = red ? 0 : 160;
      data[i + 3] = 255;
    }
  }
  return data;
}

const pngOf = (width: number, height: number) => {
  const png = new PNG({ width, height });
  png.data = Buffer.from(pixels(width, height));
  return PNG.sync.write(png);
};

const pngChunk = (type: string, body: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, crc]);
};

/** A PNG of the given header dimensions, then `rest` (chunks) in place of its real image data. */
const pngHeader = (width: number, height: number, ...rest: Buffer[]) => {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    ...rest,
  ]);
};

/** A GIF: header, palette, a comment extension holding a script, the frame, and HTML after the end. */
function gifPolyglot(width: number, height: number) {
  const palette = [0x000000, 0xff0000, 0x00ff00, 0x0000ff];
  const buffer = new Uint8Array(width * height * 2 + 1024);
  const writer = new GifWriter(buffer, width, height, { palette });
  const headerEnd = 13 + palette.length * 3;
  const indexes = Array.from({ length: width * height }, (_, i) => (i % width) % 4);
  writer.addFrame(0, 0, width, height, indexes);
  const gif = Buffer.from(buffer.subarray(0, writer.end()));
  const comment = Buffer.concat([
    Buffer.from([0x21, 0xfe, SCRIPT.length]),
    Buffer.from(SCRIPT, 'latin1'),
    Buffer.from([0]),
  ]);
  return Buffer.concat([
    gif.subarray(0, headerEnd),
    comment,
    gif.subarray(headerEnd),
    Buffer.from(HTML),
  ]);
}

/** An APP1 Exif segment body with an orientation and a GPS tag. */
function exif(orientation: number) {
  const tiff = Buffer.alloc(8 + 2 + 2 * 12 + 4);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  tiff.writeUInt16LE(2, 8);
  // Orientation, SHORT, 1 value.
  tiff.writeUInt16LE(0x0112, 10);
  tiff.writeUInt16LE(3, 12);
  tiff.writeUInt32LE(1, 14);
  tiff.writeUInt16LE(orientation, 18);
  // GPS IFD pointer (a position a photo should not carry to other users); points nowhere useful.
  tiff.writeUInt16LE(0x8825, 22);
  tiff.writeUInt16LE(4, 24);
  tiff.writeUInt32LE(1, 26);
  tiff.writeUInt32LE(0, 30);
  return Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
}

const jpegOf = (
  width: number,
  height: number,
  extra: { comments?: string[]; exifBuffer?: Buffer } = {},
) =>
  Buffer.from(
    encodeJpeg({ width, height, data: pixels(width, height), ...extra } as Parameters<
      typeof encodeJpeg
    >[0]).data,
  );

/** PUT /api/profile/photo as the app sends it: the file itself as the body. */
const uploadPhoto = (server: TestApp, cookie: string | undefined, payload: Buffer) =>
  server.call({
    method: 'PUT',
    url: '/api/profile/photo',
    cookie,
    payload,
    headers: { 'content-type': 'application/octet-stream' },
  });

/** The stored image's type and size, decoded with the same libraries (throws if it does not decode). */
function decoded(data: Buffer) {
  if (data.subarray(1, 4).toString('latin1') === 'PNG') {
    const png = PNG.sync.read(data);
    return { type: 'image/png', width: png.width, height: png.height, data: png.data };
  }
  const jpeg = decodeJpeg(data, { useTArray: true });
  return { type: 'image/jpeg', width: jpeg.width, height: jpeg.height, data: jpeg.data };
}

describe.each(testDatabases)('profile photos are re-encoded on $kind', (kind) => {
  let t: TestApp;
  let cookie: string | undefined;
  beforeAll(async () => {
    t = await startTestApp(kind);
    await t.addUser('ravi', 'Staff');
    cookie = (await t.signIn('ravi')).cookie;
  });
  afterAll(() => t.close());

  const upload = (payload: Buffer) => uploadPhoto(t, cookie, payload);

  /** Uploads, expects success, and returns what GET /api/uploads/:id serves. */
  const stored = async (payload: Buffer) => {
    const response = await upload(payload);
    expect(response.statusCode).toBe(200);
    const served = await t.call({ method: 'GET', url: response.json().photoUrl, cookie });
    expect(served.statusCode).toBe(200);
    const body = served.rawPayload;
    expect(body.toString('latin1')).not.toMatch(/<script|<html|alert\(/i);
    return { body, contentType: served.headers['content-type'], image: decoded(body) };
  };

  it('keeps only the pixels of a GIF/HTML polyglot, as a PNG of its first frame', async () => {
    const gif = gifPolyglot(12, 7);
    expect(gif.toString('latin1')).toContain('<script>');
    const { body, contentType, image } = await stored(gif);
    expect(contentType).toBe('image/png');
    expect(image).toMatchObject({ type: 'image/png', width: 12, height: 7 });
    expect(body.subarray(0, 6).toString('latin1')).not.toBe('GIF89a');
    // The colours survive: pixel (1, 0) is palette entry 1, red.
    expect([...image.data.subarray(4, 8)]).toEqual([255, 0, 0, 255]);
  });

  it('drops a PNG tEXt chunk and bytes after IEND', async () => {
    const png = pngOf(40, 30);
    const iend = png.length - 12;
    const polyglot = Buffer.concat([
      png.subarray(0, 33), // signature + IHDR
      pngChunk('tEXt', Buffer.from(`Comment\0${SCRIPT}`, 'latin1')),
      png.subarray(33, iend),
      png.subarray(iend),
      Buffer.from(HTML),
    ]);
    const { body, contentType, image } = await stored(polyglot);
    expect(contentType).toBe('image/png');
    expect(image).toMatchObject({ width: 40, height: 30 });
    expect(body.includes('tEXt')).toBe(false);
    expect(body.subarray(body.length - 8, body.length - 4).toString('latin1')).toBe('IEND');
    expect(Buffer.from(image.data).equals(PNG.sync.read(png).data)).toBe(true); // lossless: the same pixels
  });

  it('drops a JPEG comment, EXIF and HTML after the end, and stays a JPEG', async () => {
    const jpeg = Buffer.concat([
      jpegOf(64, 48, { comments: [SCRIPT], exifBuffer: exif(1) }),
      Buffer.from(HTML),
    ]);
    expect(jpeg.toString('latin1')).toContain('Exif');
    const { body, contentType, image } = await stored(jpeg);
    expect(contentType).toBe('image/jpeg');
    expect(image).toMatchObject({ type: 'image/jpeg', width: 64, height: 48 });
    expect(body.toString('latin1')).not.toContain('Exif');
    expect(body.includes(Buffer.from([0xff, 0xfe]))).toBe(false); // no COM segment
    expect(body.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9])); // nothing after EOI
  });

  it('turns a JPEG upright by its EXIF orientation before dropping the tag', async () => {
    // Orientation 6: the stored pixels must be turned 90° clockwise to be seen upright.
    const { image } = await stored(jpegOf(40, 20, { exifBuffer: exif(6) }));
    expect(image).toMatchObject({ width: 20, height: 40 });
    const at = (x: number, y: number) => [
      ...image.data.subarray((y * 20 + x) * 4, (y * 20 + x) * 4 + 3),
    ];
    // The red top-left quarter is now the top-right one.
    expect(at(15, 5)[0]).toBeGreaterThan(200);
    expect(at(15, 5)[2]).toBeLessThan(60);
    expect(at(5, 5)[2]).toBeGreaterThan(100);
  });

  it('scales a 1800 × 1200 photo down to 1024 × 683', async () => {
    const jpeg = jpegOf(1800, 1200);
    expect(jpeg.length).toBeLessThanOrEqual(2 * 1024 * 1024);
    const { contentType, image } = await stored(jpeg);
    expect(contentType).toBe('image/jpeg');
    expect(image).toMatchObject({ width: 1024, height: 683 });
    // Area averaging keeps the picture: the top-left is still red, the bottom-right still not.
    expect(image.data[(100 * 1024 + 100) * 4]).toBeGreaterThan(230);
    expect(image.data[(600 * 1024 + 1000) * 4 + 1]).toBeGreaterThan(200);

    const tall = await stored(pngOf(500, 1500));
    expect(tall.image).toMatchObject({ type: 'image/png', width: 341, height: 1024 });
  }, 60_000); // pure-JS decoding of 2 MP takes seconds on a busy machine

  it('serves a photo inline under a server-made file name, sandboxed and never sniffed', async () => {
    const cases = [
      [pngOf(8, 8), 'png'],
      [jpegOf(8, 8), 'jpg'],
      [gifPolyglot(4, 4), 'png'],
    ] as const;
    for (const [payload, extension] of cases) {
      const { photoUrl } = (await upload(payload)).json();
      const id = photoUrl.split('/').at(-1);
      const served = await t.call({ method: 'GET', url: photoUrl, cookie });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-disposition']).toBe(
        `inline; filename="photo-${id}.${extension}"`,
      );
      // The app's policy, and opened on its own the photo is a sandboxed document: no script, no origin.
      const policy = String(served.headers['content-security-policy']).split(/;\s*/);
      expect(policy).toEqual(
        expect.arrayContaining([
          "default-src 'self'",
          "object-src 'none'",
          "frame-ancestors 'none'",
          'sandbox',
        ]),
      );
      expect(served.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('refuses what does not decode: truncated, corrupt or only looking like an image', async () => {
    const png = pngOf(40, 30);
    const jpeg = jpegOf(64, 48);
    const gif = gifPolyglot(12, 7);
    const badCrc = Buffer.from(png);
    badCrc[45] = (badCrc[45] ?? 0) ^ 0xff; // a byte of the IDAT data: its CRC no longer matches
    const cases = {
      'PNG cut in its image data': png.subarray(0, png.length - 30),
      'PNG with a corrupt chunk': badCrc,
      'PNG signature only': png.subarray(0, 8),
      'JPEG cut in half': jpeg.subarray(0, jpeg.length / 2),
      'JPEG markers only': Buffer.from([0xff, 0xd8, 0xff, 0xd9]),
      'GIF cut in its image data': gif.subarray(0, 13 + 12 + 30 + 15),
      'GIF header only': Buffer.from('GIF89a'),
      'GIF whose pixel data ends early': Buffer.concat([
        Buffer.from('GIF89a'),
        Buffer.from([4, 0, 4, 0, 0x80, 0, 0, 0, 0, 0, 255, 255, 255]), // 4 × 4, 2 colours
        Buffer.from([0x2c, 0, 0, 0, 0, 4, 0, 4, 0, 0]), // the frame: 16 pixels…
        Buffer.from([2, 1, 0b101100, 0, 0x3b]), // …but its LZW data is clear, end: none
      ]),
      'HTML behind a GIF header': Buffer.concat([
        Buffer.from('GIF89a'),
        Buffer.from([1, 0, 1, 0, 0, 0, 0]),
        Buffer.from(HTML),
      ]),
    };
    for (const [name, payload] of Object.entries(cases)) {
      const response = await upload(payload);
      expect(response.statusCode, name).toBe(415);
      expect(response.json().error, name).toEqual({
        code: 'unsupported_media_type',
        message: 'Only JPG, GIF or PNG photos can be used.',
        fields: { photo: 'Use a JPG, GIF or PNG image.' },
      });
    }
  });

  it('refuses a header claiming 50000 × 50000 pixels without decoding it', async () => {
    // Behind the header is not image data at all: decoding would fail with 415, so 413 shows the
    // refusal came from the header.
    const png = pngHeader(
      50_000,
      50_000,
      pngChunk('IDAT', Buffer.from('not deflate data')),
      pngChunk('IEND', Buffer.alloc(0)),
    );
    const sof = Buffer.from([0xff, 0xc0, 0, 17, 8, 0xc3, 0x50, 0xc3, 0x50, 3]);
    const jpeg = Buffer.concat([
      Buffer.from([0xff, 0xd8]),
      sof,
      Buffer.alloc(9),
      Buffer.from([0xff, 0xd9]),
    ]);
    const gif = Buffer.concat([
      Buffer.from('GIF89a'),
      Buffer.from([0x50, 0xc3, 0x50, 0xc3, 0, 0, 0]),
      Buffer.from([0x3b]),
    ]);
    for (const payload of [png, jpeg, gif]) {
      expect(imageDimensions(payload)).toMatchObject({ width: 50_000, height: 50_000 });
      const started = performance.now();
      const response = await upload(payload);
      expect(performance.now() - started).toBeLessThan(2_000);
      expect(response.statusCode).toBe(413);
      expect(response.json().error).toEqual({
        code: 'payload_too_large',
        message: 'The photo is larger than 16 megapixels.',
        fields: { photo: 'Use a photo of at most 16 megapixels.' },
      });
    }
  });
});

describe('image re-encoding', () => {
  it('refuses an interlaced PNG whose data inflates beyond its declared size (a zlib bomb)', async () => {
    const { deflateSync } = await import('node:zlib');
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(100, 0);
    ihdr.writeUInt32BE(100, 4);
    ihdr.set([8, 6, 0, 0, 1], 8); // interlaced
    const bomb = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', ihdr),
      pngChunk('IDAT', deflateSync(Buffer.alloc(64 * 1024 * 1024))),
      pngChunk('IEND', Buffer.alloc(0)),
    ]);
    expect(bomb.length).toBeLessThan(200_000);
    expect(() => reencodeImage(bomb)).toThrow(/does not decode/);
  });

  it('keeps transparency in PNG and GIF and scales without dark fringes', () => {
    const png = new PNG({ width: 2048, height: 2 });
    // Left half opaque white, right half fully transparent *black*: scaled, the edge stays white.
    for (let i = 0; i < 2048 * 2; i++) {
      const opaque = i % 2048 < 1024;
      png.data.set(opaque ? [255, 255, 255, 255] : [0, 0, 0, 0], i * 4);
    }
    const out = reencodeImage(PNG.sync.write(png));
    const back = PNG.sync.read(out.data);
    expect([back.width, back.height]).toEqual([1024, 1]);
    expect([...back.data.subarray(511 * 4, 512 * 4)]).toEqual([255, 255, 255, 255]);
    expect(back.data[600 * 4 + 3]).toBe(0);
  });

  it('reads the first frame of an animated GIF', () => {
    const buffer = new Uint8Array(4096);
    const writer = new GifWriter(buffer, 4, 4, { palette: [0xff0000, 0x0000ff], loop: 0 });
    writer.addFrame(0, 0, 4, 4, new Array(16).fill(0), { delay: 10 });
    writer.addFrame(0, 0, 4, 4, new Array(16).fill(1), { delay: 10 });
    const gif = Buffer.from(buffer.subarray(0, writer.end()));
    expect(new GifReader(gif).numFrames()).toBe(2);
    const back = PNG.sync.read(reencodeImage(gif).data);
    expect([...back.data.subarray(0, 4)]).toEqual([255, 0, 0, 255]);
  });
});

describe.each(testDatabases)('photo uploads per user on $kind', (kind) => {
  it('answers 429 after 5 uploads in ten minutes, whatever the session or server process', async () => {
    const t = await startTestApp(kind, { photoUploadsPer10Minutes: 5 });
    // A second server process on the same database: counts kept in one process's memory would miss
    // what the other saw.
    const other = await startTestApp(kind, { photoUploadsPer10Minutes: 5, database: t.database });
    await t.addUser('ravi', 'Staff');
    await t.addUser('meena', 'Staff');
    const upload = (server: TestApp, cookie: string | undefined) =>
      uploadPhoto(server, cookie, pngOf(4, 4));
    const statuses: number[] = [];
    const first = (await t.signIn('ravi')).cookie;
    for (let i = 0; i < 3; i++) statuses.push((await upload(t, first)).statusCode);
    const onOther = (await other.signIn('ravi')).cookie;
    for (let i = 0; i < 2; i++) statuses.push((await upload(other, onOther)).statusCode);
    // Signing in again does not start the count again, on either process.
    const again = (await t.signIn('ravi')).cookie;
    const refused = await upload(t, again);
    statuses.push(refused.statusCode, (await upload(other, onOther)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(refused.json().error).toEqual({
      code: 'too_many_requests',
      message: expect.stringMatching(
        /^Too many photo uploads: at most 5 in 10 minutes\. Try again in \d+ minutes?\.$/,
      ),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Someone else's uploads are their own.
    expect((await upload(t, (await t.signIn('meena')).cookie)).statusCode).toBe(200);
    await other.close();
    await t.close();
  });
});

describe('the server while photos are re-encoded', () => {
  // More uploads than cores, each long enough that a health check stuck behind one would show.
  const UPLOADS = 4;
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

  it('answers GET /api/health at once during four parallel 3000 × 3000 PNG uploads', async () => {
    const t = await startTestApp(testDatabases[0] as (typeof testDatabases)[number]);
    const cookies: (string | undefined)[] = [];
    for (let i = 1; i <= UPLOADS; i++) {
      await t.addUser(`uploader${i}`, 'Staff');
      cookies.push((await t.signIn(`uploader${i}`)).cookie);
    }
    const png = pngOf(3000, 3000); // 9 megapixels to decode, a small file
    expect(png.length).toBeLessThan(2 * 1024 * 1024);

    let uploading = true;
    const health: number[] = [];
    // Asked 10 ms after each answer; its latency counts from then, so time the whole process (this
    // loop included) could not run counts as waiting.
    const polling = (async () => {
      for (let due = performance.now(); ; ) {
        const response = await t.call({ method: 'GET', url: '/api/health' });
        const answered = performance.now();
        health.push(answered - due);
        expect(response.statusCode).toBe(200);
        if (!uploading) return;
        due = answered + 10;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
    const started = performance.now();
    const statuses = await Promise.all(
      cookies.map(async (cookie) => (await uploadPhoto(t, cookie, png)).statusCode),
    );
    const elapsed = performance.now() - started;
    uploading = false;
    await polling;
    await t.close();

    // The photos are re-encoded one after another: one took about a quarter of the whole.
    const oneReencode = elapsed / UPLOADS;
    const figures = {
      uploadsMs: Math.round(elapsed),
      healthAnswers: health.length,
      healthMedianMs: Math.round(median(health) * 10) / 10,
      healthMaxMs: Math.round(Math.max(...health) * 10) / 10,
    };
    process.stdout.write(`four parallel 3000 × 3000 PNG uploads: ${JSON.stringify(figures)}\n`);
    expect(statuses).toEqual(Array(UPLOADS).fill(200));
    expect(figures.healthMedianMs).toBeLessThan(100);
    expect(figures.healthMaxMs).toBeLessThan(oneReencode / 2);
  }, 240_000);
});

describe('the photo worker', () => {
  const faultyWorker = new URL('./fixtures/faulty-photo-worker.mjs', import.meta.url);

  it('refuses a photo whose worker crashes, hangs or fails, and takes the next with a new one', async () => {
    const logged: string[] = [];
    const reencoder = new PhotoReencoder({
      workerUrl: faultyWorker,
      timeoutMs: 2_000,
      log: { error: (_details, message) => logged.push(message) },
    });
    const photo = (first: number) => Uint8Array.from([first, 0, 0, 0]);
    const couldNot = 'The photo could not be processed. Try again, or use another photo.';
    const cases = [
      [1, couldNot, 'the photo worker ended'],
      [
        2,
        'The photo took too long to process. Try again, or use a smaller photo.',
        'photo re-encoding took too long',
      ],
      [3, couldNot, 'the photo worker ended'],
      [4, couldNot, 'photo re-encoding failed'],
    ] as const;
    try {
      for (const [first, message, log] of cases) {
        await expect(reencoder.reencode(photo(first)), message).rejects.toMatchObject({
          code: 'unavailable',
          message,
          retryAfterSeconds: 10,
        });
        expect(logged.pop()).toBe(log);
        expect(await reencoder.reencode(photo(0))).toMatchObject({ contentType: 'image/png' });
      }
    } finally {
      await reencoder.close();
    }
  });

  it('is built beside the server (dist/photo-worker.js) and re-encodes there', async () => {
    const serverRoot = fileURLToPath(new URL('..', import.meta.url));
    // Inside the package, so the built files find their npm dependencies as dist/ does.
    const cache = join(serverRoot, 'node_modules', '.cache');
    await mkdir(cache, { recursive: true });
    const outDir = await mkdtemp(join(cache, 'build-'));
    const { build } = await import('vite');
    try {
      await build({
        root: serverRoot,
        configFile: join(serverRoot, 'vite.config.ts'),
        logLevel: 'warn',
        build: { outDir, sourcemap: false },
      });
      const reencoder = new PhotoReencoder({
        workerUrl: pathToFileURL(join(outDir, 'photo-worker.js')),
      });
      try {
        const image = await reencoder.reencode(pngOf(40, 30));
        expect(image).toMatchObject({ contentType: 'image/png', width: 40, height: 30 });
        expect(PNG.sync.read(image.data).width).toBe(40);
      } finally {
        await reencoder.close();
      }
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  });

  it('lets photos wait their turn one at a time and refuses more than may wait, at once', async () => {
    const reencoder = new PhotoReencoder({ maxWaiting: 2 });
    try {
      const answers = await Promise.allSettled(
        [4, 5, 6, 7].map((side) => reencoder.reencode(pngOf(side, side))),
      );
      expect(answers.map((answer) => answer.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'fulfilled',
        'rejected',
      ]);
      expect(
        answers.slice(0, 3).map((answer) => answer.status === 'fulfilled' && answer.value.width),
      ).toEqual([4, 5, 6]);
      expect(answers[3]).toMatchObject({
        reason: {
          code: 'unavailable',
          message: 'Too many photos are being processed right now. Try again in a minute.',
          retryAfterSeconds: 60,
        },
      });
    } finally {
      await reencoder.close();
    }
  });
});
