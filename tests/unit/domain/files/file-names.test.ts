import { describe, expect, it } from 'vitest';
import { acceptAttribute, acceptedExtensions, acceptsFileName, findCategoryByCode } from '../../../../src/domain/files/category-accept';
import { cleanFileName, fileExtension, MAX_FILE_NAME_LENGTH } from '../../../../src/domain/files/clean-file-name';
import { contentDisposition } from '../../../../src/domain/files/content-disposition';
import { findRepeatedFile } from '../../../../src/domain/files/find-repeated-file';
import { thumbnailKind } from '../../../../src/domain/files/thumbnail-kind';
import { formatFileCode } from '../../../../src/domain/files/format-file-code';
import { createZipNamer, safeZipSegment, serviceTypeCovers } from '../../../../src/domain/files/zip-entry-names';
import { InputError } from '../../../../src/domain/errors';

describe('file names', () => {
  it('keeps the visible name and drops paths and control characters', () => {
    expect(cleanFileName('C:\\fakepath\\預算書 (1).pdf')).toBe('預算書 (1).pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName(' a\u0000b\u202e.pdf ')).toBe('ab.pdf');
    expect(cleanFileName('..')).toBeNull();
    expect(cleanFileName('dir/')).toBeNull();
    expect(cleanFileName(42)).toBeNull();
    const long = cleanFileName(`${'長'.repeat(300)}.docx`)!;
    expect(long.length).toBe(MAX_FILE_NAME_LENGTH);
    expect(long.endsWith('.docx')).toBe(true);
    expect(fileExtension('A.TIFF')).toBe('tiff');
    expect(fileExtension('.hidden')).toBe('');
    expect(fileExtension('noext')).toBe('');
  });

  it('holds video and drawing categories to the fixed lists', () => {
    expect(acceptedExtensions({ kind: 'video', accept: ['mp4', 'mkv', 'MOV'] })).toEqual(['mp4', 'mov']);
    expect(acceptedExtensions({ kind: 'drawing', accept: ['pdf', 'dwg'] })).toEqual(['pdf']);
    expect(acceptedExtensions({ kind: 'document', accept: ['pdf', 'odt'] })).toEqual(['pdf', 'odt']);
    expect(acceptsFileName({ kind: 'document', accept: ['pdf'] }, '報告.PDF')).toBe(true);
    expect(acceptsFileName({ kind: 'document', accept: ['pdf'] }, '報告')).toBe(false);
    expect(acceptAttribute({ kind: 'drawing', accept: ['jpg', 'pdf'] })).toBe('.jpg,.pdf');
    expect(findCategoryByCode([{ codePrefix: 'A-TS-' }, { codePrefix: 'B1-SC-' }], 'B1-SC-')).toEqual({ codePrefix: 'B1-SC-' });
  });

  it('writes the UTF-8 name into Content-Disposition with an ASCII fallback', () => {
    expect(contentDisposition('預算書.pdf')).toBe(`attachment; filename="download.pdf"; filename*=UTF-8''%E9%A0%90%E7%AE%97%E6%9B%B8.pdf`);
    expect(contentDisposition('plan "v2".pdf')).toBe(`attachment; filename="plan _v2_.pdf"; filename*=UTF-8''plan%20%22v2%22.pdf`);
    expect(contentDisposition("it's(1).pdf", 'inline')).toBe(`inline; filename="it's(1).pdf"; filename*=UTF-8''it%27s%281%29.pdf`);
  });

  it('asks about a repeated name in the queue or among uploaded files', () => {
    expect(findRepeatedFile('a.pdf', ['a.pdf'], [])).toEqual({ source: 'queue', name: 'a.pdf' });
    expect(findRepeatedFile('a.pdf', [], [{ id: 4, filename: 'a.pdf' }])).toEqual({ source: 'uploaded', name: 'a.pdf', id: 4 });
    expect(findRepeatedFile('a.pdf', ['b.pdf'], [{ id: 4, filename: 'A.pdf' }])).toBeNull();
    expect(() => findRepeatedFile('', [], [])).toThrow(new InputError('請確認參數是否正確!'));
    expect(() => findRepeatedFile('a.pdf', 'a.pdf', [])).toThrow('請確認參數是否正確!');
  });

  it('fetches thumbnails of images only, tiff as arraybuffer and svg as text', () => {
    expect(['a.JPG', 'a.jpeg', 'a.png', 'a.gif'].map(thumbnailKind)).toEqual(['', '', '', '']);
    expect(thumbnailKind('a.tif')).toBe('tiff');
    expect(thumbnailKind('a.TIFF')).toBe('tiff');
    expect(thumbnailKind('a.svg')).toBe('svg');
    expect(thumbnailKind('a.pdf')).toBeNull();
  });

  it('formats file codes', () => {
    expect(formatFileCode('A2-BB-', 7)).toBe('A2-BB-0007');
    expect(formatFileCode('B1-SC-', 12345)).toBe('B1-SC-12345');
  });

  it('names zip entries safely and uniquely', () => {
    expect(safeZipSegment('a/b:c*?.')).toBe('a_b_c__');
    const name = createZipNamer();
    expect(name({ step: 'A2.8 工程預算書', category: '設計圖說', file: 'x.pdf' })).toBe('A2.8 工程預算書/設計圖說/x.pdf');
    expect(name({ step: 'A2.8 工程預算書', category: '設計圖說', file: 'X.pdf' })).toBe('A2.8 工程預算書/設計圖說/X (2).pdf');
    expect(serviceTypeCovers('B2', { id: 'B2.20.1', phase: 'B2' })).toBe(true);
    expect(serviceTypeCovers('B2.20', { id: 'B2.20.1', phase: 'B2' })).toBe(true);
    expect(serviceTypeCovers('B2.2', { id: 'B2.20', phase: 'B2' })).toBe(false);
  });
});
