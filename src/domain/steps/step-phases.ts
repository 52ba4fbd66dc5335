/** Labels and order of phases and construction menu groups, keyed by the schema's own enums. */
import type { StepMenuGroupKey, StepPhase } from './step-definition';

/** Display label of each phase (zh-TW). */
export const PHASE_LABELS: Readonly<Record<StepPhase, string>> = {
  A2: '規劃設計',
  A3: '招標前置作業',
  A4: '開標審標決標',
  A5: '決標後作業',
  A6: '採購文件歸檔',
  B1: '履約前置作業',
  B2: '施工管理',
  B3: '竣工結算驗收',
  C1: '移交接管',
  C2: '保固',
  N1: '檔案匯入',
};

/** Display label of each construction-performance menu group (zh-TW); the key is also the route section. */
export const MENU_GROUP_LABELS: Readonly<Record<StepMenuGroupKey, string>> = {
  administrativeManage: '行政作業',
  planBookManage: '計畫書件',
  applyDeclare: '申請申報',
  constructionManage: '施工管理',
  qualityManage: '品質管理',
  occupationalSafetyManage: '職業安全衛生',
  scheduleManage: '進度管理',
  projectValuation: '估驗計價',
  designChange: '契約變更',
  completionAcceptance: '竣工驗收',
};

/** Menu groups in the order the navigation menu lists them (spec doc 2 §2). */
export const MENU_GROUP_ORDER: readonly StepMenuGroupKey[] = Object.keys(MENU_GROUP_LABELS) as StepMenuGroupKey[];

/** Whether a phase's steps sit in a construction menu group (B1–B3) and must name one. */
export function phaseHasMenuGroup(phase: string): boolean {
  return phase === 'B1' || phase === 'B2' || phase === 'B3';
}

/** Phases in process order. */
export const PHASE_ORDER: readonly StepPhase[] = Object.keys(PHASE_LABELS) as StepPhase[];

/** Default permission code of each phase (spec: A2 15, A3–A6 25, B 26, C 27; N1 file import uses projectFileManage 77). */
export const PHASE_PERMISSION_CODES: Readonly<Record<StepPhase, number>> = {
  A2: 15,
  A3: 25,
  A4: 25,
  A5: 25,
  A6: 25,
  B1: 26,
  B2: 26,
  B3: 26,
  C1: 27,
  C2: 27,
  N1: 77,
};
