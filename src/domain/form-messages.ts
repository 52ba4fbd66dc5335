/**
 * Default messages of the form rules (spec doc 1 §5), worded exactly as the specification gives them.
 * The rule engine and the rjsf message mapping build their texts from these functions.
 */

/** When a rule is checked: on leaving the field (the default) or on every change. */
export type FormTrigger = 'blur' | 'change';

/** The default trigger of a form rule. */
export const DEFAULT_FORM_TRIGGER: FormTrigger = 'blur';

/** The value types a type rule can name; any other name falls back to 格式不符合. */
export type FormValueType = 'string' | 'number' | 'float' | 'url' | 'email' | 'array';

const TYPE_NAMES: Record<FormValueType, string> = {
  string: '字串',
  number: '數字',
  float: '小數',
  url: '網址',
  email: '信箱',
  array: '陣列',
};

/** The generic message of a value that breaks its format. */
export const FORMAT_MISMATCH_MESSAGE = '格式不符合';

/** Required-field message: 欄位必須填寫, or 請選擇欄位 for a field checked on change (a choice). */
export function requiredMessage(trigger: FormTrigger = DEFAULT_FORM_TRIGGER): string {
  return trigger === 'change' ? '請選擇欄位' : '欄位必須填寫';
}

/** Length-range message: 字串限制在{min}~{max}. */
export function rangeMessage(min: number, max: number): string {
  return `字串限制在${min}~${max}`;
}

/** Exact-length message: 請符合{len}個字串. */
export function lengthMessage(len: number): string {
  return `請符合${len}個字串`;
}

/** Type message: 不是{字串|數字|小數|網址|信箱|陣列}格式, or 格式不符合 for any other type. */
export function typeMessage(type: string): string {
  const name = Object.prototype.hasOwnProperty.call(TYPE_NAMES, type) ? TYPE_NAMES[type as FormValueType] : undefined;
  return name ? `不是${name}格式` : FORMAT_MISMATCH_MESSAGE;
}
