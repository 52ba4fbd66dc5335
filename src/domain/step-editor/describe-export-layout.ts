/** Says in a line what an export layout holds, for the editor's 版面 part (段落 3、欄位表 1、簽核欄 1). */
import type { ExportLayout } from '../steps/step-definition';

/** The block kinds in the editor's words, in the order the summary names them. */
export const EXPORT_BLOCK_LABELS: Readonly<Record<string, string>> = {
  heading: '標題列',
  paragraph: '段落',
  fields: '欄位表',
  table: '紀錄表格',
  signatures: '簽核欄',
  pageBreak: '換頁',
};

/** How many blocks of each kind the layout has; '' for a layout without a block list. */
export function describeExportLayout(layout: Pick<ExportLayout, 'blocks'>): string {
  if (!Array.isArray(layout.blocks)) return '';
  const counts = new Map<string, number>();
  for (const block of layout.blocks) {
    const type = block && typeof block === 'object' && typeof block.type === 'string' ? block.type : '?';
    counts.set(type, (counts.get(type) ?? 0) + 1);
  }
  const known = Object.keys(EXPORT_BLOCK_LABELS).filter((type) => counts.has(type)).map((type) => `${EXPORT_BLOCK_LABELS[type]} ${counts.get(type)}`);
  const others = [...counts].filter(([type]) => !(type in EXPORT_BLOCK_LABELS)).reduce((sum, [, n]) => sum + n, 0);
  return [...known, ...(others ? [`其他 ${others}`] : [])].join('、');
}
