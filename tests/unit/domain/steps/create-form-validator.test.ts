import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearFormValidatorCache,
  createFormAjv,
  localizeFormErrors,
  getStepFormValidator,
  validateStepForm,
  validateStepRecord,
  type FormDefinition,
} from '../../../../src/domain/steps/create-form-validator';
import { AMOUNT_PATTERN, PERCENT_PATTERN } from '../../../../src/domain/steps/decimal-patterns';

// A small definition exercising every message of the form-rule defaults (spec doc 1 §5).
function definition(version = 1): FormDefinition {
  return {
    id: 'T1.1',
    version,
    form: {
      schema: {
        type: 'object',
        required: ['name', 'amount', 'openDate'],
        properties: {
          name: { type: 'string', minLength: 2, maxLength: 10 },
          taxId: { type: 'string', minLength: 8, maxLength: 8 },
          note: { type: 'string', maxLength: 5 },
          amount: { type: 'string', pattern: AMOUNT_PATTERN },
          ratio: { type: 'string', pattern: PERCENT_PATTERN },
          count: { type: 'integer', minimum: 0 },
          website: { type: 'string', format: 'uri' },
          email: { type: 'string', format: 'email' },
          openDate: { type: 'string', format: 'date' },
          tags: { type: 'array', items: { type: 'string', enum: ['a', 'b'] } },
          kind: { type: 'string', enum: ['開標', '流標'] },
          time: { type: 'string', pattern: '^[0-9]{2}:[0-9]{2}$' },
          committee: {
            type: 'object',
            required: ['chair'],
            properties: { chair: { type: 'string' }, members: { type: 'array', items: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } } },
          },
        },
      },
    },
    records: [
      {
        key: 'bidders',
        title: '投標廠商',
        schema: { type: 'object', required: ['vendor'], properties: { vendor: { type: 'string' }, totalBid: { type: 'string', pattern: AMOUNT_PATTERN } } },
        columns: [{ field: 'vendor', title: '廠商' }],
      },
    ],
  };
}

beforeEach(() => clearFormValidatorCache());

describe('zh-TW errorSchema', () => {
  it('puts 欄位必須填寫 on each missing required field, including nested ones', () => {
    const result = validateStepForm(definition(), { committee: { members: [{}] } });
    expect(result.valid).toBe(false);
    expect(result.errorSchema).toEqual({
      name: { __errors: ['欄位必須填寫'] },
      amount: { __errors: ['欄位必須填寫'] },
      openDate: { __errors: ['欄位必須填寫'] },
      committee: { chair: { __errors: ['欄位必須填寫'] }, members: { 0: { name: { __errors: ['欄位必須填寫'] } } } },
    });
  });

  it('uses the range, length and type messages', () => {
    const base = { name: '工程', amount: '100', openDate: '2024-01-31' };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '工' }, 'name', '字串限制在2~10'],
      [{ name: '一二三四五六七八九十一' }, 'name', '字串限制在2~10'],
      [{ taxId: '123' }, 'taxId', '請符合8個字串'],
      [{ note: '太長的備註內容' }, 'note', '字串限制在0~5'],
      [{ name: 12 }, 'name', '不是字串格式'],
      [{ count: 'three' }, 'count', '不是數字格式'],
      [{ count: 1.5 }, 'count', '不是數字格式'],
      [{ amount: '12.345' }, 'amount', '不是小數格式'],
      [{ amount: '1,000' }, 'amount', '不是小數格式'],
      [{ ratio: '12.5%' }, 'ratio', '不是小數格式'],
      [{ website: 'not a url' }, 'website', '不是網址格式'],
      [{ email: 'someone@' }, 'email', '不是信箱格式'],
      [{ tags: 'a' }, 'tags', '不是陣列格式'],
      [{ openDate: '2024-02-30' }, 'openDate', '格式不符合'],
      [{ kind: '決標' }, 'kind', '格式不符合'],
      [{ time: '9點' }, 'time', '格式不符合'],
      [{ count: -1 }, 'count', '格式不符合'],
    ];
    for (const [patch, field, message] of cases) {
      const result = validateStepForm(definition(), { ...base, ...patch });
      expect(result.errorSchema, JSON.stringify(patch)).toEqual({ [field]: { __errors: [message] } });
      expect(result.errors).toEqual([{ path: [field], message }]);
    }
  });

  it('accepts a complete, correct submission', () => {
    const result = validateStepForm(definition(), {
      name: '人行道改善',
      taxId: '12345678',
      amount: '12345678.90',
      ratio: '87.5',
      count: 3,
      website: 'https://example.gov.tw/',
      email: 'contact@example.gov.tw',
      openDate: '2024-01-31',
      tags: ['a'],
      kind: '開標',
      time: '14:00',
      committee: { chair: '王大明', members: [{ name: '李小華' }] },
    });
    expect(result).toEqual({ valid: true, errorSchema: {}, errors: [] });
  });

  it('validates records with their own schema and reports an unknown collection', () => {
    expect(validateStepRecord(definition(), 'bidders', { vendor: '甲營造', totalBid: '1000' }).valid).toBe(true);
    expect(validateStepRecord(definition(), 'bidders', { totalBid: '1.001' }).errorSchema).toEqual({
      vendor: { __errors: ['欄位必須填寫'] },
      totalBid: { __errors: ['不是小數格式'] },
    });
    expect(validateStepRecord(definition(), 'nothing', {}).errorSchema).toEqual({ __errors: ['找不到紀錄清單「nothing」'] });
  });
});

describe('rjsf localizer', () => {
  it('rewrites ajv messages in place to the same zh-TW wording', () => {
    const validate = createFormAjv().compile(definition().form.schema);
    validate({ amount: '1.234', openDate: '2024-01-01' });
    localizeFormErrors(validate.errors);
    expect(validate.errors!.map((error) => error.message).sort()).toEqual(['不是小數格式', '欄位必須填寫']);
  });
});

describe('compile once per step id and version', () => {
  it('reuses the compiled validator for the same id and version, and compiles a new one for a new version', () => {
    const first = getStepFormValidator(definition(1));
    expect(getStepFormValidator(definition(1))).toBe(first);
    expect(getStepFormValidator(definition(2))).not.toBe(first);
  });
});
