// Validates step definitions: `npm run validate:steps` checks all of steps/; `npm run validate:steps -- a.json b.json`
// checks those files against the rest of the catalogue (a file replaces the catalogue file of the same name).
// Prints "file  path  reason" per fault and a summary; exits 1 on any fault. CI runs it.
import { readdir, readFile } from 'node:fs/promises';
import { basename, dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateStepCatalogue, type StepCatalogueEntry, type StepCatalogueFault } from '../src/domain/steps/validate-step-catalogue';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const stepsDir = resolve(root, 'steps');

interface LoadResult {
  entries: StepCatalogueEntry[];
  faults: StepCatalogueFault[];
}

async function loadFiles(paths: readonly string[]): Promise<LoadResult> {
  const entries: StepCatalogueEntry[] = [];
  const faults: StepCatalogueFault[] = [];
  for (const path of paths) {
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch {
      faults.push({ file: path, path: '$', message: '找不到檔案或無法讀取' });
      continue;
    }
    try {
      entries.push({ file: path, definition: JSON.parse(text) as unknown });
    } catch (error) {
      faults.push({ file: path, path: '$', message: `JSON 格式錯誤：${error instanceof Error ? error.message : String(error)}` });
    }
  }
  return { entries, faults };
}

async function listCatalogue(): Promise<string[]> {
  const names = await readdir(stepsDir);
  return names.filter((name) => name.endsWith('.json')).sort().map((name) => resolve(stepsDir, name));
}

function show(path: string): string {
  return relative(process.cwd(), path) || path;
}

async function main(argv: readonly string[]): Promise<number> {
  const given = argv.map((arg) => resolve(process.cwd(), arg));
  const givenNames = new Set(given.map((path) => basename(path)));
  // A given file stands in for the catalogue file of the same name, so a fixed or broken copy is checked in context.
  const catalogue = (await listCatalogue()).filter((path) => !givenNames.has(basename(path)));
  const loaded = await loadFiles([...catalogue, ...given]);
  const all = [...loaded.faults, ...validateStepCatalogue(loaded.entries)];
  const selected = new Set(given);
  const faults = given.length === 0 ? all : all.filter((fault) => selected.has(fault.file));
  faults.sort((a, b) => a.file.localeCompare(b.file) || a.path.localeCompare(b.path));

  for (const fault of faults) console.log(`${show(fault.file)}  ${fault.path}  ${fault.message}`);
  const checked = given.length === 0 ? catalogue.length : given.length;
  if (faults.length > 0) {
    console.log(`\n已檢查 ${checked} 個步驟定義，發現 ${faults.length} 個錯誤。`);
    return 1;
  }
  console.log(`已檢查 ${checked} 個步驟定義，全部通過。`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
