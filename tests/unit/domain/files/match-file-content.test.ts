import { describe, expect, it } from 'vitest';
import { contentTypeFor, decodeUtf8Head, isCompressedFormat, looksLikePlainText, looksLikeSvg, looksLikeXml, matchesFileContent } from '../../../../src/domain/files/match-file-content';

const text = (s: string) => new TextEncoder().encode(s);

describe('content checks', () => {
  it('judges binary formats by the sniffed type', () => {
    expect(matchesFileContent('pdf', 'pdf', new Uint8Array())).toBe(true);
    expect(matchesFileContent('PDF', 'pdf', new Uint8Array())).toBe(true);
    expect(matchesFileContent('pdf', 'png', new Uint8Array())).toBe(false);
    expect(matchesFileContent('pdf', undefined, new Uint8Array())).toBe(false);
    expect(matchesFileContent('jpeg', 'jpg', new Uint8Array())).toBe(true);
    expect(matchesFileContent('tiff', 'tif', new Uint8Array())).toBe(true);
    expect(matchesFileContent('doc', 'cfb', new Uint8Array())).toBe(true);
    expect(matchesFileContent('mpp', 'cfb', new Uint8Array())).toBe(true);
    expect(matchesFileContent('docx', 'xlsx', new Uint8Array())).toBe(false);
    expect(matchesFileContent('zip', 'docx', new Uint8Array())).toBe(true);
    expect(matchesFileContent('wmv', 'asf', new Uint8Array())).toBe(true);
    expect(matchesFileContent('mov', 'mp4', new Uint8Array())).toBe(true);
    expect(matchesFileContent('exe', 'exe', new Uint8Array())).toBe(false);
  });

  it('checks svg, xml, csv and txt as text, refusing binary signatures', () => {
    expect(matchesFileContent('svg', undefined, text('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBe(true);
    expect(matchesFileContent('svg', 'xml', text('<?xml version="1.0"?>\n<!-- drawn -->\n<svg viewBox="0 0 1 1"/>'))).toBe(true);
    expect(matchesFileContent('svg', 'png', text('<svg/>'))).toBe(false);
    expect(matchesFileContent('xml', 'xml', text('<?xml version="1.0" encoding="UTF-8"?><Budget/>'))).toBe(true);
    expect(matchesFileContent('csv', undefined, text('項次,名稱,數量\n1,混凝土,10\n'))).toBe(true);
    expect(matchesFileContent('txt', undefined, Uint8Array.of(0x41, 0, 0x42))).toBe(false);
  });

  it('finds an SVG root only after a harmless prolog', () => {
    expect(looksLikeSvg(text('\ufeff  <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<svg/>'))).toBe(true);
    expect(looksLikeSvg(text('<!DOCTYPE svg [<!ENTITY x "y">]><svg/>'))).toBe(false);
    expect(looksLikeSvg(text('<html><svg/></html>'))).toBe(false);
    expect(looksLikeSvg(Uint8Array.of(0xff, 0xfe, 0x3c, 0x00))).toBe(false);
  });

  it('reads XML in a legacy code page by its ASCII markup', () => {
    const big5 = Uint8Array.from([...text('<?xml version="1.0" encoding="Big5"?><a>'), 0xa4, 0xa4, ...text('</a>')]);
    expect(looksLikeXml(big5)).toBe(true);
    expect(looksLikeXml(text('hello'))).toBe(false);
  });

  it('decodes a UTF-8 head cut inside a character', () => {
    const bytes = text('預算書');
    expect(decodeUtf8Head(bytes.subarray(0, bytes.length - 1))).toBe('預算');
    expect(decodeUtf8Head(Uint8Array.of(0xc3, 0x28))).toBeNull();
    expect(looksLikePlainText(new Uint8Array())).toBe(false);
  });

  it('names content types and compressed formats', () => {
    expect(contentTypeFor('PDF')).toBe('application/pdf');
    expect(contentTypeFor('svg')).toBe('image/svg+xml');
    expect(contentTypeFor('weird')).toBe('application/octet-stream');
    expect(isCompressedFormat('jpg')).toBe(true);
    expect(isCompressedFormat('xml')).toBe(false);
  });
});
