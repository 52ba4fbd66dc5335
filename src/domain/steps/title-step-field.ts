/**
 * Names a place in a step's data the way its definition's form shows it ('投標廠商 第 2 筆 廠商名稱'), so a
 * change history and a conflict list read in the user's words; resolved against the definition version the
 * data was captured under, so a field since removed keeps its old title.
 */
import type { StepDataPathPart } from './diff-step-data';
import type { JsonSchemaNode, StepDefinition } from './step-definition';

type DefinitionShape = Pick<StepDefinition, 'form' | 'records'> | null | undefined;

const childSchema = (node: JsonSchemaNode | undefined, key: string): JsonSchemaNode | undefined => {
  const properties = node?.properties as Record<string, JsonSchemaNode> | undefined;
  return properties?.[key];
};

/** The titles along a path; a key the definition does not know shows as itself. */
export function titleStepField(definition: DefinitionShape, path: readonly StepDataPathPart[]): string {
  const [head, ...rest] = path;
  if (head === undefined) return '';
  const record = definition?.records?.find((r) => r.key === head);
  let node: JsonSchemaNode | undefined = record ? (record.schema as JsonSchemaNode) : childSchema(definition?.form?.schema as JsonSchemaNode | undefined, String(head));
  const parts: string[] = [record?.title ?? (typeof node?.title === 'string' ? node.title : String(head))];
  if (record && rest[0] !== undefined) {
    parts.push(`第 ${Number(rest[0]) + 1} 筆`);
    rest.shift();
  }
  for (const part of rest) {
    if (typeof part === 'number' || /^[0-9]+$/.test(part)) {
      node = (node?.items as JsonSchemaNode | undefined) ?? undefined;
      parts.push(`第 ${Number(part) + 1} 筆`);
      continue;
    }
    node = childSchema(node, part);
    parts.push(typeof node?.title === 'string' ? node.title : part);
  }
  return parts.join(' ');
}
