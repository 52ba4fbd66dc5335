/**
 * New rows for the definition's lists (legal basis, references, upload categories, export forms), filled
 * with what is usual so the administrator changes only what differs.
 */
import type { ExportForm, LegalBasisRow, ReferenceLink, StepDefinition, UploadCategory } from '../steps/step-definition';

/** Extensions of a document category, as most steps allow them. */
export const DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'odt', 'xls', 'xlsx', 'ods', 'jpg', 'png'] as const;

/** A legal-basis row pointing at the Government Procurement Act (政府採購法). */
export function createLegalBasisRow(): LegalBasisRow {
  return { law: '政府採購法', article: '', url: 'https://law.moj.gov.tw/LawClass/LawSingle.aspx?pcode=A0030057&flno=' };
}

/** An empty reference link. */
export function createReferenceLink(): ReferenceLink {
  return { title: '', url: 'https://' };
}

function nextKey(taken: readonly string[], base: string): string {
  let n = 1;
  while (taken.includes(`${base}${n}`)) n += 1;
  return `${base}${n}`;
}

/** A document category with a free key; the code prefix starts with the phase and needs its letters. */
export function createUploadCategory(definition: Pick<StepDefinition, 'uploads' | 'phase'>): UploadCategory {
  return {
    key: nextKey(definition.uploads.map((u) => u.key), 'upload'),
    label: '',
    kind: 'document',
    accept: [...DOCUMENT_EXTENSIONS],
    maxSizeMB: 50,
    codePrefix: `${definition.phase}-`,
    required: false,
  };
}

/** An export form for the step: code TBS_{phase}{step number}_{serial}D, as the catalogue numbers them. */
export function createExportForm(definition: Pick<StepDefinition, 'id' | 'exports'>): ExportForm {
  const [phase = '', major = '0'] = definition.id.split('.');
  const serial = String(definition.exports.length + 1).padStart(3, '0');
  return { formType: `TBS_${phase}${major.padStart(2, '0')}_${serial}D`, title: '', formats: ['pdf'], fields: [] };
}

/** A list with one item moved by `offset` places, clamped to the ends. */
export function moveListItem<T>(list: readonly T[], index: number, offset: number): T[] {
  const next = [...list];
  const to = Math.min(Math.max(index + offset, 0), next.length - 1);
  if (index < 0 || index >= next.length || to === index) return next;
  const [item] = next.splice(index, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** Extensions typed as text ("pdf, .DOCX；jpg") as the lower-case list the schema wants. */
export function parseExtensionList(text: string): string[] {
  const list = text
    .split(/[\s,，、;；]+/)
    .map((s) => s.trim().replace(/^\./, '').toLowerCase())
    .filter(Boolean);
  return [...new Set(list)];
}

/**
 * The 全國法規資料庫 link of an article of a law whose pcode is known (第58條之1 → flno=58-1), or null when
 * the law is unknown or the article unreadable.
 */
export function suggestArticleUrl(law: string, article: string, knownPcodes: Readonly<Record<string, string>>): string | null {
  const pcode = knownPcodes[law.trim()];
  const match = /^第(\d+)條(?:之(\d+))?/.exec(article.trim());
  if (!pcode || !match) return null;
  const flno = match[2] ? `${match[1]}-${match[2]}` : match[1];
  return `https://law.moj.gov.tw/LawClass/LawSingle.aspx?pcode=${pcode}&flno=${flno}`;
}
