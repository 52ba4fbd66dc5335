// Runs scripts/validate-steps.ts as a child process, as CI does.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROKEN_DIR, readBrokenCases, ROOT } from './catalogue-files';

function runCli(args: string[]): { status: number | null; stdout: string } {
  const tsx = resolve(ROOT, 'node_modules/tsx/dist/cli.mjs');
  const result = spawnSync(process.execPath, [tsx, 'scripts/validate-steps.ts', ...args], { cwd: ROOT, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout + result.stderr };
}

describe('npm run validate:steps', () => {
  it('passes the whole catalogue with exit code 0', () => {
    const { status, stdout } = runCli([]);
    expect(stdout).toContain('全部通過');
    expect(status).toBe(0);
  });

  it('passes a single good file checked against the rest of the catalogue', () => {
    const { status } = runCli(['steps/A3.8.json']);
    expect(status).toBe(0);
  });

  it('fails the broken fixtures with exit code 1 and prints file, path and reason for each', () => {
    const cases = readBrokenCases();
    const { status, stdout } = runCli(cases.map((brokenCase) => `tests/fixtures/steps/broken/${brokenCase.file}`));
    expect(status).toBe(1);
    const lines = stdout.split('\n');
    for (const brokenCase of cases) {
      const line = lines.find(
        (candidate) =>
          candidate.startsWith(`tests/fixtures/steps/broken/${brokenCase.file}  ${brokenCase.path}  `) && candidate.includes(brokenCase.message),
      );
      expect(line, `${brokenCase.kind}: ${brokenCase.file} ${brokenCase.path}`).toBeDefined();
    }
    expect(stdout).toMatch(/已檢查 \d+ 個步驟定義，發現 \d+ 個錯誤/);
  });

  it('fails one broken file on its own', () => {
    const { status, stdout } = runCli([resolve(BROKEN_DIR, 'A3.5.json')]);
    expect(status).toBe(1);
    expect(stdout).toContain("$.form.uiSchema.reviewDate['ui:widget']");
  });
}, 60_000);
