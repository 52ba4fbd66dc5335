/**
 * Names a place in a step definition in the words of the editor's screens (上傳類別第 1 項・代碼前綴), for
 * the fault list and the version comparison; the JSON path stays alongside for those who read JSON.
 */
import { parseJsonPath, type PathSegment } from './json-path';

const TOP: Readonly<Record<string, string>> = {
  $schema: '結構描述檔',
  id: '步驟代碼',
  title: '步驟名稱',
  phase: '階段',
  menuGroup: '選單群組',
  legalBasis: '法令依據',
  keyPoints: '控制重點',
  references: '參考連結',
  deadline: '辦理期限',
  uploads: '上傳類別',
  form: '表單',
  records: '紀錄清單',
  rules: '防呆規則',
  foolproof: '防呆追蹤',
  signOff: '簽核',
  exports: '匯出表單',
  permissions: '權限代碼',
  version: '版本',
};

const LEAF: Readonly<Record<string, string>> = {
  law: '法規名稱',
  article: '條文',
  url: '連結',
  title: '標題',
  key: '鍵值',
  label: '名稱',
  kind: '性質',
  accept: '副檔名',
  maxSizeMB: '大小上限',
  codePrefix: '代碼前綴',
  required: '必要',
  fileTypes: '檔案種類',
  prerequisites: '前置步驟',
  locks: '鎖定步驟',
  siblings: '同組步驟',
  mode: '簽核方式',
  parties: '簽核方',
  formType: '表單代碼',
  formats: '格式',
  fields: '套印欄位',
  environments: '提供環境',
  view: '檢視',
  edit: '編輯',
  type: '型別',
  description: '說明',
  enum: '選項',
  maxLength: '長度上限',
  minimum: '最小值',
  maximum: '最大值',
  pattern: '樣式',
  format: '格式',
  items: '項目',
  'ui:widget': '輸入元件',
  'ui:options': '元件選項',
  'ui:order': '欄位順序',
  columns: '表格欄位',
  field: '欄位',
  text: '說明文字',
  days: '期間',
  unit: '單位',
  direction: '前後',
  relativeTo: '起算事件',
  step: '起算步驟',
  layout: '版面',
  blocks: '區塊',
  orientation: '方向',
  align: '對齊',
  caption: '表格標題',
  totals: '合計欄位',
  records: '紀錄清單',
};

/** The sign-off's own words: its stages are keyed by party, and a stage's name is the 關卡名稱. */
const SIGN_OFF_LEAF: Readonly<Record<string, string>> = {
  stages: '簽核關卡',
  con: '施工廠商',
  sup: '監造單位',
  gov: '機關',
  name: '關卡名稱',
  signers: '可簽章者',
  returnTo: '退回時',
};

/** Adds a segment: a name as its own part, an index onto the part before (上傳類別第 1 項). */
function append(parts: string[], segment: PathSegment): void {
  if (typeof segment === 'number') parts[parts.length - 1] += `第 ${segment + 1} 項`;
  else parts.push(LEAF[segment] ?? segment);
}

function describeForm(rest: readonly PathSegment[], parts: string[]): void {
  const [part, ...tail] = rest;
  if (part === 'uiSchema' && typeof tail[0] === 'string' && !tail[0].startsWith('ui:')) {
    parts.push(`欄位「${tail[0]}」`);
    tail.slice(1).forEach((s) => append(parts, s));
    return;
  }
  if (part === 'schema' && tail[0] === 'properties' && typeof tail[1] === 'string') {
    parts.push(`欄位「${tail[1]}」`);
    tail.slice(2).forEach((s) => append(parts, s));
    return;
  }
  if (part === 'schema' && tail[0] === 'required') {
    parts.push('必填欄位');
    return;
  }
  if (part === 'schema' && tail[0] === 'allOf') {
    parts.push('條件顯示的欄位');
    return;
  }
  rest.forEach((s) => append(parts, s));
}

/** A readable name of a JSON path into a definition ('$.uploads[0].codePrefix' → '上傳類別第 1 項・代碼前綴'). */
export function describeDefinitionPath(path: string | readonly PathSegment[]): string {
  const segments = typeof path === 'string' ? parseJsonPath(path) : path;
  if (segments.length === 0) return '整份定義';
  const [top, ...rest] = segments;
  const parts: string[] = [TOP[String(top)] ?? String(top)];
  if (top === 'form' || (top === 'records' && typeof rest[0] === 'number')) {
    if (top === 'records') {
      parts[0] = `紀錄清單第 ${(rest[0] as number) + 1} 項`;
      describeForm(rest.slice(1), parts);
    } else {
      describeForm(rest, parts);
    }
    return parts.join('・');
  }
  if (top === 'signOff') {
    rest.forEach((s) => (typeof s === 'string' && SIGN_OFF_LEAF[s] ? parts.push(SIGN_OFF_LEAF[s]) : append(parts, s)));
    return parts.join('・');
  }
  rest.forEach((s) => append(parts, s));
  return parts.join('・');
}
