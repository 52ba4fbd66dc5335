/**
 * Checks a form's layout against its step: every field a fields block, table column or {{placeholder}}
 * names must exist in the step's form or record collection, every format must be one we print, and totals
 * must be columns of their table. The catalogue CLI and the step editor both report these faults.
 */
import type { LocalFault } from '../steps/step-catalogue-fault';
import type { ExportBlock, ExportForm, StepDefinition } from '../steps/step-definition';
import { describeFormField, describeRecordField, findRecordCollection } from './describe-export-fields';
import { findPlaceholders, isBuiltInPlaceholder } from './export-placeholders';
import { EXPORT_VALUE_FORMATS } from './format-export-value';

const FORMAT_LIST = EXPORT_VALUE_FORMATS.join('、');

function checkText(definition: Pick<StepDefinition, 'form'>, formType: string, text: string, path: (string | number)[]): LocalFault[] {
  const faults: LocalFault[] = [];
  for (const placeholder of findPlaceholders(text)) {
    if (!isBuiltInPlaceholder(placeholder.name) && !describeFormField(definition, placeholder.name)) {
      faults.push({ path, message: `匯出表單 ${formType} 的版面代入了不存在的欄位「${placeholder.name}」` });
    }
    if (placeholder.format !== undefined && !(EXPORT_VALUE_FORMATS as readonly string[]).includes(placeholder.format)) {
      faults.push({ path, message: `匯出表單 ${formType} 的版面格式「${placeholder.format}」不存在，可用：${FORMAT_LIST}` });
    }
  }
  return faults;
}

function checkBlock(definition: Pick<StepDefinition, 'form' | 'records' | 'signOff'>, formType: string, block: ExportBlock, path: (string | number)[]): LocalFault[] {
  switch (block.type) {
    case 'heading':
    case 'paragraph':
      return checkText(definition, formType, block.text, [...path, 'text']);
    case 'fields':
      return block.items.flatMap((item, i) =>
        describeFormField(definition, item.field) ? [] : [{ path: [...path, 'items', i, 'field'], message: `匯出表單 ${formType} 的版面欄位「${item.field}」不存在於本步驟表單` }],
      );
    case 'table': {
      const collection = findRecordCollection(definition, block.records);
      if (!collection) return [{ path: [...path, 'records'], message: `匯出表單 ${formType} 的表格引用了不存在的紀錄清單「${block.records}」` }];
      const faults: LocalFault[] = [];
      block.columns.forEach((column, i) => {
        if (!describeRecordField(collection, column.field)) {
          faults.push({ path: [...path, 'columns', i, 'field'], message: `匯出表單 ${formType} 的表格欄位「${column.field}」不存在於紀錄清單「${collection.title}」` });
        }
      });
      (block.totals ?? []).forEach((field, i) => {
        if (!block.columns.some((c) => c.field === field)) faults.push({ path: [...path, 'totals', i], message: `合計欄位「${field}」不是此表格的欄位` });
      });
      return faults;
    }
    case 'signatures':
      return definition.signOff ? [] : [{ path, message: `匯出表單 ${formType} 有簽核欄，但本步驟沒有簽核設定（signOff）` }];
    case 'pageBreak':
      return [];
  }
}

/** Faults of one form's layout, with paths from the definition's root. */
export function checkExportLayout(definition: Pick<StepDefinition, 'form' | 'records' | 'signOff'>, form: ExportForm, formIndex: number): LocalFault[] {
  const layout = form.layout;
  if (!layout) return [];
  const base = ['exports', formIndex, 'layout'];
  return [
    ...(layout.title ? checkText(definition, form.formType, layout.title, [...base, 'title']) : []),
    ...layout.blocks.flatMap((block, i) => checkBlock(definition, form.formType, block, [...base, 'blocks', i])),
  ];
}
