import { describe, expect, it } from 'vitest';
import { parsePccesXml } from '../../../../src/domain/budget-book/parse-pcces-xml';
import { PccesImportError, type PccesRefusalKind } from '../../../../src/domain/budget-book/pcces-import-error';
import { InputError } from '../../../../src/domain/errors';
import { readFixture, readSample } from './pcces-fixtures';

/** Parses and returns the refusal (failing the test when the file is accepted). */
function refusalOf(xml: string): PccesImportError {
  let result: unknown;
  try {
    result = parsePccesXml(xml);
  } catch (error) {
    expect(error).toBeInstanceOf(PccesImportError);
    expect(error).toBeInstanceOf(InputError);
    return error as PccesImportError;
  }
  throw new Error(`accepted: ${JSON.stringify(result).slice(0, 80)}`);
}

const cases: Array<[file: string, kind: PccesRefusalKind, message: RegExp]> = [
  ['broken-malformed.xml', 'malformed-xml', /^檔案不是格式正確的 XML（第 \d+ 行第 \d+ 欄）/],
  ['broken-wrong-root.xml', 'wrong-root', /^這不是 PCCES 預算書：根元素為「BudgetSheet」，應為 ETenderSheet$/],
  ['broken-wrong-namespace.xml', 'wrong-namespace', /命名空間為「http:\/\/pcstd\.pcc\.gov\.tw\/2099\/other」，應為 http:\/\/pcstd\.pcc\.gov\.tw\/2003\/eTender/],
  ['broken-wrong-document-type.xml', 'wrong-document-type', /文件類型為「tender」/],
  ['broken-amount-leaf.xml', 'amount-mismatch', /^項次「壹\.一\.2」複價與數量×單價不符：檔案為 260，數量 2\.5 × 單價 100 = 250$/],
  ['broken-amount-group.xml', 'amount-mismatch', /^項次「壹\.一」複價與子項合計不符：檔案為 481，子項合計為 480$/],
  ['broken-amount-formula.xml', 'amount-mismatch', /^項次「壹\.二」複價與公式計算結果不符：檔案為 25，依公式計算為 24$/],
  ['broken-amount-analysis.xml', 'amount-mismatch', /^單價分析「A000000001 清除及掘除」（項次「壹\.一\.1」）第 1 列「開挖機」複價與數量×單價不符/],
  ['broken-amount-total.xml', 'amount-mismatch', /^總價與各項合計不符：檔案為 505，各項合計為 504$/],
  ['broken-number.xml', 'invalid-number', /^項次「壹\.一\.2」的數量「二點五」不是數字$/],
  ['broken-formula-reference.xml', 'invalid-formula', /^項次「壹\.二」的公式引用了不存在的項目（itemKey「77」）$/],
  ['broken-missing-analysis.xml', 'invalid-structure', /項次「壹\.一\.1」找不到單價分析（編碼「A000000099」）/],
];

describe('parsePccesXml refuses what is not a consistent PCCES budget book', () => {
  it.each(cases)('%s → %s', (file, kind, message) => {
    const refusal = refusalOf(readFixture(file));
    expect(refusal.kind).toBe(kind);
    expect(refusal.fields?.kind).toBe(kind);
    expect(refusal.userMessage).toMatch(message);
  });

  it('names the item and both figures for an amount that does not add up', () => {
    const refusal = refusalOf(readFixture('broken-amount-leaf.xml'));
    expect(refusal.fields).toMatchObject({ itemKey: '36', stated: '260', expected: '250' });
  });

  it('refuses text that is not XML at all, and an empty file', () => {
    expect(refusalOf('{"DetailList": []}').kind).toBe('malformed-xml');
    expect(refusalOf('').kind).toBe('malformed-xml');
  });

  it('refuses a PCCES sheet without a DetailList', () => {
    const refusal = refusalOf('<ETenderSheet xmlns="http://pcstd.pcc.gov.tw/2003/eTender" documentType="budget"><TenderInformation contractNo="X" /></ETenderSheet>');
    expect(refusal.kind).toBe('invalid-structure');
    expect(refusal.userMessage).toContain('缺少 DetailList');
  });

  it('refuses a changed quantity in the real sample, naming the item', () => {
    const xml = readSample().replace('<Quantity>20</Quantity>', '<Quantity>21</Quantity>'); // 壹.一.3 注油電桿
    const refusal = refusalOf(xml);
    expect(refusal.userMessage).toBe('項次「壹.一.3」複價與數量×單價不符：檔案為 375,160，數量 21 × 單價 18,758 = 393,918');
  });

  it('refuses a unit price that does not match its analysis', () => {
    const xml = readSample().replace('<Price fixed="false">18758</Price>\n          <Amount fixed="false">375160</Amount>', '<Price fixed="false">18759</Price>\n          <Amount fixed="false">375180</Amount>');
    expect(refusalOf(xml).userMessage).toBe('項次「壹.一.3」單價與單價分析「0258012134」不符：檔案為 18,759，單價分析為 18,758');
  });

  it('refuses a percentage line that is not what the rounding rule gives', () => {
    const xml = readSample().replace('<Price fixed="false">7525</Price>\n        <Amount fixed="false">7525</Amount>', '<Price fixed="false">4574.25</Price>\n        <Amount fixed="false">4574.25</Amount>');
    expect(refusalOf(xml).userMessage).toMatch(/^單價分析「0223100002 清除及掘除」（項次「壹\.一\.1」）第 8 列「工具損耗」金額與其他各列合計的 3% 不符：檔案為 4,574\.25，應為 7,525$/);
  });

  it('accepts a stated figure that differs only below its rounding', () => {
    // 683.78 × 13 = 8,889.14; the list rounds amounts to whole dollars, so 8889.14 stated is 8,889.
    const xml = readSample().replace('<Amount fixed="false">8889</Amount>', '<Amount fixed="false">8889.14</Amount>');
    expect(() => parsePccesXml(xml)).not.toThrow();
  });

  it('refuses a formula it cannot read or compute', () => {
    const small = readFixture('small-budget.xml');
    const unsupported = refusalOf(small.replace('<mml:divide />', '<mml:root />'));
    expect(unsupported.kind).toBe('invalid-formula');
    expect(unsupported.userMessage).toBe('項次「壹.二」的公式無法解讀：公式含不支援的運算「mml:root」');
    const byZero = refusalOf(small.replace('<mml:cn>100</mml:cn>', '<mml:cn>0</mml:cn>'));
    expect(byZero.kind).toBe('invalid-formula');
    expect(byZero.userMessage).toBe('項次「壹.二」的公式無法計算：除數為 0');
  });

  it('accepts another document type when asked to', () => {
    expect(parsePccesXml(readFixture('broken-wrong-document-type.xml'), { documentTypes: ['budget', 'tender'] }).Main.source.documentType).toBe('tender');
  });
});
