import { describe, expect, it } from 'vitest';
import {
  SLICE_UNIT_MESSAGE,
  UPLOAD_LIMIT_BYTES,
  formatFileSize,
  parseSliceSize,
  toBytes,
  unitBytes,
  withinUploadLimit,
} from '../../../src/domain/file-size';
import { InputError } from '../../../src/domain/errors';

describe('file sizes', () => {
  it('shows sizes in powers of 1024 with 2 decimals', () => {
    expect(formatFileSize(0)).toBe('0.00 B');
    expect(formatFileSize(1023)).toBe('1023.00 B');
    expect(formatFileSize(1024)).toBe('1.00 KB');
    expect(formatFileSize(1536)).toBe('1.50 KB');
    expect(formatFileSize(5 * 1024 ** 2)).toBe('5.00 MB');
    expect(formatFileSize(1.25 * 1024 ** 3)).toBe('1.25 GB');
    expect(formatFileSize(3 * 1024 ** 4)).toBe('3072.00 GB');
    expect(formatFileSize(-1)).toBe('');
  });

  it('converts a slice size and unit to bytes', () => {
    expect(unitBytes('B')).toBe(1);
    expect(unitBytes('KB')).toBe(1024);
    expect(toBytes(5, 'MB')).toBe(5 * 1024 * 1024);
    expect(toBytes(1, 'GB')).toBe(1024 ** 3);
    expect(parseSliceSize('5MB')).toEqual({ ok: true, bytes: 5 * 1024 ** 2 });
    expect(parseSliceSize('512 KB')).toEqual({ ok: true, bytes: 512 * 1024 });
    expect(parseSliceSize(2, 'MB')).toEqual({ ok: true, bytes: 2 * 1024 ** 2 });
  });

  it('refuses any other unit with 可使用單位為 B, KB, MB, GB', () => {
    expect(SLICE_UNIT_MESSAGE).toBe('可使用單位為 B, KB, MB, GB');
    expect(() => toBytes(5, 'TB')).toThrow(InputError);
    expect(() => toBytes(5, 'mb')).toThrow(SLICE_UNIT_MESSAGE);
    expect(parseSliceSize('5 TB')).toEqual({ ok: false, message: SLICE_UNIT_MESSAGE });
    expect(parseSliceSize('5')).toEqual({ ok: false, message: SLICE_UNIT_MESSAGE });
    expect(parseSliceSize(5, 'kb')).toEqual({ ok: false, message: SLICE_UNIT_MESSAGE });
    expect(parseSliceSize(0, 'MB').ok).toBe(false);
  });

  it('limits uploads to 50 MB per file', () => {
    expect(UPLOAD_LIMIT_BYTES).toBe(52_428_800);
    expect(withinUploadLimit(UPLOAD_LIMIT_BYTES)).toBe(true);
    expect(withinUploadLimit(UPLOAD_LIMIT_BYTES + 1)).toBe(false);
  });
});
