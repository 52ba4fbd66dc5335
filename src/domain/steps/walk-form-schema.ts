/** Helpers that read a form or record JSON Schema as data: its properties, its nodes and field paths. */
import type { JsonSchemaNode } from './step-definition';

/** Whether a value is a JSON object (a schema node), not an array or a scalar. */
export function isSchemaNode(value: unknown): value is JsonSchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nodeList(value: unknown): JsonSchemaNode[] {
  return Array.isArray(value) ? value.filter(isSchemaNode) : [];
}

// Subschemas that describe the same object (conditional and combined schemas), whose properties count as its own.
function sameLevelSubschemas(node: JsonSchemaNode): JsonSchemaNode[] {
  const result = [...nodeList(node.allOf), ...nodeList(node.anyOf), ...nodeList(node.oneOf)];
  for (const key of ['if', 'then', 'else'] as const) if (isSchemaNode(node[key])) result.push(node[key]);
  if (isSchemaNode(node.dependencies)) {
    for (const dependency of Object.values(node.dependencies)) if (isSchemaNode(dependency)) result.push(dependency);
  }
  return result;
}

/** Every property an object schema declares, including those in allOf/anyOf/oneOf, if/then/else and dependencies. */
export function collectProperties(node: JsonSchemaNode): Map<string, JsonSchemaNode> {
  const properties = new Map<string, JsonSchemaNode>();
  const visit = (current: JsonSchemaNode): void => {
    if (isSchemaNode(current.properties)) {
      for (const [name, child] of Object.entries(current.properties)) {
        if (isSchemaNode(child) && !properties.has(name)) properties.set(name, child);
      }
    }
    for (const sub of sameLevelSubschemas(current)) visit(sub);
  };
  visit(node);
  return properties;
}

/** The item schema of an array schema, when it has one schema for all items. */
export function arrayItems(node: JsonSchemaNode): JsonSchemaNode | undefined {
  return isSchemaNode(node.items) ? node.items : undefined;
}

/** The declared type(s) of a node as a list. */
export function typesOf(node: JsonSchemaNode): string[] {
  if (typeof node.type === 'string') return [node.type];
  if (Array.isArray(node.type)) return node.type.filter((t): t is string => typeof t === 'string');
  return [];
}

/** Resolves a dotted field path (committee.chair, members.name) in a schema, stepping through arrays transparently. */
export function resolveFieldPath(schema: JsonSchemaNode, path: string): JsonSchemaNode | undefined {
  let node: JsonSchemaNode | undefined = schema;
  for (const segment of path.split('.')) {
    if (!node) return undefined;
    // Arrays of objects bind per item: members.name names each member's name.
    while (node && typesOf(node).includes('array') && arrayItems(node)) node = arrayItems(node);
    if (!node) return undefined;
    node = collectProperties(node).get(segment);
  }
  return node;
}

/** Visits every subschema of a schema with its path segments (for checks such as "no floats"). */
export function walkSchemaNodes(
  node: JsonSchemaNode,
  visit: (node: JsonSchemaNode, path: (string | number)[]) => void,
  path: (string | number)[] = [],
): void {
  visit(node, path);
  if (isSchemaNode(node.properties)) {
    for (const [name, child] of Object.entries(node.properties)) {
      if (isSchemaNode(child)) walkSchemaNodes(child, visit, [...path, 'properties', name]);
    }
  }
  if (isSchemaNode(node.items)) walkSchemaNodes(node.items, visit, [...path, 'items']);
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    nodeList(node[key]).forEach((child, index) => walkSchemaNodes(child, visit, [...path, key, index]));
  }
  for (const key of ['if', 'then', 'else', 'additionalProperties'] as const) {
    if (isSchemaNode(node[key])) walkSchemaNodes(node[key], visit, [...path, key]);
  }
  if (isSchemaNode(node.dependencies)) {
    for (const [name, child] of Object.entries(node.dependencies)) {
      if (isSchemaNode(child)) walkSchemaNodes(child, visit, [...path, 'dependencies', name]);
    }
  }
  if (isSchemaNode(node.definitions)) {
    for (const [name, child] of Object.entries(node.definitions)) {
      if (isSchemaNode(child)) walkSchemaNodes(child, visit, [...path, 'definitions', name]);
    }
  }
}
