/** Checks one form or record schema with its uiSchema: it compiles, holds no floats, and its uiSchema fits it. */
import { compileFormSchema } from './create-form-validator';
import { explainWidgetMisfit } from './check-widget-fit';
import { isKnownWidget } from './form-widgets';
import type { LocalFault } from './step-catalogue-fault';
import type { JsonSchemaNode } from './step-definition';
import { arrayItems, collectProperties, isSchemaNode as isNode, typesOf, walkSchemaNodes } from './walk-form-schema';

// Compiling is the slow part of a catalogue check; identical schemas (the same catalogue validated again,
// in CI or while an administrator edits one step) are compiled once. Bounded so drafts cannot grow it forever.
const compileErrors = new Map<string, string | null>();
const COMPILE_CACHE_LIMIT = 2000;

function findCompileError(schema: JsonSchemaNode): string | null {
  const key = JSON.stringify(schema);
  const known = compileErrors.get(key);
  if (known !== undefined) return known;
  let outcome: string | null = null;
  try {
    compileFormSchema(schema);
  } catch (error) {
    outcome = error instanceof Error ? error.message : String(error);
  }
  if (compileErrors.size >= COMPILE_CACHE_LIMIT) compileErrors.clear();
  compileErrors.set(key, outcome);
  return outcome;
}

function checkUiNode(ui: JsonSchemaNode, node: JsonSchemaNode, path: (string | number)[], faults: LocalFault[]): void {
  const properties = collectProperties(node);
  for (const [key, value] of Object.entries(ui)) {
    const here = [...path, key];
    if (key === 'ui:widget') {
      if (!isKnownWidget(value)) {
        faults.push({ path: here, message: `不認得的輸入元件「${String(value)}」` });
      } else {
        const misfit = explainWidgetMisfit(value, node);
        if (misfit) faults.push({ path: here, message: misfit });
      }
      continue;
    }
    if (key === 'ui:order') {
      const order = Array.isArray(value) ? value : [];
      order.forEach((name, index) => {
        if (name !== '*' && !properties.has(String(name))) {
          faults.push({ path: [...here, index], message: `ui:order 列出的欄位「${String(name)}」不存在於表單 schema` });
        }
      });
      continue;
    }
    // Other ui: options (ui:options, ui:placeholder, ui:help …) carry no field names.
    if (key.startsWith('ui:')) continue;
    const items = arrayItems(node);
    if (key === 'items' && typesOf(node).includes('array') && items) {
      if (isNode(value)) checkUiNode(value, items, here, faults);
      continue;
    }
    const child = properties.get(key);
    if (!child) {
      faults.push({ path: here, message: `uiSchema 的欄位「${key}」不存在於表單 schema` });
      continue;
    }
    if (isNode(value)) checkUiNode(value, child, here, faults);
  }
}

/** Checks a schema and its uiSchema; schemaPath and uiPath locate them in the definition for the fault paths. */
export function checkFormSchema(
  schema: JsonSchemaNode,
  uiSchema: JsonSchemaNode | undefined,
  schemaPath: (string | number)[],
  uiPath: (string | number)[],
): LocalFault[] {
  const faults: LocalFault[] = [];
  const compileError = findCompileError(schema);
  if (compileError !== null) faults.push({ path: schemaPath, message: `表單 schema 無法編譯：${compileError}` });
  walkSchemaNodes(schema, (node, path) => {
    if (typesOf(node).includes('number')) {
      faults.push({
        path: [...schemaPath, ...path, 'type'],
        message: '不可使用 number 型別（浮點數）：金額與比例請用 string 加小數樣式 pattern，件數請用 integer',
      });
    }
  });
  if (uiSchema) checkUiNode(uiSchema, schema, uiPath, faults);
  return faults;
}
