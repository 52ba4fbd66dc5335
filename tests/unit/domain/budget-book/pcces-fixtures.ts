// Reads the PCCES fixtures for the budget-book tests: the real sample from ../shared/fixtures/pcces/ (outside the
// repository, next to it) and the small hand-made files in tests/fixtures/pcces/.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Path of the real PCCES sample (建築工程示範案例, ArchEx001). */
export const SAMPLE_PATH = fileURLToPath(new URL('../../../../../shared/fixtures/pcces/ArchEx001_ap_bdgt.xml', import.meta.url));

/** Path of a hand-made fixture in tests/fixtures/pcces/. */
export function fixturePath(name: string): string {
  return fileURLToPath(new URL(`../../../fixtures/pcces/${name}`, import.meta.url));
}

/** Text of the real sample. */
export function readSample(): string {
  return readFileSync(SAMPLE_PATH, 'utf8');
}

/** Text of a hand-made fixture. */
export function readFixture(name: string): string {
  return readFileSync(fixturePath(name), 'utf8');
}
