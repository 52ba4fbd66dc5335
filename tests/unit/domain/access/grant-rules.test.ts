import { describe, expect, it } from 'vitest';
import {
  codesNotHeld,
  GRANT_MESSAGES,
  refuseAccountManagement,
  refuseGrant,
  refusePermissionChange,
  TOP_ADMIN_CODE,
} from '../../../../src/domain/access/grant-rules';
import { ALL_PERMISSION_CODES } from '../../../../src/domain/access/permission-codes';

const groupAdmin = { id: 10, codes: [44, 80, 82] };
const userAdmin = { id: 11, codes: [37, 80, 82] };
const topAdmin = { id: 1, codes: ALL_PERMISSION_CODES };

describe('codesNotHeld', () => {
  it('answers the missing codes ascending and once each', () => {
    expect(codesNotHeld([44, 80], [90, 37, 80, 37])).toEqual([37, 90]);
    expect(codesNotHeld([44], [44])).toEqual([]);
  });

  it('never counts 0 (everyone signed in) or 1 (the spec’s default job-title code) as missing', () => {
    expect(codesNotHeld([], [0, 1])).toEqual([]);
    expect(codesNotHeld([], [1, 2])).toEqual([2]);
  });
});

describe('refuseGrant: nobody grants a code they do not hold', () => {
  it('refuses every code the caller lacks, naming them', () => {
    expect(refuseGrant(groupAdmin.codes, ALL_PERMISSION_CODES)).toBe(GRANT_MESSAGES.notHeld(codesNotHeld(groupAdmin.codes, ALL_PERMISSION_CODES)));
    expect(refuseGrant(groupAdmin.codes, [44, 37])).toBe('您不能授予自己沒有的權限：37');
    expect(refuseGrant([48], [TOP_ADMIN_CODE])).toBe('您不能授予自己沒有的權限：90');
  });

  it('allows codes the caller holds, nothing at all, and the spec’s default title code', () => {
    expect(refuseGrant(groupAdmin.codes, [44, 80])).toBeNull();
    expect(refuseGrant(groupAdmin.codes, [])).toBeNull();
    expect(refuseGrant([48], [1])).toBeNull();
  });
});

describe('refuseAccountManagement: only accounts within the caller’s own codes, never the own permissions', () => {
  it('refuses a change of the caller’s own permissions, but not of their own other fields', () => {
    expect(refuseAccountManagement(userAdmin, userAdmin)).toBe(GRANT_MESSAGES.ownPermissions);
    expect(refuseAccountManagement(topAdmin, topAdmin, { touchesPermissions: true })).toBe(GRANT_MESSAGES.ownPermissions);
    expect(refuseAccountManagement(userAdmin, userAdmin, { touchesPermissions: false })).toBeNull();
  });

  it('lets only holders of code 90 manage a holder of code 90', () => {
    const holder = { id: 2, codes: [TOP_ADMIN_CODE] };
    expect(refuseAccountManagement(userAdmin, holder, { touchesPermissions: false })).toBe(GRANT_MESSAGES.topAdmin);
    // Even a caller holding every other code of the target.
    expect(refuseAccountManagement({ id: 3, codes: ALL_PERMISSION_CODES.filter((c) => c !== TOP_ADMIN_CODE) }, { id: 2, codes: ALL_PERMISSION_CODES })).toBe(GRANT_MESSAGES.topAdmin);
    expect(refuseAccountManagement(topAdmin, holder)).toBeNull();
  });

  it('refuses an account holding codes the caller lacks, and allows one within them', () => {
    expect(refuseAccountManagement(userAdmin, { id: 5, codes: [11, 37, 80] })).toBe(GRANT_MESSAGES.accountWiderThanCaller([11]));
    expect(refuseAccountManagement(userAdmin, { id: 5, codes: [80, 82] })).toBeNull();
    expect(refuseAccountManagement(userAdmin, { id: 5, codes: [1, 80] })).toBeNull();
    expect(refuseAccountManagement(userAdmin, { id: 5, codes: [] })).toBeNull();
  });
});

describe('refusePermissionChange: a group’s or job title’s change as a whole', () => {
  it('refuses changing a group or title that carries codes the caller lacks, even to fewer codes', () => {
    expect(refusePermissionChange(groupAdmin, { granted: [44], previous: ALL_PERMISSION_CODES, affected: [] })).toBe(
      GRANT_MESSAGES.setWiderThanCaller(codesNotHeld(groupAdmin.codes, ALL_PERMISSION_CODES)),
    );
    expect(refusePermissionChange(groupAdmin, { granted: [], previous: [90], affected: [] })).toBe(GRANT_MESSAGES.setWiderThanCaller([90]));
  });

  it('refuses handing out codes the caller lacks', () => {
    expect(refusePermissionChange(groupAdmin, { granted: [44, 37], previous: [44], affected: [] })).toBe(GRANT_MESSAGES.notHeld([37]));
    expect(refusePermissionChange(groupAdmin, { granted: [37, 90], affected: [] })).toBe(GRANT_MESSAGES.notHeld([37, 90]));
  });

  it('refuses a change that reaches the caller, a top administrator or an account wider than the caller', () => {
    expect(refusePermissionChange(groupAdmin, { granted: [44], affected: [{ id: groupAdmin.id, codes: groupAdmin.codes }] })).toBe(GRANT_MESSAGES.ownPermissions);
    // The caller's own account is named first, whoever else the change reaches.
    expect(refusePermissionChange(groupAdmin, { granted: [], affected: [{ id: 1, codes: [90] }, { id: groupAdmin.id, codes: groupAdmin.codes }] })).toBe(GRANT_MESSAGES.ownPermissions);
    expect(refusePermissionChange(groupAdmin, { granted: [80], affected: [{ id: 1, codes: [44, 90] }] })).toBe(GRANT_MESSAGES.topAdmin);
    expect(refusePermissionChange(groupAdmin, { granted: [80], affected: [{ id: 7, codes: [11, 80] }] })).toBe(GRANT_MESSAGES.accountWiderThanCaller([11]));
  });

  it('allows a change within the caller’s codes reaching only accounts within them', () => {
    expect(refusePermissionChange(groupAdmin, { granted: [44, 80], previous: [80], affected: [{ id: 7, codes: [80, 82] }] })).toBeNull();
    expect(refusePermissionChange(topAdmin, { granted: ALL_PERMISSION_CODES, previous: [], affected: [{ id: 7, codes: [90] }] })).toBeNull();
  });
});
