import { describe, expect, it } from 'vitest';
import { ALL_PERMISSION_CODES } from '../../../../src/domain/access/permission-codes';
import { ADMIN_CODES, PICKER_CODES } from '../../../../src/domain/admin/admin-codes';
import { NOTE_ALLOWED_ATTRIBUTES, NOTE_ALLOWED_SCHEMES, NOTE_ALLOWED_TAGS, stripByteOrderMark } from '../../../../src/domain/admin/note-html-policy';
import { dropEmptyFilters } from '../../../../src/domain/admin/notebook-filters';
import { areKnownCodes, buildSystemList, permissionName, PUB_CODES } from '../../../../src/domain/admin/system-list';

describe('notebook rules', () => {
  it('drops empty filters and trims the rest', () => {
    expect(dropEmptyFilters({ keyword: '  ', date_range_start: '', date_range_end: null })).toEqual({});
    expect(dropEmptyFilters({ keyword: ' 鋼筋 ', date_range_start: '2026-01-01' })).toEqual({ keyword: '鋼筋', date_range_start: '2026-01-01' });
  });

  it('strips every byte-order mark', () => {
    expect(stripByteOrderMark('\uFEFFa\uFEFFb')).toBe('ab');
  });

  it('allows no script-capable tag, attribute or scheme', () => {
    for (const bad of ['script', 'style', 'iframe', 'object', 'embed', 'svg', 'img', 'form', 'base', 'meta', 'link']) expect(NOTE_ALLOWED_TAGS).not.toContain(bad);
    for (const attrs of Object.values(NOTE_ALLOWED_ATTRIBUTES)) {
      for (const a of attrs) expect(a).not.toMatch(/^on|^style$|^src$/);
    }
    expect(NOTE_ALLOWED_SCHEMES).toEqual(['http', 'https', 'mailto', 'tel']);
  });
});

describe('system list and codes', () => {
  it('lists every permission code with its name; pub 1 only the company ones', () => {
    expect(buildSystemList().map((e) => e.sys_id)).toEqual(ALL_PERMISSION_CODES);
    expect(buildSystemList(1).map((e) => e.sys_id)).toEqual(PUB_CODES);
    expect(permissionName(37)).toBe('使用者管理');
    expect(permissionName(1)).toBe('代碼 1');
    expect(areKnownCodes([25, 80])).toBe(true);
    expect(areKnownCodes([1])).toBe(false);
  });

  it('names the codes of the administration screens, and keeps company codes out of the agency pickers', () => {
    expect(ADMIN_CODES).toEqual({ users: 37, groups: 44, departments: 48, roles: 52, personal: 80, notebook: 82 });
    for (const code of PUB_CODES) expect(PICKER_CODES).not.toContain(code);
  });
});
