/**
 * Reads a caller's DetailList (Save_CalResult) into SubmittedPayItems, checking every field's type with
 * the parameter checker's words ('DetailList[0].children[2].qty'型別必須為string) before any of it is used.
 * Figures may come as numbers too (a JSON client's habit); they are taken as their decimal text.
 */
import type { SubmittedPayItem } from './merge-stage-edits';
import { InputError } from '../errors';
import { missingParamMessage, wrongTypeMessage } from '../param-messages';

const TEXT_FIELDS = ['cName', 'unitName', 'itemKind', 'sysRemark'] as const;
const FIGURE_FIELDS = ['qty', 'cost'] as const;

/** The submitted tree, typed; throws InputError naming the first field of the wrong type. */
export function readSubmittedItems(value: unknown, name = 'DetailList'): SubmittedPayItem[] {
  if (!Array.isArray(value)) throw new InputError(wrongTypeMessage(name, 'array'));
  const root: SubmittedPayItem[] = [];
  const queue: Array<{ raw: unknown[]; into: SubmittedPayItem[]; path: string }> = [{ raw: value, into: root, path: name }];
  while (queue.length > 0) {
    const { raw, into, path } = queue.pop() as { raw: unknown[]; into: SubmittedPayItem[]; path: string };
    raw.forEach((entry, position) => {
      const at = `${path}[${position}]`;
      if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) throw new InputError(wrongTypeMessage(at, 'object'));
      const source = entry as Record<string, unknown>;
      if (source.itemKey === undefined) throw new InputError(missingParamMessage(`${at}.itemKey`));
      if (typeof source.itemKey !== 'string') throw new InputError(wrongTypeMessage(`${at}.itemKey`, 'string'));
      const item: SubmittedPayItem = { itemKey: source.itemKey };
      for (const field of TEXT_FIELDS) {
        const fieldValue = source[field];
        if (fieldValue === undefined || fieldValue === null) continue;
        if (typeof fieldValue !== 'string') throw new InputError(wrongTypeMessage(`${at}.${field}`, 'string'));
        item[field] = fieldValue;
      }
      for (const field of FIGURE_FIELDS) {
        const fieldValue = source[field];
        if (fieldValue === undefined || fieldValue === null) continue;
        if (typeof fieldValue === 'number' && Number.isFinite(fieldValue)) item[field] = String(fieldValue);
        else if (typeof fieldValue === 'string') item[field] = fieldValue;
        else throw new InputError(wrongTypeMessage(`${at}.${field}`, ['string', 'number']));
      }
      const children = source.children;
      if (children !== undefined && children !== null) {
        if (!Array.isArray(children)) throw new InputError(wrongTypeMessage(`${at}.children`, 'array'));
        item.children = [];
        queue.push({ raw: children, into: item.children, path: `${at}.children` });
      }
      into.push(item);
    });
  }
  return root;
}
