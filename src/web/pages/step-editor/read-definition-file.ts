/** Reads a .json file the administrator picked into a definition to load, or tells why it cannot be used. */
import { readStepDefinitionFile, type ImportedStepFile } from '../../../domain/step-editor/step-definition-file';

/** Largest file accepted: the biggest definition in steps/ is far below this. */
export const MAX_DEFINITION_FILE_BYTES = 2 * 1024 * 1024;

/** Reads the file's text and judges it. */
export async function readDefinitionFile(file: File): Promise<ImportedStepFile> {
  if (file.size > MAX_DEFINITION_FILE_BYTES) return { ok: false, message: '檔案過大（上限 2 MB），請確認是步驟定義檔' };
  return readStepDefinitionFile(await file.text());
}
