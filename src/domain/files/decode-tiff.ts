/**
 * A small baseline-TIFF decoder for thumbnails: browsers other than Safari cannot show TIFF, and scanned
 * drawings often are TIFF. Reads the first image: 8-bit grey, RGB or RGBA, chunky, in strips, uncompressed,
 * PackBits or LZW (the scanner defaults). Anything else answers null and the list shows an icon instead.
 */

/** A decoded image as RGBA bytes. */
export interface DecodedImage {
  width: number;
  height: number;
  rgba: Uint8ClampedArray;
}

/** Largest image decoded (pixels); bigger ones are left to the icon so a thumbnail never eats the memory. */
export const MAX_TIFF_PIXELS = 40_000_000;

const TAG = { width: 256, height: 257, bits: 258, compression: 259, photometric: 262, stripOffsets: 273, samples: 277, rowsPerStrip: 278, stripByteCounts: 279, planar: 284, predictor: 317 } as const;

function readIfd(view: DataView, little: boolean): Map<number, number[]> | null {
  const first = view.getUint32(4, little);
  if (first + 2 > view.byteLength) return null;
  const count = view.getUint16(first, little);
  const tags = new Map<number, number[]>();
  for (let i = 0; i < count; i += 1) {
    const at = first + 2 + i * 12;
    if (at + 12 > view.byteLength) return null;
    const tag = view.getUint16(at, little);
    const type = view.getUint16(at + 2, little);
    const n = view.getUint32(at + 4, little);
    const size = type === 3 ? 2 : type === 4 ? 4 : type === 1 ? 1 : 0;
    if (!size) continue;
    const inline = n * size <= 4;
    const base = inline ? at + 8 : view.getUint32(at + 8, little);
    if (base + n * size > view.byteLength) return null;
    const values: number[] = [];
    for (let k = 0; k < n; k += 1) {
      const p = base + k * size;
      values.push(size === 1 ? view.getUint8(p) : size === 2 ? view.getUint16(p, little) : view.getUint32(p, little));
    }
    tags.set(tag, values);
  }
  return tags;
}

function unpackBits(src: Uint8Array, expected: number): Uint8Array {
  const out = new Uint8Array(expected);
  let i = 0;
  let o = 0;
  while (i < src.length && o < expected) {
    const n = (src[i++]! << 24) >> 24;
    if (n >= 0) {
      for (let k = 0; k <= n && o < expected; k += 1) out[o++] = src[i++]!;
    } else if (n !== -128) {
      const v = src[i++]!;
      for (let k = 0; k < 1 - n && o < expected; k += 1) out[o++] = v;
    }
  }
  return out;
}

function unLzw(src: Uint8Array, expected: number): Uint8Array {
  const out = new Uint8Array(expected);
  let o = 0;
  let bitPos = 0;
  let width = 9;
  let table: Uint8Array[] = [];
  const reset = () => {
    table = [];
    for (let k = 0; k < 256; k += 1) table.push(Uint8Array.of(k));
    table.push(new Uint8Array(0), new Uint8Array(0));
    width = 9;
  };
  const next = (): number => {
    // TIFF LZW packs codes most significant bit first.
    let code = 0;
    for (let k = 0; k < width; k += 1) {
      const byte = src[(bitPos + k) >> 3];
      if (byte === undefined) return 257;
      code = (code << 1) | ((byte >> (7 - ((bitPos + k) & 7))) & 1);
    }
    bitPos += width;
    return code;
  };
  reset();
  let previous: Uint8Array | null = null;
  for (;;) {
    const code = next();
    if (code === 257) break;
    if (code === 256) {
      reset();
      previous = null;
      continue;
    }
    let entry: Uint8Array;
    if (code < table.length) entry = table[code]!;
    else if (previous && code === table.length) entry = Uint8Array.from([...previous, previous[0]!]);
    else break;
    for (let k = 0; k < entry.length && o < expected; k += 1) out[o++] = entry[k]!;
    if (previous) table.push(Uint8Array.from([...previous, entry[0]!]));
    previous = entry;
    // The "early change": widths grow one code before the table is full.
    if (table.length + 1 >= 1 << width && width < 12) width += 1;
    if (o >= expected) break;
  }
  return out;
}

/** Decodes the first image of a TIFF file, or null when it uses a feature this decoder leaves out. */
export function decodeTiff(buffer: ArrayBuffer): DecodedImage | null {
  if (buffer.byteLength < 8) return null;
  const view = new DataView(buffer);
  const order = view.getUint16(0, false);
  if (order !== 0x4949 && order !== 0x4d4d) return null;
  const little = order === 0x4949;
  if (view.getUint16(2, little) !== 42) return null;
  const tags = readIfd(view, little);
  if (!tags) return null;
  const get = (tag: number, fallback?: number) => tags.get(tag)?.[0] ?? fallback;
  const width = get(TAG.width);
  const height = get(TAG.height);
  const samples = get(TAG.samples, 1)!;
  const compression = get(TAG.compression, 1)!;
  const photometric = get(TAG.photometric, 1)!;
  const predictor = get(TAG.predictor, 1)!;
  const offsets = tags.get(TAG.stripOffsets);
  const counts = tags.get(TAG.stripByteCounts);
  if (!width || !height || width * height > MAX_TIFF_PIXELS || !offsets || !counts || offsets.length !== counts.length) return null;
  if ((tags.get(TAG.bits) ?? [8]).some((b) => b !== 8) || get(TAG.planar, 1) !== 1 || ![1, 3, 4].includes(samples) || ![0, 1, 2].includes(photometric)) return null;
  if (![1, 5, 32773].includes(compression) || ![1, 2].includes(predictor)) return null;

  const rowsPerStrip = Math.min(get(TAG.rowsPerStrip, height)!, height);
  const rowBytes = width * samples;
  const pixels = new Uint8Array(rowBytes * height);
  let written = 0;
  for (let s = 0; s < offsets.length && written < pixels.length; s += 1) {
    const raw = new Uint8Array(buffer, offsets[s]!, Math.min(counts[s]!, buffer.byteLength - offsets[s]!));
    const expected = Math.min(rowsPerStrip * rowBytes, pixels.length - written);
    const strip = compression === 1 ? raw.subarray(0, expected) : compression === 5 ? unLzw(raw, expected) : unpackBits(raw, expected);
    pixels.set(strip.subarray(0, expected), written);
    written += expected;
  }
  if (predictor === 2) {
    // Horizontal differencing: each sample is stored as the difference from its left neighbour.
    for (let y = 0; y < height; y += 1) {
      for (let x = samples; x < rowBytes; x += 1) pixels[y * rowBytes + x] = (pixels[y * rowBytes + x]! + pixels[y * rowBytes + x - samples]!) & 0xff;
    }
  }
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let p = 0; p < width * height; p += 1) {
    const src = p * samples;
    if (samples === 1) {
      const g = photometric === 0 ? 255 - pixels[src]! : pixels[src]!;
      rgba.set([g, g, g, 255], p * 4);
    } else {
      rgba.set([pixels[src]!, pixels[src + 1]!, pixels[src + 2]!, samples === 4 ? pixels[src + 3]! : 255], p * 4);
    }
  }
  return { width, height, rgba };
}
