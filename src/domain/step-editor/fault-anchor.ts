/**
 * Where a fault belongs in the structured editor. Most paths name an input directly; the form's are
 * turned around, because the editor shows one card per field while the definition spreads a field over
 * schema.properties, schema.required, schema.allOf and uiSchema. The editor then shows the fault at the
 * nearest anchor on screen (an input, else its card, else its section).
 */
import { toJsonPath } from '../steps/step-catalogue-fault';
import type { StepForm } from '../steps/step-definition';
import { readConditionalEntry } from './form-fields';
import { parseJsonPath, type PathSegment } from './json-path';

const FIELD_PARTS: Readonly<Record<string, string>> = {
  title: 'title',
  description: 'description',
  enum: 'options',
  maxLength: 'maxLength',
  minimum: 'minimum',
  maximum: 'maximum',
  type: 'kind',
  format: 'kind',
  pattern: 'kind',
  items: 'kind',
  'ui:widget': 'widget',
  'ui:options': 'rows',
};

function fieldAnchor(name: string, rest: readonly PathSegment[]): PathSegment[] {
  if (rest[0] === 'items' && rest[1] === 'enum') return ['form', 'fields', name, 'options'];
  const part = typeof rest[0] === 'string' ? FIELD_PARTS[rest[0]] : undefined;
  return part ? ['form', 'fields', name, part] : ['form', 'fields', name];
}

/** The anchor segments of a fault path (form paths rewritten to form.fields.<name>.<part>). */
export function toEditorAnchor(path: readonly PathSegment[], form: StepForm | undefined): PathSegment[] {
  if (path[0] !== 'form') return [...path];
  const [, part, ...rest] = path;
  if (part === 'uiSchema') {
    const [name, ...tail] = rest;
    if (typeof name !== 'string' || name.startsWith('ui:')) return ['form', 'fields'];
    return fieldAnchor(name, tail);
  }
  if (part !== 'schema') return ['form', 'fields'];
  const [keyword, ...tail] = rest;
  if (keyword === 'properties' && typeof tail[0] === 'string') return fieldAnchor(tail[0], tail.slice(1));
  if (keyword === 'required' && typeof tail[0] === 'number') {
    const required = form?.schema.required;
    const name = Array.isArray(required) ? required[tail[0]] : undefined;
    return typeof name === 'string' ? ['form', 'fields', name, 'required'] : ['form', 'fields'];
  }
  if (keyword === 'allOf' && typeof tail[0] === 'number') {
    const allOf = form?.schema.allOf;
    const entry = readConditionalEntry(Array.isArray(allOf) ? allOf[tail[0]] : undefined);
    if (!entry) return ['form', 'fields'];
    if (tail[1] === 'if') return ['form', 'fields', entry.name, 'condition'];
    if (tail[1] === 'then' && tail[2] === 'properties') return fieldAnchor(entry.name, tail.slice(4));
    if (tail[1] === 'then' && tail[2] === 'required') return ['form', 'fields', entry.name, 'required'];
    return ['form', 'fields', entry.name];
  }
  return ['form', 'fields'];
}

/** The anchors to try for a fault, nearest first, as the strings the editor's data-anchor attributes hold. */
export function anchorCandidates(faultPath: string, form: StepForm | undefined): string[] {
  const anchor = toEditorAnchor(parseJsonPath(faultPath), form);
  const candidates: string[] = [];
  for (let n = anchor.length; n >= 1; n -= 1) candidates.push(toJsonPath(anchor.slice(0, n)));
  return candidates;
}

/** The anchor attribute value of an editor input. */
export function anchorOf(...segments: PathSegment[]): string {
  return toJsonPath(segments);
}
