import { describe, expect, it } from 'vitest';
import { escapeXml } from '../../../../../src/server/exports/writers/escape-xml';

describe('escapeXml', () => {
  it('escapes markup characters and drops the control characters XML 1.0 forbids', () => {
    expect(escapeXml('A&B <"x">\u0001')).toBe('A&amp;B &lt;&quot;x&quot;&gt;');
    expect(escapeXml('tab\tline\nreturn\r\u000B\uFFFE')).toBe('tab\tline\nreturn\r');
    expect(escapeXml('新臺幣 O\'Brien')).toBe('新臺幣 O\'Brien');
  });
});
