import { describe, expect, it } from 'vitest';
import { checkUserForm, isAccountName, isDateline, isEmail, type UserFormValues } from '../../../../src/domain/admin/check-user-form';
import { PAGE_SIZE, pageWindow, toPage, USER_DEFAULTS } from '../../../../src/domain/admin/list-defaults';
import { mergeFirstPosition } from '../../../../src/domain/admin/merge-first-position';
import { firstFieldMessage } from '../../../../src/domain/admin/user-field-labels';

const valid: UserFormValues = { account: 'user01', authword: 'Start1234', cname: '王小明', email: 'a@b.gov.tw', authnum: '', tel: [], dac_id: 1, basefrom: 'GOV' };

describe('checkUserForm', () => {
  it('accepts a complete form', () => {
    expect(checkUserForm(valid, 'addGov')).toEqual({});
    expect(checkUserForm({ ...valid, authword: undefined }, 'addPub')).toEqual({});
  });

  it('names each broken field with the form messages', () => {
    const errors = checkUserForm({ ...valid, account: '', authword: '', cname: ' ', email: 'x', tel: ['abc'], dac_id: null, dateline: '2026-02-30' }, 'addGov');
    expect(errors).toEqual({
      account: '欄位必須填寫',
      authword: '欄位必須填寫',
      cname: '欄位必須填寫',
      email: '不是信箱格式',
      tel: '電話號碼格式不符合（數字、空白及 + - # ( )）',
      dac_id: '請選擇欄位',
      dateline: '日期格式不符合',
    });
    expect(checkUserForm({ ...valid, authword: 'short' }, 'addGov').authword).toContain('密碼長度至少 8 碼');
    expect(checkUserForm({ ...valid, authword: '' }, 'edit')).toEqual({});
    expect(firstFieldMessage(errors)).toBe('帳號：欄位必須填寫');
    expect(firstFieldMessage({})).toBeNull();
  });

  it('checks accounts, e-mail and datelines', () => {
    expect(isAccountName('ab')).toBe(false);
    expect(isAccountName('a b c')).toBe(false);
    expect(isAccountName('user.name@pwd')).toBe(true);
    expect(isEmail('x@y.tw')).toBe(true);
    expect(isEmail('x@y')).toBe(false);
    expect(isDateline('2999-01-01')).toBe(true);
    expect(isDateline('2999-01')).toBe(false);
  });
});

describe('list defaults and positions', () => {
  it('has the spec defaults and page arithmetic', () => {
    expect(USER_DEFAULTS).toEqual({ state: 1, dateline: '2999-01-01', ename: 'N/A' });
    expect(PAGE_SIZE).toBe(10);
    expect(pageWindow(3)).toEqual({ offset: 20, limit: 10 });
    expect(pageWindow(0, 5)).toEqual({ offset: 0, limit: 5 });
    expect(toPage([1, 2], 21, 1)).toEqual({ list: [1, 2], total: 21, page: 1, qtyPerPage: 10, totalPages: 3 });
    expect(toPage([], 0, 1).totalPages).toBe(1);
  });

  it('merges the first position_gov, else position_pub, entry into the user', () => {
    const gov = mergeFirstPosition({ id: 1, depname: null, position_gov: [{ depname: '新工處', dac_id: 3 }, { depname: '其他' }] });
    expect(gov).toMatchObject({ id: 1, depname: '新工處', dac_id: 3 });
    expect(mergeFirstPosition({ id: 2, position_pub: [{ depname: '營造廠' }] }).depname).toBe('營造廠');
    expect(mergeFirstPosition({ id: 3, position_gov: [] })).toEqual({ id: 3, position_gov: [] });
  });
});
