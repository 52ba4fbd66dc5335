import { describe, expect, it } from 'vitest';
import { runPccesCli } from '../../../../scripts/pcces';
import { fixturePath, SAMPLE_PATH } from './pcces-fixtures';

async function run(...argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runPccesCli(argv, { log: (line) => out.push(line), error: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('npm run pcces -- check FILE', () => {
  it('prints the counts and both totals of the sample and exits 0', async () => {
    const { code, out, err } = await run('check', SAMPLE_PATH);
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(out).toContain('工作項目：41（mainItem 8、analysis 22、general 5、formula 5、subtotal 1）');
    expect(out).toContain('單價分析：22（工料項目 153）');
    expect(out).toContain('資源：81');
    expect(out).toContain('總價（檔案）：46,291,107 TWD');
    expect(out).toContain('總價（重算）：46,291,107 TWD');
  });

  it('exits 1 with the zh-TW reason when the file is refused', async () => {
    const { code, out, err } = await run('check', fixturePath('broken-amount-leaf.xml'));
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err).toContain('項次「壹.一.2」複價與數量×單價不符');
  });

  it('exits 1 when the file cannot be read', async () => {
    const { code, err } = await run('check', fixturePath('no-such-file.xml'));
    expect(code).toBe(1);
    expect(err).toContain('無法讀取檔案');
  });

  it('exits 2 with the usage on an unknown command or missing file', async () => {
    expect((await run('frobnicate')).code).toBe(2);
    expect((await run()).err).toContain('用法');
    expect((await run('check')).code).toBe(2);
  });
});
