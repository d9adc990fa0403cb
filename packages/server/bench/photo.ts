// Measures re-encoding a profile photo (src/accounts/images.ts): a photo-like JPEG of about 2 MB (the
// upload limit) at two resolutions, a 2 MB PNG, and the worst case the pixel limit allows (a 40 MP JPEG
// of one colour, a small file). Median wall-clock and CPU time of a few runs (CPU time is what the
// work costs on a busy machine); the work is synchronous, on the event loop.
// Run: npm run bench:photo -w @pfm/server
import { performance } from 'node:perf_hooks';
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

const MB2 = 2 * 1024 * 1024;
measure('JPEG 12 MP (4000 × 3000)', jpegOfAbout(4000, 3000, MB2));
measure('JPEG 6 MP (3000 × 2000)', jpegOfAbout(3000, 2000, MB2));
const png = new PNG({ width: 1600, height: 1200 });
png.data = Buffer.from(photoLike(1600, 1200, 2));
measure('PNG 1.9 MP (1600 × 1200), RGBA', PNG.sync.write(png));
const flat = new Uint8Array(8000 * 5000 * 4).fill(128);
measure(
  'JPEG 40 MP (8000 × 5000), one colour',
  Buffer.from(encodeJpeg({ width: 8000, height: 5000, data: flat }, 90).data),
  3,
);
