/**
 * JSON paths as the step checker and the version comparison write them ($.form.uiSchema.a['ui:widget'],
 * $.rules.prerequisites[0], $.x["ui:order"]) turned back into segments, so a fault can be placed at the
 * input or the JSON text it is about.
 */

/** One step of a path: a property name or an array index. */
export type PathSegment = string | number;

/** Reads a JSON path into segments; an unreadable path yields the segments read so far. */
export function parseJsonPath(path: string): PathSegment[] {
  const segments: PathSegment[] = [];
  let i = path.startsWith('$') ? 1 : 0;
  while (i < path.length) {
    const c = path[i];
    if (c === '.') {
      const match = /^[^.[]+/.exec(path.slice(i + 1));
      if (!match) break;
      segments.push(match[0]);
      i += 1 + match[0].length;
    } else if (c === '[') {
      const quote = path[i + 1];
      if (quote === "'" || quote === '"') {
        let j = i + 2;
        let name = '';
        while (j < path.length && path[j] !== quote) {
          if (path[j] === '\\' && j + 1 < path.length) j += 1;
          name += path[j];
          j += 1;
        }
        segments.push(name);
        i = j + 2;
      } else {
        const end = path.indexOf(']', i);
        if (end < 0) break;
        const index = Number(path.slice(i + 1, end));
        if (!Number.isInteger(index)) break;
        segments.push(index);
        i = end + 1;
      }
    } else {
      break;
    }
  }
  return segments;
}

/** Whether `path` is `prefix` or lies under it. */
export function isPathWithin(path: readonly PathSegment[], prefix: readonly PathSegment[]): boolean {
  if (path.length < prefix.length) return false;
  // Indexes may arrive as numbers from one source and digit strings from another.
  return prefix.every((segment, index) => String(segment) === String(path[index]));
}
