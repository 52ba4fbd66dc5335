/**
 * Issue 15: the files open in an office suite. Every odt, ods, docx and xlsx the catalogue's forms produce
 * is converted by LibreOffice headless (installed by scripts/test-all.sh when missing); a file it cannot
 * load gives no PDF, and the PDF it makes must still carry the project name. Runs in the PGlite pass only:
 * the files do not depend on the database engine.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../src/domain/access/session-user';
import { buildSampleStepData } from '../../../src/domain/step-editor/build-sample-data';
import { readStepCatalogue } from '../../../src/server/services/steps/load-step-catalogue';
import { readOfficeText } from '../../support/read-office-file';
import type { TestServer } from '../support/start-test-server';
import { useSignedInServer } from '../support/use-signed-in-server';
import { demoProjectId } from '../steps/support';
import { fetchExport, storeStepData } from './support';

const run = promisify(execFile);
const catalogue = await readStepCatalogue();
const OFFICE_FORMATS = ['odt', 'ods', 'docx', 'xlsx'] as const;

let server: TestServer;
let agency: SessionUser;
let projId: number;
useSignedInServer('agency', async (started, user) => {
  server = started;
  agency = user;
  projId = await demoProjectId(server, '大安森林公園');
  for (const definition of catalogue) if (definition.exports.length > 0) await storeStepData(server, projId, definition.id, buildSampleStepData(definition));
});

const work = mkdtempSync(path.join(os.tmpdir(), 'pw-office-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('LibreOffice opens every produced file', () => {
  it('converts every odt, ods, docx and xlsx of the catalogue to PDF with the project name in it', { timeout: 600_000 }, async () => {
    const soffice = ['soffice', 'libreoffice'].find((name) => process.env.PATH?.split(':').some((dir) => existsSync(path.join(dir, name))));
    expect(soffice, 'LibreOffice (soffice) is not installed: scripts/test-all.sh installs it with apt-get').toBeDefined();
    const files: string[] = [];
    for (const definition of catalogue) {
      for (const form of definition.exports) {
        for (const format of form.formats.filter((f): f is (typeof OFFICE_FORMATS)[number] => (OFFICE_FORMATS as readonly string[]).includes(f))) {
          const answer = await fetchExport(server, `Export/TBS_EXPORT/${form.formType}?proj_id=${projId}&filetype=${format}`, agency.token);
          expect(answer.status, `${form.formType} ${format}: ${answer.message}`).toBe(200);
          const file = path.join(work, `${form.formType}-${format}.${format}`);
          writeFileSync(file, answer.bytes);
          files.push(file);
        }
      }
    }
    expect(files.length).toBeGreaterThanOrEqual(30);
    const out = path.join(work, 'pdf');
    const profile = `file://${path.join(work, 'profile')}`;
    await run(soffice!, [`-env:UserInstallation=${profile}`, '--headless', '--norestore', '--convert-to', 'pdf', '--outdir', out, ...files], { timeout: 540_000, maxBuffer: 16 * 1024 * 1024 });
    const failed: string[] = [];
    for (const file of files) {
      const pdf = path.join(out, `${path.basename(file, path.extname(file))}.pdf`);
      if (!existsSync(pdf)) {
        failed.push(`${path.basename(file)}: LibreOffice could not open it`);
        continue;
      }
      const text = await readOfficeText(readFileSync(pdf), 'pdf');
      if (!text.includes('大安森林公園')) failed.push(`${path.basename(file)}: the converted PDF lacks the project name`);
    }
    expect(failed).toEqual([]);
  });
});
