/**
 * The catalogue checks of the upload properties a definition sets instead of code: `projectlessFiles` (the
 * step's files belong to no project, N1.2) and a category's `completesStep` (its first file marks the step
 * done, A2.8's budget book). Called by the step-catalogue validator with its other checks.
 */
import type { LocalFault } from '../steps/step-catalogue-fault';
import type { StepDefinition } from '../steps/step-definition';

/** Faults of a definition's projectlessFiles / completesStep settings. */
export function checkFileStepRules(definition: Pick<StepDefinition, 'projectlessFiles' | 'uploads'>): LocalFault[] {
  if (definition.projectlessFiles !== true) return [];
  const faults: LocalFault[] = [];
  // BFB/IMPORT_FILE drops the code of files without a project, so it cannot tell several categories apart.
  if (definition.uploads.length !== 1) {
    faults.push({ path: ['projectlessFiles'], message: `不屬於標案的步驟須恰有一個上傳類別（匯入時不沿用上傳代碼，檔案一律歸入該類別），目前有 ${definition.uploads.length} 個` });
  }
  definition.uploads.forEach((category, index) => {
    if (category.completesStep) faults.push({ path: ['uploads', index, 'completesStep'], message: '不屬於標案的檔案沒有辦理狀態，不可設定上傳即完成（completesStep）' });
  });
  return faults;
}
