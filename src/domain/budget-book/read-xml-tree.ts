/**
 * Reads XML text into a small namespace-aware element tree in document order (scan-xml.ts), refusing text
 * that is not well-formed XML with one root element as a PccesImportError('malformed-xml') that says where.
 */
import { PccesImportError } from './pcces-import-error';
import { scanXml, XmlSyntaxError, type ScannedElement } from './scan-xml';

/** An element: its qualified name as written, its resolved namespace and local name, attributes and content. */
export type XmlElement = ScannedElement;

/** Strips a UTF-8 byte-order mark. */
export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Parses XML text into its root element; throws PccesImportError('malformed-xml') on anything not well-formed. */
export function readXmlTree(xml: string): XmlElement {
  try {
    return scanXml(stripBom(xml));
  } catch (error) {
    if (!(error instanceof XmlSyntaxError)) throw error;
    throw new PccesImportError('malformed-xml', `檔案不是格式正確的 XML（第 ${error.line} 行第 ${error.col} 欄）：${error.reason}`, { line: error.line, col: error.col });
  }
}

/** The child elements with a local name in a namespace. */
export function childElements(parent: XmlElement, local: string, ns: string): XmlElement[] {
  return parent.elements.filter((element) => element.local === local && element.ns === ns);
}

/** The first child element with a local name in a namespace, or undefined. */
export function childElement(parent: XmlElement, local: string, ns: string): XmlElement | undefined {
  return parent.elements.find((element) => element.local === local && element.ns === ns);
}
