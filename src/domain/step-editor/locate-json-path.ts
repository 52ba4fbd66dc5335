/**
 * Finds where a value sits in JSON text, by path, so the JSON view can underline a fault at its place.
 * A small scanner rather than JSON.parse: the parse result forgets positions.
 */
import type { PathSegment } from './json-path';

/** A span of the text: [from, to). */
export interface TextSpan {
  from: number;
  to: number;
}

/** Where each value of a JSON text starts and ends, by path key (segments joined with \u0000). */
export type JsonPositionIndex = Map<string, { value: TextSpan; key?: TextSpan; container: boolean }>;

function pathKey(path: readonly PathSegment[]): string {
  return path.map(String).join('\u0000');
}

/** Scans JSON text once and records the span of every value (and of its property name); null when the text is not JSON. */
export function indexJsonPositions(text: string): JsonPositionIndex | null {
  const scan = scanJson(text);
  return scan.errorAt === null ? scan.index : null;
}

/** Where the text stops being JSON, or null when it is JSON (for engines whose parse errors give no position). */
export function findJsonErrorOffset(text: string): number | null {
  return scanJson(text).errorAt;
}

function scanJson(text: string): { index: JsonPositionIndex; errorAt: number | null } {
  const index: JsonPositionIndex = new Map();
  let i = 0;
  const space = () => {
    while (i < text.length && /\s/.test(text[i]!)) i += 1;
  };
  const fail = (): never => {
    throw new SyntaxError('invalid JSON');
  };
  const readString = (): string => {
    if (text[i] !== '"') fail();
    const start = i;
    i += 1;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    if (i >= text.length) fail();
    i += 1;
    return JSON.parse(text.slice(start, i)) as string;
  };
  const readValue = (path: PathSegment[], key?: TextSpan): void => {
    space();
    const from = i;
    const c = text[i];
    if (c === '{') {
      i += 1;
      space();
      if (text[i] === '}') i += 1;
      else {
        for (;;) {
          space();
          const keyFrom = i;
          const name = readString();
          const keySpan = { from: keyFrom, to: i };
          space();
          if (text[i] !== ':') fail();
          i += 1;
          readValue([...path, name], keySpan);
          space();
          if (text[i] === ',') i += 1;
          else if (text[i] === '}') {
            i += 1;
            break;
          } else fail();
        }
      }
    } else if (c === '[') {
      i += 1;
      space();
      if (text[i] === ']') i += 1;
      else {
        for (let n = 0; ; n += 1) {
          readValue([...path, n]);
          space();
          if (text[i] === ',') i += 1;
          else if (text[i] === ']') {
            i += 1;
            break;
          } else fail();
        }
      }
    } else if (c === '"') {
      readString();
    } else {
      const match = /^(-?\d+(\.\d+)?([eE][+-]?\d+)?|true|false|null)/.exec(text.slice(i, i + 400));
      if (!match) fail();
      i += match![0].length;
    }
    index.set(pathKey(path), { value: { from, to: i }, key, container: c === '{' || c === '[' });
  };
  try {
    readValue([]);
    space();
    return { index, errorAt: i === text.length ? null : i };
  } catch {
    return { index, errorAt: Math.min(i, text.length) };
  }
}

/**
 * The span to mark for a path: a scalar value itself, an object or array by its property name (underlining
 * a whole block helps nobody) or its opening bracket; a path that does not exist (a missing property) marks
 * its nearest existing parent the same way.
 */
export function locateJsonPath(index: JsonPositionIndex, path: readonly PathSegment[]): TextSpan | null {
  for (let n = path.length; n >= 0; n -= 1) {
    const found = index.get(pathKey(path.slice(0, n)));
    if (!found) continue;
    const { value, key, container } = found;
    if (!container && n === path.length) return value;
    return key ?? { from: value.from, to: value.from + 1 };
  }
  return null;
}
