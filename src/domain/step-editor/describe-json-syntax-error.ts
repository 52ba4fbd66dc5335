/**
 * Says in zh-TW where and why text is not JSON, from the error JSON.parse threw (its wording differs
 * between engines; the position is what they share), for the JSON view and imported files.
 */
import { findJsonErrorOffset } from './locate-json-path';

/** Where the text stops being JSON and why. */
export interface JsonSyntaxProblem {
  /** Offset into the text. */
  position: number;
  line: number;
  column: number;
  message: string;
}

const HINTS: readonly [RegExp, string][] = [
  [/unexpected end|end of (json )?(data|input)/i, '內容不完整，可能缺少結尾的 } 或 ]'],
  [/unterminated string/i, '字串缺少結尾的雙引號'],
  [/bad control character|control character/i, '字串中不可直接換行或含控制字元'],
  [/expected ':'|after property name/i, '欄位名稱後應接冒號 :'],
  [/expected property name|property name/i, '此處應為以雙引號括住的欄位名稱（或多了一個逗號）'],
  [/expected ',' or '}'|expected ',' or ']'|after property value|after array element/i, '缺少逗號，或括號沒有成對'],
  [/non-whitespace character after json|unexpected non-whitespace/i, 'JSON 結束後還有多餘的內容'],
  [/unexpected token|unexpected character|not valid json/i, '此處有不該出現的字元'],
];

/** Locates and explains a JSON.parse error of `text`. */
export function describeJsonSyntaxError(text: string, error: unknown): JsonSyntaxProblem {
  const raw = error instanceof Error ? error.message : String(error);
  const at = /position (\d+)/i.exec(raw);
  const lineColumn = /line (\d+) column (\d+)/i.exec(raw);
  let position = at ? Number(at[1]) : (findJsonErrorOffset(text) ?? text.length);
  if (!at && lineColumn) {
    const lines = text.split('\n');
    position = lines.slice(0, Number(lineColumn[1]) - 1).reduce((sum, l) => sum + l.length + 1, 0) + Number(lineColumn[2]) - 1;
  }
  position = Math.min(Math.max(position, 0), text.length);
  const before = text.slice(0, position).split('\n');
  const line = before.length;
  const column = (before.at(-1)?.length ?? 0) + 1;
  const hint = HINTS.find(([pattern]) => pattern.test(raw))?.[1] ?? '格式錯誤';
  return { position, line, column, message: `第 ${line} 行第 ${column} 字附近：${hint}` };
}
