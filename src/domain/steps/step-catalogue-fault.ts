/** A fault found in a step definition, reported as data so the CLI, the admin UI and tests can show it. */

/** One fault: which file, where in it (JSON path such as $.form.uiSchema.amount) and why (zh-TW). */
export interface StepCatalogueFault {
  file: string;
  path: string;
  message: string;
}

/** A fault before it is tied to a file: path segments inside the definition and a zh-TW message. */
export interface LocalFault {
  path: (string | number)[];
  message: string;
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Builds a JSON path ($.a.b[0]['ui:widget']) from path segments. */
export function toJsonPath(segments: readonly (string | number)[]): string {
  let path = '$';
  for (const segment of segments) {
    if (typeof segment === 'number' || /^(0|[1-9][0-9]*)$/.test(segment)) path += `[${segment}]`;
    else if (IDENTIFIER.test(segment)) path += `.${segment}`;
    else path += `['${segment.replaceAll("'", "\\'")}']`;
  }
  return path;
}
