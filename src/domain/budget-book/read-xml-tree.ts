/**
 * Reads XML text into a small namespace-aware element tree (fast-xml-parser underneath, in document
 * order), refusing text that is not well-formed XML with one root element.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { PccesImportError } from './pcces-import-error';

/** An element: its qualified name as written, its resolved namespace and local name, attributes and content. */
export interface XmlElement {
  /** Qualified name as written, e.g. 'mml:apply'. */
  name: string;
  /** Local name without prefix, e.g. 'apply'. */
  local: string;
  /** Namespace URI in scope for the element, '' when none. */
  ns: string;
  /** Attributes by qualified name, values as written (entities decoded, not trimmed). */
  attributes: Record<string, string>;
  /** Child elements in document order. */
  elements: XmlElement[];
  /** Concatenated text content (not trimmed). */
  text: string;
  /** True when any of the text came from a CDATA section. */
  cdata: boolean;
}

type RawNode = Record<string, unknown>;

const TEXT = '#text';
const CDATA = '#cdata';
const ATTRS = ':@';

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  cdataPropName: CDATA,
  ignoreDeclaration: true,
  ignorePiTags: true,
  htmlEntities: true,
  maxNestedTags: 200,
});

/** Strips a UTF-8 byte-order mark. */
export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Parses XML text into its root element; throws PccesImportError('malformed-xml') on anything not well-formed. */
export function readXmlTree(xml: string): XmlElement {
  const text = stripBom(xml);
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    const { line, col, msg } = valid.err;
    throw new PccesImportError('malformed-xml', `檔案不是格式正確的 XML（第 ${line} 行第 ${col} 欄）：${msg}`, { line, col });
  }
  let nodes: RawNode[];
  try {
    nodes = parser.parse(text) as RawNode[];
  } catch (error) {
    throw new PccesImportError('malformed-xml', `檔案不是格式正確的 XML：${(error as Error).message}`);
  }
  const roots = nodes.filter((node) => elementName(node) !== null);
  const stray = nodes.some((node) => TEXT in node && String(node[TEXT]).trim() !== '');
  if (roots.length !== 1 || stray) {
    throw new PccesImportError('malformed-xml', '檔案不是格式正確的 XML：必須恰有一個根元素');
  }
  return toElement(roots[0] as RawNode, new Map([['xml', 'http://www.w3.org/XML/1998/namespace']]));
}

function elementName(node: RawNode): string | null {
  for (const key of Object.keys(node)) {
    if (key !== ATTRS && key !== TEXT && key !== CDATA) return key;
  }
  return null;
}

function toElement(node: RawNode, parentScope: ReadonlyMap<string, string>, name: string = elementName(node) as string): XmlElement {
  const rawAttributes = node[ATTRS] as Record<string, unknown> | undefined;
  const attributes: Record<string, string> = {};
  let scope = parentScope;
  if (rawAttributes !== undefined) {
    for (const key of Object.keys(rawAttributes)) {
      const value = String(rawAttributes[key]);
      attributes[key] = value;
      if (key === 'xmlns' || key.startsWith('xmlns:')) {
        if (scope === parentScope) scope = new Map(parentScope);
        (scope as Map<string, string>).set(key === 'xmlns' ? '' : key.slice(6), value.trim());
      }
    }
  }
  const colon = name.indexOf(':');
  const prefix = colon >= 0 ? name.slice(0, colon) : '';
  const element: XmlElement = {
    name,
    local: colon >= 0 ? name.slice(colon + 1) : name,
    ns: scope.get(prefix) ?? '',
    attributes,
    elements: [],
    text: '',
    cdata: false,
  };
  for (const child of (node[name] as RawNode[] | undefined) ?? []) {
    const text = child[TEXT];
    if (text !== undefined) {
      element.text += String(text);
      continue;
    }
    const cdata = child[CDATA] as RawNode[] | undefined;
    if (cdata !== undefined) {
      element.cdata = true;
      for (const part of cdata) element.text += String(part[TEXT] ?? '');
      continue;
    }
    const childName = elementName(child);
    if (childName !== null) element.elements.push(toElement(child, scope, childName));
  }
  return element;
}

/** The child elements with a local name in a namespace. */
export function childElements(parent: XmlElement, local: string, ns: string): XmlElement[] {
  return parent.elements.filter((element) => element.local === local && element.ns === ns);
}

/** The first child element with a local name in a namespace, or undefined. */
export function childElement(parent: XmlElement, local: string, ns: string): XmlElement | undefined {
  return parent.elements.find((element) => element.local === local && element.ns === ns);
}
