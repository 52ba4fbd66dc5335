/**
 * A small, strict XML reader for PCCES files: one pass over the text that checks well-formedness (names,
 * quoted attributes without duplicates, matching end tags, one root element, known entity references,
 * closed comments, CDATA and processing instructions) and builds the namespace-aware element tree as it
 * goes. General-purpose parsers spend most of a 50 MB, 20,000-item book's import building an
 * intermediate form; this reads it in a second or two. A refusal says where (line and column).
 */

/** An element: its qualified name, resolved namespace and local name, attributes and content. */
export interface ScannedElement {
  /** Qualified name as written, e.g. 'mml:apply'. */
  name: string;
  /** Local name without prefix, e.g. 'apply'. */
  local: string;
  /** Namespace URI in scope for the element, '' when none. */
  ns: string;
  /** Attributes by qualified name, entities decoded, not trimmed. */
  attributes: Record<string, string>;
  /** Child elements in document order. */
  elements: ScannedElement[];
  /** Concatenated text content (not trimmed). */
  text: string;
  /** True when any of the text came from a CDATA section. */
  cdata: boolean;
}

/** A well-formedness fault: what is wrong and where (1-based line and column). */
export class XmlSyntaxError extends Error {
  constructor(
    readonly reason: string,
    readonly line: number,
    readonly col: number,
  ) {
    super(reason);
  }
}

/** Deepest nesting accepted (PCCES books are a few levels deep; MathML a few more). */
export const MAX_XML_DEPTH = 200;

const PREDEFINED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const REFERENCE = /&(#x[0-9A-Fa-f]+|#[0-9]+|[A-Za-z_][\w.-]*);/g;
const NAME = /^[A-Za-z_:\u00C0-\uFFEF][\w.:\-\u00B7\u00C0-\uFFEF]*$/;
const ROOT_SCOPE: ReadonlyMap<string, string> = new Map([['xml', 'http://www.w3.org/XML/1998/namespace']]);

interface Frame {
  element: ScannedElement;
  scope: ReadonlyMap<string, string>;
}

/** Reads XML text (without byte-order mark) into its root element; throws XmlSyntaxError when it is not well-formed. */
export function scanXml(text: string): ScannedElement {
  const fail = (reason: string, at: number): never => {
    let line = 1;
    let lineStart = 0;
    for (let i = text.indexOf('\n'); i !== -1 && i < at; i = text.indexOf('\n', i + 1)) {
      line += 1;
      lineStart = i + 1;
    }
    throw new XmlSyntaxError(reason, line, at - lineStart + 1);
  };
  const decode = (raw: string, at: number): string => {
    if (raw.indexOf('&') === -1) return raw;
    const decoded = raw.replace(REFERENCE, (whole, body: string) => {
      if (body.startsWith('#')) {
        const code = body.startsWith('#x') ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
        if (!(code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0x10ffff && code !== 0xfffe && code !== 0xffff))) {
          return fail(`字元參照「${whole}」不是合法字元`, at);
        }
        return String.fromCodePoint(code);
      }
      const known = PREDEFINED[body];
      return known ?? fail(`無法辨識的實體參照「${whole}」`, at);
    });
    const stray = raw.replace(REFERENCE, '').indexOf('&');
    if (stray !== -1) fail('「&」必須寫成 &amp;', at);
    return decoded;
  };

  const stack: Frame[] = [];
  let root: ScannedElement | null = null;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const lt = text.indexOf('<', i);
    const end = lt === -1 ? n : lt;
    if (end > i) {
      const top = stack[stack.length - 1];
      // Indentation between child elements is the bulk of a book's text; it is nobody's content, so it is
      // checked but not kept (an element's own text before its first child still is).
      const blank = isBlank(text, i, end);
      if (!top) {
        if (!blank) fail('根元素之外不能有文字', i);
      } else if (!blank || top.element.elements.length === 0) top.element.text += decode(text.slice(i, end), i);
    }
    if (lt === -1) break;
    const next = text.charCodeAt(lt + 1);
    if (next === 47 /* / */) {
      const close = text.indexOf('>', lt);
      if (close === -1) fail('結束標籤沒有「>」', lt);
      const name = text.slice(lt + 2, close).trimEnd();
      const top = stack.pop();
      if (!top) fail(`多餘的結束標籤 </${name}>`, lt);
      else if (top.element.name !== name) fail(`結束標籤 </${name}> 與開始標籤 <${top.element.name}> 不符`, lt);
      i = close + 1;
    } else if (next === 33 /* ! */) {
      if (text.startsWith('<!--', lt)) {
        const close = text.indexOf('-->', lt + 4);
        if (close === -1) fail('註解沒有結束', lt);
        i = close + 3;
      } else if (text.startsWith('<![CDATA[', lt)) {
        const close = text.indexOf(']]>', lt + 9);
        if (close === -1) fail('CDATA 區段沒有結束', lt);
        const top = stack[stack.length - 1];
        if (!top) fail('根元素之外不能有 CDATA', lt);
        else {
          top.element.text += text.slice(lt + 9, close);
          top.element.cdata = true;
        }
        i = close + 3;
      } else if (text.startsWith('<!DOCTYPE', lt) && root === null && stack.length === 0) {
        // Skip the declaration, including an internal subset in brackets.
        let j = lt + 9;
        let depth = 0;
        for (; j < n; j += 1) {
          const c = text[j];
          if (c === '[') depth += 1;
          else if (c === ']') depth -= 1;
          else if (c === '>' && depth <= 0) break;
        }
        if (j >= n) fail('DOCTYPE 宣告沒有結束', lt);
        i = j + 1;
      } else {
        fail('無法辨識的標記「<!」', lt);
      }
    } else if (next === 63 /* ? */) {
      const close = text.indexOf('?>', lt + 2);
      if (close === -1) fail('處理指令沒有結束', lt);
      i = close + 2;
    } else {
      i = readStartTag(lt);
    }
  }
  if (stack.length > 0) fail(`元素 <${stack[stack.length - 1]?.element.name}> 沒有結束標籤`, n);
  if (root === null) return fail('必須恰有一個根元素', n);
  return root;

  /** Reads `<name attr="value" …>` or `<name …/>` at `lt`; answers the index after it. */
  function readStartTag(lt: number): number {
    let j = lt + 1;
    while (j < n && !isSpace(text.charCodeAt(j)) && text[j] !== '>' && text[j] !== '/') j += 1;
    const name = text.slice(lt + 1, j);
    if (!isName(name)) fail(`元素名稱「${name}」不正確`, lt);
    if (root !== null && stack.length === 0) fail('必須恰有一個根元素', lt);
    if (stack.length >= MAX_XML_DEPTH) fail(`元素巢狀超過 ${MAX_XML_DEPTH} 層`, lt);
    let attributes: Record<string, string> = NO_ATTRIBUTES;
    let selfClosing = false;
    for (;;) {
      const before = j;
      while (j < n && isSpace(text.charCodeAt(j))) j += 1;
      if (j >= n) fail(`開始標籤 <${name}> 沒有「>」`, lt);
      if (text[j] === '>') {
        j += 1;
        break;
      }
      if (text[j] === '/') {
        if (text[j + 1] !== '>') fail(`開始標籤 <${name}> 的「/」後應為「>」`, j);
        selfClosing = true;
        j += 2;
        break;
      }
      if (j === before) fail(`<${name}> 的屬性之間需要空白`, j);
      const nameStart = j;
      while (j < n && text[j] !== '=' && !isSpace(text.charCodeAt(j)) && text[j] !== '>' && text[j] !== '/') j += 1;
      const attribute = text.slice(nameStart, j);
      if (!isName(attribute)) fail(`<${name}> 的屬性名稱「${attribute}」不正確`, nameStart);
      while (j < n && isSpace(text.charCodeAt(j))) j += 1;
      if (text[j] !== '=') fail(`<${name}> 的屬性「${attribute}」沒有值`, j);
      j += 1;
      while (j < n && isSpace(text.charCodeAt(j))) j += 1;
      const quote = text[j];
      if (quote !== '"' && quote !== "'") fail(`<${name}> 的屬性「${attribute}」的值必須加引號`, j);
      const close = text.indexOf(quote as string, j + 1);
      if (close === -1) fail(`<${name}> 的屬性「${attribute}」的值沒有結束引號`, j);
      const raw = text.slice(j + 1, close);
      if (raw.indexOf('<') !== -1) fail(`<${name}> 的屬性「${attribute}」的值不能有「<」`, j);
      if (attributes === NO_ATTRIBUTES) attributes = {};
      else if (Object.hasOwn(attributes, attribute)) fail(`<${name}> 的屬性「${attribute}」重複`, nameStart);
      attributes[attribute] = decode(raw, j);
      j = close + 1;
    }
    const parent = stack[stack.length - 1];
    let scope: ReadonlyMap<string, string> = parent?.scope ?? ROOT_SCOPE;
    let declared: Map<string, string> | null = null;
    for (const key of attributes === NO_ATTRIBUTES ? [] : Object.keys(attributes)) {
      if (key === 'xmlns' || key.startsWith('xmlns:')) {
        declared ??= new Map(scope);
        declared.set(key === 'xmlns' ? '' : key.slice(6), (attributes[key] as string).trim());
      }
    }
    if (declared !== null) scope = declared;
    const colon = name.indexOf(':');
    const element: ScannedElement = {
      name,
      local: colon >= 0 ? name.slice(colon + 1) : name,
      ns: scope.get(colon >= 0 ? name.slice(0, colon) : '') ?? '',
      attributes,
      elements: [],
      text: '',
      cdata: false,
    };
    if (parent) parent.element.elements.push(element);
    else root = element;
    if (!selfClosing) stack.push({ element, scope });
    return j;
  }
}

/** Shared by every element without attributes (most of a book's), so none allocates its own. */
const NO_ATTRIBUTES: Record<string, string> = Object.freeze({}) as Record<string, string>;
/** Names already checked: a book repeats a few dozen names a million times. */
const KNOWN_NAMES = new Set<string>();

function isName(name: string): boolean {
  if (KNOWN_NAMES.has(name)) return true;
  if (!NAME.test(name)) return false;
  if (KNOWN_NAMES.size < 10000) KNOWN_NAMES.add(name);
  return true;
}

function isBlank(text: string, from: number, to: number): boolean {
  for (let k = from; k < to; k += 1) if (!isSpace(text.charCodeAt(k))) return false;
  return true;
}

function isSpace(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 13;
}
