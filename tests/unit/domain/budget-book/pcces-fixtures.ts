// Reads the PCCES fixtures for the budget-book tests: the real sample (a public PCCES demo book, copied into
// tests/fixtures/pcces/ so a clone of the project alone runs its tests) and the small hand-made files beside it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Path of the real PCCES sample (建築工程示範案例, ArchEx001). */
export const SAMPLE_PATH = fileURLToPath(new URL('../../../fixtures/pcces/ArchEx001_ap_bdgt.xml', import.meta.url));

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
