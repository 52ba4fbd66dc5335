/** Checks legal-basis rows: a known law's name matches its law.moj.gov.tw pcode, and the article matches flno. */
import type { LegalBasisRow } from './step-definition';
import type { LocalFault } from './step-catalogue-fault';

/** Laws whose pcode on 全國法規資料庫 is known, by name. */
export const KNOWN_LAW_PCODES: Readonly<Record<string, string>> = {
  政府採購法: 'A0030057',
  政府採購法施行細則: 'A0030058',
  建築法: 'D0070109',
  營造業法: 'D0070110',
  職業安全衛生法: 'N0060001',
  營造安全衛生設施標準: 'N0060014',
};

// 第46條 → 46, 第58條之1 → 58-1 (the flno form law.moj.gov.tw uses).
function expectedFlno(article: string): string | undefined {
  const match = /^第(\d+)條(?:之(\d+))?/.exec(article);
  if (!match) return undefined;
  return match[2] ? `${match[1]}-${match[2]}` : match[1];
}

function readQuery(url: string): URLSearchParams | undefined {
  try {
    const parsed = new URL(url);
    // law.moj.gov.tw spells the parameter PCode or pcode; compare case-insensitively.
    return new URLSearchParams([...parsed.searchParams].map(([key, value]) => [key.toLowerCase(), value]));
  } catch {
    return undefined;
  }
}

/** Returns the faults of one legal-basis row at the given path. */
export function checkLegalBasisRow(row: LegalBasisRow, path: (string | number)[]): LocalFault[] {
  const faults: LocalFault[] = [];
  const query = readQuery(row.url);
  if (!query) return [{ path: [...path, 'url'], message: '法規連結不是有效網址' }];
  const pcode = query.get('pcode');
  const knownPcode = KNOWN_LAW_PCODES[row.law];
  if (!pcode) {
    faults.push({ path: [...path, 'url'], message: '法規連結缺少 pcode 參數' });
  } else if (knownPcode !== undefined && knownPcode !== pcode) {
    faults.push({ path: [...path, 'url'], message: `「${row.law}」的 pcode 應為 ${knownPcode}，連結卻是 ${pcode}` });
  } else if (knownPcode === undefined) {
    const owner = Object.entries(KNOWN_LAW_PCODES).find(([, code]) => code === pcode);
    if (owner) faults.push({ path: [...path, 'law'], message: `pcode ${pcode} 是「${owner[0]}」，法規名稱卻寫「${row.law}」` });
  }
  const flno = query.get('flno');
  const expected = expectedFlno(row.article);
  if (flno !== null && expected === undefined) {
    faults.push({ path: [...path, 'article'], message: `條文標示「${row.article}」應以「第N條」開頭，才能核對連結的 flno=${flno}` });
  } else if (flno !== null && expected !== undefined && flno !== expected) {
    faults.push({ path: [...path, 'article'], message: `條文「${row.article}」與連結的 flno=${flno} 不一致` });
  }
  return faults;
}
