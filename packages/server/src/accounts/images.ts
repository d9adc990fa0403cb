// Over 400 lines: every check an uploaded photo passes (its type, header, size, orientation) before and while it is re-encoded, in the order they run.
import { inflateSync } from 'node:zlib';
import { decode as decodeJpeg, encode as encodeJpeg } from 'jpeg-js';
import { GifReader } from 'omggif';
import { PNG } from 'pngjs';

/**
 * Profile photos are re-encoded from their decoded pixels: whatever else an upload carries (comments,
 * EXIF with a GPS position, text chunks, HTML or script after the image's end, a second format in the
 * same bytes) does not survive. Pure functions: bytes in, bytes out, no HTTP and no database.
 */

export type ImageType = 'image/png' | 'image/jpeg' | 'image/gif';

/** The longer side of a stored photo; larger images are scaled down proportionally. */
export const PHOTO_MAX_SIDE = 1024;
/** Images with more pixels are refused before they are decoded (a decompression bomb). */
export const PHOTO_MAX_PIXELS = 16_000_000;
/** JPEG quality of a re-encoded JPEG photo (0–100). */
export const PHOTO_JPEG_QUALITY = 90;

/** Why an image was refused: it does not decode as JPG, GIF or PNG, or it has too many pixels. */
export class ImageRejected extends Error {
  readonly reason: 'unreadable' | 'too_many_pixels';

  constructor(reason: 'unreadable' | 'too_many_pixels', detail: string) {
    super(detail);
    this.name = 'ImageRejected';
    this.reason = reason;
  }
}

/** Decoded pixels: 8-bit RGBA, row after row. */
export interface Pixels {
  width: number;
  height: number;
  data: Uint8Array;
}

export interface ReencodedImage {
  /** The new file: nothing but pixel data (and the format's required headers). */
  data: Buffer;
  /** JPEG stays JPEG; PNG and GIF (its first frame) become PNG. */
  contentType: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The image type of a file, read from its first bytes (never from its name or the client's claim). */
export function sniffImageType(data: Uint8Array): ImageType | undefined {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'image/jpeg';
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'image/gif';
  return undefined;
}

const unreadable = (detail: string) => new ImageRejected('unreadable', detail);

// ---------------------------------------------------------------------------------------------
// Headers: the dimensions (and what else is needed before decoding), read without decoding.

interface PngLayout {
  width: number;
  height: number;
  bitDepth: number;
  colorType: number;
  interlaced: boolean;
  /** Where the IEND chunk ends: anything after it is not part of the image. */
  end: number;
  idat: Buffer[];
}

/** Walks a PNG's chunks (without checking them: the decoder does) up to IEND. */
function pngLayout(data: Buffer): PngLayout | undefined {
  if (data.length < 33 || data.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  const layout: PngLayout = {
    width: data.readUInt32BE(16),
    height: data.readUInt32BE(20),
    bitDepth: data[24] ?? 0,
    colorType: data[25] ?? 0,
    interlaced: data[28] === 1,
    end: 0,
    idat: [],
  };
  for (let offset = 8; offset + 12 <= data.length; ) {
    const length = data.readUInt32BE(offset);
    const type = data.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > data.length) return undefined;
    if (type === 'IDAT') layout.idat.push(data.subarray(offset + 8, offset + 8 + length));
    if (type === 'IEND') return { ...layout, end };
    offset = end;
  }
  return undefined;
}

const PNG_CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** The exact size of a PNG's decompressed image data (filter bytes included). */
function pngInflatedSize({ width, height, bitDepth, colorType, interlaced }: PngLayout) {
  const bitsPerPixel = (PNG_CHANNELS[colorType] ?? 4) * bitDepth;
  const passSize = (w: number, h: number) =>
    w > 0 && h > 0 ? h * (Math.ceil((w * bitsPerPixel) / 8) + 1) : 0;
  if (!interlaced) return passSize(width, height);
  return ADAM7.reduce(
    (sum, [x0, y0, dx, dy]) =>
      sum + passSize(Math.ceil((width - x0) / dx), Math.ceil((height - y0) / dy)),
    0,
  );
}

interface JpegHeader {
  width: number;
  height: number;
  /** EXIF orientation (1–8): how the stored pixels must be turned to be seen upright. */
  orientation: number;
}

const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** Walks a JPEG's segments up to its frame header (SOFn), noting the EXIF orientation on the way. */
function jpegHeader(data: Buffer): JpegHeader | undefined {
  let orientation = 1;
  let offset = 2;
  while (offset + 4 <= data.length) {
    if (data[offset] !== 0xff) return undefined;
    const marker = data[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0xd9 || marker === 0xda) return undefined; // no frame header
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2; // markers without a length
      continue;
    }
    const length = data.readUInt16BE(offset + 2);
    const body = offset + 4;
    if (length < 2 || offset + 2 + length > data.length) return undefined;
    if (isStartOfFrame(marker)) {
      if (length < 7) return undefined;
      return {
        height: data.readUInt16BE(body + 1),
        width: data.readUInt16BE(body + 3),
        orientation,
      };
    }
    if (marker === 0xe1) orientation = exifOrientation(data.subarray(body, offset + 2 + length));
    offset += 2 + length;
  }
  return undefined;
}

/** The Orientation tag (0x0112) of an APP1 Exif segment's first IFD; 1 (as stored) when absent. */
function exifOrientation(segment: Buffer): number {
  if (segment.length < 14 || segment.toString('latin1', 0, 6) !== 'Exif\0\0') return 1;
  const tiff = segment.subarray(6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  if (!little && tiff.toString('latin1', 0, 2) !== 'MM') return 1;
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > tiff.length) return 1;
  const entries = u16(ifd);
  for (let i = 0; i < entries; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return 1;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

/** The dimensions an image declares in its header, before any decoding. */
export function imageDimensions(
  data: Uint8Array,
): { type: ImageType; width: number; height: number } | undefined {
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const type = sniffImageType(bytes);
  if (type === 'image/png') {
    const layout = pngLayout(bytes);
    return layout && { type, width: layout.width, height: layout.height };
  }
  if (type === 'image/jpeg') {
    const header = jpegHeader(bytes);
    return header && { type, width: header.width, height: header.height };
  }
  if (type === 'image/gif' && bytes.length >= 10) {
    return { type, width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
  }
  return undefined;
}

function checkPixelCount(width: number, height: number) {
  if (width < 1 || height < 1) throw unreadable(`The image is ${width} × ${height} pixels.`);
  if (width * height > PHOTO_MAX_PIXELS) {
    throw new ImageRejected(
      'too_many_pixels',
      `The image is ${width} × ${height} pixels, more than ${PHOTO_MAX_PIXELS / 1e6} megapixels.`,
    );
  }
}

/**
 * Refuses (ImageRejected) what its header already condemns — not a JPG, GIF or PNG, a header cut
 * short, too many pixels — without decoding: cheap enough to run before a photo waits for a worker.
 */
export function checkImageHeader(data: Uint8Array) {
  const header = imageDimensions(data);
  if (!header) throw unreadable('The file is not a JPG, GIF or PNG image with a complete header.');
  checkPixelCount(header.width, header.height);
}

// ---------------------------------------------------------------------------------------------
// Decoding to RGBA.

function decodePng(data: Buffer): Pixels {
  const layout = pngLayout(data);
  if (!layout) throw unreadable('The PNG ends before its IEND chunk.');
  checkPixelCount(layout.width, layout.height);
  if (layout.interlaced) {
    // pngjs inflates interlaced data without a limit: a few kB may inflate to gigabytes.
    inflateSync(Buffer.concat(layout.idat), { maxOutputLength: pngInflatedSize(layout) });
  }
  // pngjs refuses bytes after IEND; they are not part of the image, so they are left out.
  const png = PNG.sync.read(data.subarray(0, layout.end));
  return { width: png.width, height: png.height, data: png.data };
}

function decodeGif(data: Buffer): Pixels {
  const reader = new GifReader(data);
  const { width, height } = reader;
  checkPixelCount(width, height);
  if (reader.numFrames() < 1) throw unreadable('The GIF has no image.');
  const frame = reader.frameInfo(0);
  const { x, y, width: frameWidth, height: frameHeight } = frame;
  if (frameWidth < 1 || frameHeight < 1 || x + frameWidth > width || y + frameHeight > height) {
    throw unreadable('The GIF’s first frame lies outside its canvas.');
  }
  if (frame.palette_offset === null) throw unreadable('The GIF has no colour table.');
  const pixels = new Uint8Array(width * height * 4); // transparent where the frame does not paint
  // omggif reports a short or overlong pixel stream with console.log and carries on; a short one
  // means the image data is cut off or corrupt.
  const warnings: unknown[] = [];
  // biome-ignore lint/suspicious/noConsole: captured for the time of the call, not used to log
  const log = console.log;
  console.log = (...args: unknown[]) => warnings.push(args[0]);
  try {
    reader.decodeAndBlitFrameRGBA(0, pixels);
  } finally {
    console.log = log;
  }
  if (warnings.some((warning) => String(warning).includes('shorter than expected'))) {
    throw unreadable('The GIF’s image data is cut off.');
  }
  return { width, height, data: pixels };
}

function decodeJpegPixels(data: Buffer): Pixels & { orientation: number } {
  const header = jpegHeader(data);
  if (!header) throw unreadable('The JPEG has no frame header.');
  checkPixelCount(header.width, header.height);
  const image = decodeJpeg(data, {
    useTArray: true,
    formatAsRGBA: true,
    maxResolutionInMP: PHOTO_MAX_PIXELS / 1e6,
    // jpeg-js counts 22 bytes per pixel for a colour JPEG (coefficients, component lines, RGBA);
    // its default of 512 MB would refuse a colour JPEG of the allowed size (16 MP needs 366 MB).
    maxMemoryUsageInMB: Math.ceil((PHOTO_MAX_PIXELS * 24) / 1024 / 1024),
  });
  if (image.width !== header.width || image.height !== header.height) {
    throw unreadable('The JPEG decodes to other dimensions than it declares.');
  }
  return {
    width: image.width,
    height: image.height,
    data: image.data,
    orientation: header.orientation,
  };
}

// ---------------------------------------------------------------------------------------------
// Pixel operations.

/** For each target index along one axis: the source indexes it covers and their weights (sum 1). */
function boxWeights(source: number, target: number) {
  const scale = source / target;
  const first = new Int32Array(target);
  const count = new Int32Array(target);
  const weights: number[] = [];
  const offsets = new Int32Array(target);
  for (let t = 0; t < target; t++) {
    const low = t * scale;
    const high = Math.min(source, (t + 1) * scale);
    first[t] = Math.floor(low);
    offsets[t] = weights.length;
    for (let s = Math.floor(low); s < high; s++) {
      weights.push((Math.min(s + 1, high) - Math.max(s, low)) / scale);
    }
    count[t] = weights.length - (offsets[t] ?? 0);
  }
  return { first, count, offsets, weights: Float64Array.from(weights) };
}

/**
 * Scales down by area averaging (each target pixel is the mean of the source area it covers), with
 * premultiplied alpha so transparent pixels do not bleed their colour. Source rows are read once;
 * memory is proportional to the target.
 */
export function scaleDown(image: Pixels, width: number, height: number): Pixels {
  const { width: sw, height: sh, data: src } = image;
  const xs = boxWeights(sw, width);
  const yScale = sh / height;
  const sums = new Float32Array(width * height * 4);
  const row = new Float64Array(width * 4);
  for (let sy = 0; sy < sh; sy++) {
    row.fill(0);
    const rowStart = sy * sw * 4;
    for (let tx = 0; tx < width; tx++) {
      const first = xs.first[tx] ?? 0;
      const n = xs.count[tx] ?? 0;
      const w0 = xs.offsets[tx] ?? 0;
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let k = 0; k < n; k++) {
        const p = rowStart + (first + k) * 4;
        const wa = (xs.weights[w0 + k] ?? 0) * (src[p + 3] ?? 0);
        r += wa * (src[p] ?? 0);
        g += wa * (src[p + 1] ?? 0);
        b += wa * (src[p + 2] ?? 0);
        a += wa;
      }
      row[tx * 4] = r;
      row[tx * 4 + 1] = g;
      row[tx * 4 + 2] = b;
      row[tx * 4 + 3] = a;
    }
    // The target rows this source row overlaps, and by how much.
    const top = sy / yScale;
    const bottom = (sy + 1) / yScale;
    for (let ty = Math.floor(top); ty < Math.min(height, Math.ceil(bottom)); ty++) {
      const weight = Math.min(bottom, ty + 1) - Math.max(top, ty);
      if (weight <= 0) continue;
      const out = ty * width * 4;
      for (let i = 0; i < width * 4; i++)
        sums[out + i] = (sums[out + i] ?? 0) + weight * (row[i] ?? 0);
    }
  }
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < data.length; i += 4) {
    const a = sums[i + 3] ?? 0;
    if (a > 0) {
      data[i] = Math.round((sums[i] ?? 0) / a);
      data[i + 1] = Math.round((sums[i + 1] ?? 0) / a);
      data[i + 2] = Math.round((sums[i + 2] ?? 0) / a);
      data[i + 3] = Math.round(a);
    }
  }
  return { width, height, data };
}

/** The size that fits `maxSide` on the longer side, keeping the proportions. */
export function fittedSize(width: number, height: number, maxSide = PHOTO_MAX_SIDE) {
  const longer = Math.max(width, height);
  if (longer <= maxSide) return { width, height };
  const scale = maxSide / longer;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** Turns the pixels as an EXIF orientation says (2–8), so the image is upright without the tag. */
export function applyOrientation(image: Pixels, orientation: number): Pixels {
  const { width: w, height: h, data: src } = image;
  // The source pixel of target (x, y) is base + x * stepX + y * stepY.
  const walks: Record<number, [base: number, stepX: number, stepY: number]> = {
    2: [w - 1, -1, w],
    3: [(h - 1) * w + w - 1, -1, -w],
    4: [(h - 1) * w, 1, -w],
    5: [0, w, 1],
    6: [(h - 1) * w, -w, 1],
    7: [(h - 1) * w + w - 1, -w, -1],
    8: [w - 1, w, -1],
  };
  const walk = walks[orientation];
  if (!walk) return image;
  const [base, stepX, stepY] = walk;
  const width = orientation >= 5 ? h : w;
  const height = orientation >= 5 ? w : h;
  const data = new Uint8Array(src.length);
  let out = 0;
  for (let y = 0; y < height; y++) {
    let from = (base + y * stepY) * 4;
    for (let x = 0; x < width; x++, from += stepX * 4) {
      data[out++] = src[from] ?? 0;
      data[out++] = src[from + 1] ?? 0;
      data[out++] = src[from + 2] ?? 0;
      data[out++] = src[from + 3] ?? 0;
    }
  }
  return { width, height, data };
}

function isOpaque(data: Uint8Array) {
  for (let i = 3; i < data.length; i += 4) if (data[i] !== 255) return false;
  return true;
}

function encodePng({ width, height, data }: Pixels): Buffer {
  const png = new PNG({ width, height });
  png.data = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return PNG.sync.write(png, { colorType: isOpaque(data) ? 2 : 6, inputColorType: 6 });
}

// ---------------------------------------------------------------------------------------------

/**
 * Decodes a JPG, GIF or PNG and encodes its pixels again: JPEG as JPEG (quality 90, turned upright by
 * its EXIF orientation), PNG as PNG, GIF as PNG (first frame). Images larger than `PHOTO_MAX_SIDE` on
 * the longer side are scaled down. Refuses (ImageRejected) what does not decode, and images of more
 * than `PHOTO_MAX_PIXELS` pixels as their header declares them, before decoding.
 */
export function reencodeImage(input: Uint8Array): ReencodedImage {
  const data = Buffer.from(input.buffer, input.byteOffset, input.byteLength);
  const type = sniffImageType(data);
  if (!type) throw unreadable('The file is not a JPG, GIF or PNG image.');
  let decoded: Pixels & { orientation?: number };
  try {
    if (type === 'image/png') decoded = decodePng(data);
    else if (type === 'image/gif') decoded = decodeGif(data);
    else decoded = decodeJpegPixels(data);
  } catch (error) {
    if (error instanceof ImageRejected) throw error;
    // jpeg-js's own resolution and memory limits: the image is too large to decode here.
    if (/limit exceeded/.test((error as Error).message)) {
      throw new ImageRejected('too_many_pixels', (error as Error).message);
    }
    throw unreadable(`The ${type} image does not decode: ${(error as Error).message}`);
  }
  if (decoded.data.length !== decoded.width * decoded.height * 4) {
    throw unreadable('The image decodes to fewer pixels than it declares.');
  }
  const size = fittedSize(decoded.width, decoded.height);
  let pixels: Pixels =
    size.width === decoded.width && size.height === decoded.height
      ? decoded
      : scaleDown(decoded, size.width, size.height);
  pixels = applyOrientation(pixels, decoded.orientation ?? 1);
  const { width, height } = pixels;
  if (type === 'image/jpeg') {
    const encoded = encodeJpeg({ width, height, data: pixels.data }, PHOTO_JPEG_QUALITY).data;
    return { data: Buffer.from(encoded), contentType: 'image/jpeg', width, height };
  }
  return { data: encodePng(pixels), contentType: 'image/png', width, height };
}
