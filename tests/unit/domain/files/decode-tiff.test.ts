import { describe, expect, it } from 'vitest';
import { decodeTiff } from '../../../../src/domain/files/decode-tiff';

/** PackBits as a TIFF writer would produce (literal runs only: valid and simple). */
function packBits(data: Uint8Array): Uint8Array {
  const out: number[] = [];
  for (let i = 0; i < data.length; i += 128) {
    const run = data.subarray(i, i + 128);
    out.push(run.length - 1, ...run);
  }
  return Uint8Array.from(out);
}

/** TIFF LZW as libtiff writes it: MSB-first codes, a clear code first, wider codes once the next entry needs them. */
function lzw(data: Uint8Array): Uint8Array {
  const bits: number[] = [];
  let width = 9;
  const emit = (code: number) => {
    for (let k = width - 1; k >= 0; k -= 1) bits.push((code >> k) & 1);
  };
  let dict = new Map<string, number>();
  let next = 258;
  const reset = () => {
    dict = new Map(Array.from({ length: 256 }, (_, i) => [String.fromCharCode(i), i]));
    next = 258;
    width = 9;
  };
  reset();
  emit(256);
  let w = '';
  for (const byte of data) {
    const c = String.fromCharCode(byte);
    if (dict.has(w + c)) {
      w += c;
      continue;
    }
    emit(dict.get(w)!);
    dict.set(w + c, next++);
    if (next >= 4094) {
      // A full table: the writer clears it and starts again at 9 bits.
      emit(256);
      reset();
    } else if (next >= 1 << width) width += 1;
    w = c;
  }
  if (w) emit(dict.get(w)!);
  emit(257);
  const out = new Uint8Array(Math.ceil(bits.length / 8));
  bits.forEach((b, i) => {
    if (b) out[i >> 3]! |= 0x80 >> (i & 7);
  });
  return out;
}

/** A one-strip little-endian TIFF of `samples` 8-bit samples per pixel. */
function tiff(width: number, height: number, samples: number, pixels: Uint8Array, compression = 1, photometric = samples === 1 ? 1 : 2, predictor = 1): ArrayBuffer {
  const strip = compression === 5 ? lzw(pixels) : compression === 32773 ? packBits(pixels) : pixels;
  const tags: [number, number, number, number[]][] = [
    [256, 3, 1, [width]],
    [257, 3, 1, [height]],
    [258, 3, samples, Array(samples).fill(8)],
    [259, 3, 1, [compression]],
    [262, 3, 1, [photometric]],
    [273, 4, 1, [0]],
    [277, 3, 1, [samples]],
    [278, 3, 1, [height]],
    [279, 4, 1, [strip.length]],
    [317, 3, 1, [predictor]],
  ];
  const ifdSize = 2 + tags.length * 12 + 4;
  const extra = samples > 2 ? samples * 2 : 0;
  const stripAt = 8 + ifdSize + extra;
  const buf = new ArrayBuffer(stripAt + strip.length);
  const v = new DataView(buf);
  v.setUint16(0, 0x4949);
  v.setUint16(2, 42, true);
  v.setUint32(4, 8, true);
  v.setUint16(8, tags.length, true);
  tags.forEach(([tag, type, count, values], i) => {
    const at = 10 + i * 12;
    v.setUint16(at, tag, true);
    v.setUint16(at + 2, type, true);
    v.setUint32(at + 4, count, true);
    if (tag === 273) v.setUint32(at + 8, stripAt, true);
    else if (count * (type === 3 ? 2 : 4) > 4) {
      v.setUint32(at + 8, 8 + ifdSize, true);
      values.forEach((x, k) => v.setUint16(8 + ifdSize + k * 2, x, true));
    } else if (type === 3) v.setUint16(at + 8, values[0]!, true);
    else v.setUint32(at + 8, values[0]!, true);
  });
  new Uint8Array(buf, stripAt).set(strip);
  return buf;
}

function gradient(width: number, height: number, samples: number): Uint8Array {
  const p = new Uint8Array(width * height * samples);
  for (let i = 0; i < p.length; i += 1) p[i] = (i * 7 + (i >> 3)) & 0xff;
  return p;
}

describe('decodeTiff', () => {
  it.each([
    ['uncompressed', 1],
    ['PackBits', 32773],
    ['LZW', 5],
  ])('decodes %s RGB', (_name, compression) => {
    const pixels = gradient(40, 30, 3);
    const image = decodeTiff(tiff(40, 30, 3, pixels, compression))!;
    expect(image.width).toBe(40);
    expect(image.height).toBe(30);
    expect(Array.from(image.rgba.subarray(0, 8))).toEqual([pixels[0], pixels[1], pixels[2], 255, pixels[3], pixels[4], pixels[5], 255]);
    const last = (40 * 30 - 1) * 3;
    expect(Array.from(image.rgba.subarray(-4))).toEqual([pixels[last], pixels[last + 1], pixels[last + 2], 255]);
  });

  it('decodes LZW over thousands of codes (the code width grows to 12 bits)', () => {
    const pixels = new Uint8Array(200 * 200);
    let seed = 1;
    for (let i = 0; i < pixels.length; i += 1) pixels[i] = (seed = (seed * 1103515245 + 12345) >>> 0) >>> 24;
    const image = decodeTiff(tiff(200, 200, 1, pixels, 5))!;
    for (const i of [0, 1, 9999, 39999]) expect(image.rgba[i * 4]).toBe(pixels[i]);
  });

  it('decodes grey (white or black is zero) and undoes the horizontal predictor', () => {
    const grey = decodeTiff(tiff(2, 1, 1, Uint8Array.of(0, 200), 1, 0))!;
    expect(Array.from(grey.rgba)).toEqual([255, 255, 255, 255, 55, 55, 55, 255]);
    const predicted = decodeTiff(tiff(3, 1, 1, Uint8Array.of(10, 5, 5), 1, 1, 2))!;
    expect([predicted.rgba[0], predicted.rgba[4], predicted.rgba[8]]).toEqual([10, 15, 20]);
  });

  it('answers null for what it leaves out or cannot read', () => {
    expect(decodeTiff(new ArrayBuffer(4))).toBeNull();
    expect(decodeTiff(new TextEncoder().encode('%PDF-1.7 not a tiff').buffer)).toBeNull();
    expect(decodeTiff(tiff(2, 2, 3, gradient(2, 2, 3), 7))).toBeNull();
  });
});
