/**
 * File sizes: display in B, KB, MB or GB with 2 decimals (units are powers of 1024), the upload slice
 * size given as a number and a unit, and the per-file upload limit (spec doc 1 §5, §9).
 */
import { InputError } from './errors';

/** The units a size may be given in, smallest first. */
export const SIZE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** One of B, KB, MB, GB. */
export type SizeUnit = (typeof SIZE_UNITS)[number];

/** The error for a slice unit other than B, KB, MB, GB. */
export const SLICE_UNIT_MESSAGE = '可使用單位為 B, KB, MB, GB';

/** The error for a slice size that is not a positive number (our wording; the spec names only the unit rule). */
export const SLICE_SIZE_MESSAGE = '切片大小必須大於 0';

/** Upload limit per file in every category, in MB. */
export const UPLOAD_LIMIT_MB = 50;

/** Upload limit per file in bytes (50 × 1024 × 1024). */
export const UPLOAD_LIMIT_BYTES = UPLOAD_LIMIT_MB * 1024 ** 2;

/** Whether a text is one of the four units (exact, upper case). */
export function isSizeUnit(unit: unknown): unit is SizeUnit {
  return typeof unit === 'string' && (SIZE_UNITS as readonly string[]).includes(unit);
}

/** Bytes in one unit (B 1, KB 1024, MB 1024², GB 1024³); throws InputError(SLICE_UNIT_MESSAGE) for another unit. */
export function unitBytes(unit: string): number {
  if (!isSizeUnit(unit)) throw new InputError(SLICE_UNIT_MESSAGE);
  return 1024 ** SIZE_UNITS.indexOf(unit);
}

/** A size given as number and unit in bytes (5, 'MB' → 5242880); throws InputError for a bad unit or size. */
export function toBytes(size: number, unit: string): number {
  const factor = unitBytes(unit);
  if (!Number.isFinite(size) || size <= 0) throw new InputError(SLICE_SIZE_MESSAGE);
  return Math.floor(size * factor);
}

/** The outcome of checking a slice setting without throwing. */
export type SliceSizeResult = { ok: true; bytes: number } | { ok: false; message: string };

/** Checks a slice setting ('5MB', '512 KB' or number + unit) and gives the bytes or the error message. */
export function parseSliceSize(text: string): SliceSizeResult;
export function parseSliceSize(size: number, unit: string): SliceSizeResult;
export function parseSliceSize(sizeOrText: number | string, unit?: string): SliceSizeResult {
  let size: number;
  let u: string;
  if (typeof sizeOrText === 'string') {
    const m = /^\s*(\d+(?:\.\d+)?)\s*([A-Za-z]*)\s*$/.exec(sizeOrText);
    if (!m) return { ok: false, message: SLICE_UNIT_MESSAGE };
    size = Number(m[1]);
    u = m[2] ?? '';
  } else {
    size = sizeOrText;
    u = unit ?? '';
  }
  try {
    return { ok: true, bytes: toBytes(size, u) };
  } catch (e) {
    return { ok: false, message: e instanceof InputError ? e.userMessage : SLICE_UNIT_MESSAGE };
  }
}

/** Shows a byte count in the largest fitting unit with 2 decimals: 1536 → '1.50 KB', 500 → '500.00 B'. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  let i = 0;
  while (i < SIZE_UNITS.length - 1 && bytes >= 1024 ** (i + 1)) i += 1;
  return `${(bytes / 1024 ** i).toFixed(2)} ${SIZE_UNITS[i]}`;
}

/** Whether a file of this many bytes is within the 50 MB upload limit. */
export function withinUploadLimit(bytes: number, limitMb: number = UPLOAD_LIMIT_MB): boolean {
  return bytes <= limitMb * 1024 ** 2;
}
