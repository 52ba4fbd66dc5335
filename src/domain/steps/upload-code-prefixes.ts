/**
 * Upload code prefixes. A file's code is its category's prefix plus a serial number, so a prefix must
 * identify exactly one upload category in the whole catalogue.
 */
import type { StepPhase } from './step-definition';

/** The 26 procurement prefixes of spec doc 2 §9 and the phase each family belongs to (T… A3, O… A4, A… A5, S… A6). */
export const PROCUREMENT_UPLOAD_PREFIXES: Readonly<Record<string, StepPhase>> = {
  'A-TS-': 'A3', 'A-TC-': 'A3', 'A-TA-': 'A3', 'A-TG-': 'A3', 'A-TR-': 'A3',
  'A-TH-': 'A3', 'A-TP-': 'A3', 'A-TB-': 'A3', 'A-TI-': 'A3', 'A-TO-': 'A3',
  'A-OF-': 'A4', 'A-OO-': 'A4', 'A-OE-': 'A4', 'A-OC-': 'A4', 'A-OR-': 'A4', 'A-OA-': 'A4',
  'A-AP-': 'A5', 'A-AC-': 'A5', 'A-AM-': 'A5', 'A-AB-': 'A5', 'A-AR-': 'A5', 'A-AS-': 'A5',
  'A-SB-': 'A6', 'A-SE-': 'A6', 'A-SF-': 'A6', 'A-SP-': 'A6',
};

/** Phases whose steps must use the fixed procurement prefixes above. */
const PROCUREMENT_PHASES: ReadonlySet<string> = new Set(['A3', 'A4', 'A5', 'A6']);

/** Whether a phase's upload categories take the fixed procurement prefixes (A3–A6) rather than "<phase>-XX-". */
export function usesProcurementPrefixes(phase: string): boolean {
  return PROCUREMENT_PHASES.has(phase);
}

// Other phases: "<phase>-<2–4 capitals>-", e.g. B2-DL-; the phase part ties the code to its phase.
const PHASE_PREFIX = /^(A2|B1|B2|B3|C1|C2|N1)-([A-Z]{2,4})-$/;

/** Explains why a prefix is not valid for a step of the given phase, or returns null when it is valid. */
export function explainUploadPrefixProblem(prefix: string, phase: StepPhase): string | null {
  if (usesProcurementPrefixes(phase)) {
    const owner = PROCUREMENT_UPLOAD_PREFIXES[prefix];
    if (owner === undefined) return `上傳代碼前綴「${prefix}」不是規格書列出的 26 個採購前綴之一`;
    if (owner !== phase) return `上傳代碼前綴「${prefix}」屬於 ${owner} 階段，不能用於 ${phase} 階段`;
    return null;
  }
  const match = PHASE_PREFIX.exec(prefix);
  if (!match) return `上傳代碼前綴「${prefix}」格式錯誤，${phase} 階段應為「${phase}-英文大寫2至4碼-」，例如 ${phase}-DL-`;
  if (match[1] !== phase) return `上傳代碼前綴「${prefix}」的階段 ${match[1]} 與步驟階段 ${phase} 不符`;
  return null;
}
