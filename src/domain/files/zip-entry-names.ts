/**
 * Names inside a project's zip: one folder per step ("A2.8 預算書核定"), one per upload category, and the
 * file as "code_name". Characters that Windows refuses in names are replaced; repeated names get (2), (3) ….
 */

/** A folder or file name safe on Windows, macOS and Linux. */
export function safeZipSegment(name: string): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').replace(/[. ]+$/, '').trim();
  return cleaned || '_';
}

/** Builds unique entry paths: call with each file's parts in order; a repeat gets " (n)" before its extension. */
export function createZipNamer(): (parts: { step: string; category: string; file: string }) => string {
  const used = new Set<string>();
  return ({ step, category, file }) => {
    const dir = `${safeZipSegment(step)}/${safeZipSegment(category)}/`;
    const name = safeZipSegment(file);
    const dot = name.lastIndexOf('.');
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
    let candidate = dir + name;
    for (let n = 2; used.has(candidate.toLowerCase()); n += 1) candidate = `${dir}${stem} (${n})${ext}`;
    used.add(candidate.toLowerCase());
    return candidate;
  };
}

/** Whether a serviceType entry (a phase such as B2, or a step id such as A2.8 or B2.20) covers a step. */
export function serviceTypeCovers(serviceType: string, step: { id: string; phase: string }): boolean {
  return serviceType === step.phase || serviceType === step.id || step.id.startsWith(`${serviceType}.`);
}
