/** zh-TW explanations of ajv errors raised while checking a step definition against schemas/step.schema.json. */
import type { ErrorObject } from 'ajv';

const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: '字串',
  number: '數字',
  integer: '整數',
  boolean: '布林值（true/false）',
  array: '陣列',
  object: '物件',
  null: 'null',
};

/** Where a definition-schema error points, as path segments: required and extra properties name the property itself. */
export function locateSchemaError(error: ErrorObject): string[] {
  const path = error.instancePath === '' ? [] : error.instancePath.slice(1).split('/').map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') return [...path, params.missingProperty];
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    return [...path, params.additionalProperty];
  }
  // The schema's only `not` forbids menuGroup outside the B phases.
  if (error.keyword === 'not' && error.schemaPath.includes('/else/')) return [...path, 'menuGroup'];
  if (error.keyword === 'discriminator') return [...path, 'type'];
  return path;
}

/** Explains one definition-schema error in zh-TW. */
export function describeSchemaError(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      if (params.missingProperty === 'menuGroup') return 'B 階段步驟必須設定選單群組 menuGroup';
      return `缺少必要欄位「${String(params.missingProperty)}」`;
    case 'additionalProperties':
      return `不認得的欄位「${String(params.additionalProperty)}」（請檢查拼字）`;
    case 'type': {
      const names = String(params.type).split(',').map((name) => TYPE_NAMES[name] ?? name);
      return `型別必須為${names.join('或')}`;
    }
    case 'enum':
      return `必須是下列其中之一：${(params.allowedValues as unknown[]).map(String).join('、')}`;
    case 'const':
      return `必須是 ${JSON.stringify(params.allowedValue)}`;
    case 'pattern':
      return `格式不符合（須符合 ${String(params.pattern)}）`;
    case 'format':
      return `格式不符合（須為 ${String(params.format)} 格式）`;
    case 'minLength':
      return `長度至少 ${String(params.limit)} 個字`;
    case 'maxLength':
      return `長度最多 ${String(params.limit)} 個字`;
    case 'minItems':
      return `至少要有 ${String(params.limit)} 項`;
    case 'maxItems':
      return `最多只能有 ${String(params.limit)} 項`;
    case 'minimum':
      return `不可小於 ${String(params.limit)}`;
    case 'maximum':
      return `不可大於 ${String(params.limit)}`;
    case 'uniqueItems':
      return `不可有重複項目（第 ${Number(params.j) + 1} 項與第 ${Number(params.i) + 1} 項相同）`;
    case 'not':
      return '只有 B 階段步驟可以設定選單群組 menuGroup';
    case 'discriminator':
      return params.error === 'mapping'
        ? `區塊型別「${String(params.tagValue)}」不存在，可用：heading、paragraph、fields、table、signatures、pageBreak`
        : '區塊必須有文字型別 type';
    default:
      return `不符合步驟定義格式（${error.message ?? error.keyword}）`;
  }
}
