import { describe, expect, it } from 'vitest';
import { checkProjectFields } from '../../../../src/domain/projects/check-project-fields';
import { decideProjectAccess, holdsAgencyCodes, isAssignmentActive } from '../../../../src/domain/projects/decide-project-access';
import { decodeBase64Text, decodeGovEncode, encodeGovEncode, projNumberCandidates } from '../../../../src/domain/projects/decode-lookup-params';
import { nextMergeNumber, nextProjectNumber } from '../../../../src/domain/projects/number-sequences';
import { labelOfField } from '../../../../src/domain/projects/project-field-labels';
import { emptyFileIds, type ProjectFields } from '../../../../src/domain/projects/project-fields';
import { procurementAmountOf, projectProcurementClass } from '../../../../src/domain/projects/project-procurement-class';
import { deriveProjectStage } from '../../../../src/domain/projects/project-stages';

const b64 = (s: string) => Buffer.from(s).toString('base64');

describe('project procurement class', () => {
  const base = { proj_total: '68500000', proj_construction_cost: '62000000', proj_property_type: '工程', proj_date: '2026-03-02' };

  it('judges the construction cost, or the total without one, or the purchase budget once set', () => {
    expect(procurementAmountOf(base)).toBe('62000000');
    expect(procurementAmountOf({ ...base, proj_construction_cost: '0' })).toBe('68500000');
    expect(procurementAmountOf({ ...base, purchase: { budget_amount: '1400000', announce_date: null } })).toBe('1400000');
    expect(projectProcurementClass(base)!.class).toBe('inspection');
    expect(projectProcurementClass({ ...base, purchase: { budget_amount: '1400000', announce_date: '2022-12-01' } })!.class).toBe('announcement');
  });
});

describe('checkProjectFields', () => {
  const valid: ProjectFields = {
    plan_id: 1,
    proj_number: 'PWD-115-010',
    proj_name: '測試工程',
    proj_year_range: ['2026', '2026'],
    proj_type: '道路工程',
    proj_agent: '',
    proj_unit: '',
    proj_host_unit: '',
    proj_plan_unit: '',
    proj_design_unit: '',
    proj_design_vendor: '',
    proj_place: '',
    proj_content: '',
    proj_expected_result: '',
    proj_total: '1000000',
    proj_construction_cost: '900000',
    proj_management: '1',
    proj_management_cost: '100000',
    proj_property: '4',
    proj_property_type: '工程',
    proj_undertaker: null,
    eir_id: null,
    eir_name: '',
    eir_agent: '',
    eir_total: '0',
    design_vendors: [],
    files: emptyFileIds(),
    district: '63000030',
    proj_date: '2026-05-01',
  };

  it('accepts a complete project', () => {
    expect(checkProjectFields(valid)).toEqual({});
  });

  it('names every broken field in the form messages', () => {
    expect(checkProjectFields({ ...valid, proj_name: ' ', proj_type: '', proj_total: '' })).toEqual({
      proj_name: '欄位必須填寫',
      proj_type: '請選擇欄位',
      proj_total: '欄位必須填寫',
    });
    expect(checkProjectFields({ ...valid, proj_management_cost: '100001' })).toEqual({ proj_management_cost: '工程費與工程管理費合計不可大於總經費' });
    expect(checkProjectFields({ ...valid, proj_total: '1,000,000.555' })).toEqual({ proj_total: '不是數字格式' });
    expect(checkProjectFields({ ...valid, proj_date: '2026-02-30' })).toEqual({ proj_date: '欄位必須填寫' });
    expect(checkProjectFields({ ...valid, district: '63000' })).toEqual({});
    expect(checkProjectFields({ ...valid, proj_name: 'x'.repeat(201) })).toEqual({ proj_name: '字串限制在1~200' });
  });

  it('labels nested fields', () => {
    expect(labelOfField('design_vendors.2.contact_tel')).toBe('設計廠商名單第3列聯絡電話');
    expect(labelOfField('proj_total')).toBe('總經費');
  });
});

describe('decideProjectAccess', () => {
  const agency = { basefrom: 'GOV' as const, supervise: '0', codes: [11, 25] };
  const supervisor = { basefrom: 'GOV' as const, supervise: '1', codes: [11, 25] };
  const contractor = { basefrom: 'PUB' as const, supervise: '0', codes: [11, 25] };

  it('lets agency staff of the tree in by their codes, and only the assigned others', () => {
    expect(decideProjectAccess(agency, { inProjectTree: true, assigned: false }, 'edit')).toBe(true);
    expect(decideProjectAccess(agency, { inProjectTree: false, assigned: false }, 'view')).toBe(false);
    expect(decideProjectAccess({ ...agency, codes: [36] }, { inProjectTree: true, assigned: false }, 'view')).toBe(true);
    expect(decideProjectAccess({ ...agency, codes: [36] }, { inProjectTree: true, assigned: false }, 'edit')).toBe(false);
    expect(decideProjectAccess(supervisor, { inProjectTree: true, assigned: false }, 'view')).toBe(false);
    expect(decideProjectAccess(contractor, { inProjectTree: true, assigned: false }, 'view')).toBe(false);
    expect(decideProjectAccess(contractor, { inProjectTree: false, assigned: true }, 'edit')).toBe(true);
    expect(holdsAgencyCodes(contractor, 'view')).toBe(false);
  });

  it('counts an assignment until its end date', () => {
    expect(isAssignmentActive(null, '2026-06-01')).toBe(true);
    expect(isAssignmentActive('2026-06-01', '2026-06-01')).toBe(true);
    expect(isAssignmentActive('2026-05-31', '2026-06-01')).toBe(false);
  });
});

describe('lookup parameters', () => {
  it('reads a project number however it was sent', () => {
    expect(projNumberCandidates('PWD-115-002')[0]).toBe('PWD-115-002');
    expect(projNumberCandidates('proj_number=PWD-115-002')).toEqual(['PWD-115-002']);
    expect(projNumberCandidates(b64('proj_number=PWD-115-002'))[0]).toBe('PWD-115-002');
    expect(projNumberCandidates(b64('PWD-115-002'))).toContain('PWD-115-002');
    // A '+' of base64 that arrived as a space still decodes.
    const encoded = b64('proj_number=115-0>1');
    expect(encoded).toContain('+');
    expect(projNumberCandidates(encoded.replace(/\+/g, ' '))).toContain('115-0>1');
    expect(projNumberCandidates('  ')).toEqual([]);
  });

  it('refuses base64 of binary data', () => {
    expect(decodeBase64Text(Buffer.from([0, 1, 2, 255]).toString('base64'))).toBeNull();
    expect(decodeBase64Text('臺北')).toBeNull();
  });

  it('reads govEncode', () => {
    expect(decodeGovEncode(encodeGovEncode(12))).toBe(12);
    expect(decodeGovEncode('all')).toBe('all');
    expect(decodeGovEncode(b64('0'))).toBe('all');
    expect(decodeGovEncode(b64('abc'))).toBeNull();
    expect(decodeGovEncode('%%%')).toBeNull();
  });
});

describe('numbers and stages', () => {
  it('proposes the next project and merge numbers', () => {
    expect(nextProjectNumber('PWD', 115, ['PWD-115-001', 'PWD-115-009', 'PWD-114-050', 'X'])).toBe('PWD-115-010');
    expect(nextProjectNumber('PWD', 116, [])).toBe('PWD-116-001');
    expect(nextMergeNumber('PWD', 115, ['PWD-M115-002'])).toBe('PWD-M115-003');
  });

  it('derives the stage from the latest phase reached', () => {
    expect(deriveProjectStage({ startedSteps: [], awarded: false, contractSigned: false })).toBe('design');
    expect(deriveProjectStage({ startedSteps: ['A3.1', 'A4.2'], awarded: false, contractSigned: false })).toBe('A4');
    expect(deriveProjectStage({ startedSteps: ['A3.1'], awarded: true, contractSigned: false })).toBe('A5');
    expect(deriveProjectStage({ startedSteps: ['A6.1'], awarded: false, contractSigned: true })).toBe('B');
    expect(deriveProjectStage({ startedSteps: ['C2.1'], awarded: true, contractSigned: true })).toBe('C');
  });
});
