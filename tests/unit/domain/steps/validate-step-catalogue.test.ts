import { describe, expect, it } from 'vitest';
import stepSchema from '../../../../schemas/step.schema.json';
import { PHASE_PERMISSION_CODES } from '../../../../src/domain/steps/step-phases';
import { PROCUREMENT_UPLOAD_PREFIXES } from '../../../../src/domain/steps/upload-code-prefixes';
import { validateStepCatalogue } from '../../../../src/domain/steps/validate-step-catalogue';
import { catalogueWithBroken, readBrokenCases, readCatalogue, readCatalogueEntries } from './catalogue-files';

const catalogue = readCatalogue();
const byId = new Map(catalogue.map((definition) => [definition.id, definition]));

describe('the built-in catalogue', () => {
  it('has no faults', () => {
    expect(validateStepCatalogue(readCatalogueEntries())).toEqual([]);
  });

  it('holds every step the specification names', () => {
    const range = (phase: string, from: number, to: number): string[] =>
      Array.from({ length: to - from + 1 }, (_, i) => `${phase}.${from + i}`);
    const named = [
      'A2.8', 'A2.9', ...range('A3', 1, 10), ...range('A4', 1, 6), ...range('A5', 1, 6), ...range('A6', 1, 5),
      'B1.0', 'B1.2', 'B1.4', 'B1.5', 'B1.7', 'B1.9.2', 'B1.11', 'B2.0', 'B2.1', 'B2.2', 'B2.4', 'B2.12', 'B2.18', 'B2.19',
      'B2.20', ...range('B2.20', 1, 5), 'B3.4', 'B3.5', 'B3.7', 'B3.8.1', 'B3.10', 'B3.12', 'C1.1', 'C2.1', 'N1.2',
    ];
    expect([...byId.keys()].sort()).toEqual([...named].sort());
  });

  it('marks exactly 18 steps for fool-proof tracking', () => {
    expect(catalogue.filter((definition) => definition.foolproof)).toHaveLength(18);
  });

  it('spreads the 26 procurement upload prefixes over A3.1–A6.4 in order, one each', () => {
    const prefixes = Object.keys(PROCUREMENT_UPLOAD_PREFIXES);
    const owners = [
      ...Array.from({ length: 10 }, (_, i) => `A3.${i + 1}`),
      ...Array.from({ length: 6 }, (_, i) => `A4.${i + 1}`),
      ...Array.from({ length: 6 }, (_, i) => `A5.${i + 1}`),
      ...Array.from({ length: 4 }, (_, i) => `A6.${i + 1}`),
    ];
    owners.forEach((id, index) => {
      expect(byId.get(id)!.uploads.map((category) => category.codePrefix), id).toEqual([prefixes[index]]);
    });
  });

  it('uses the permission codes of each phase', () => {
    for (const definition of catalogue) {
      const code = PHASE_PERMISSION_CODES[definition.phase];
      expect({ view: definition.permissions.view, edit: definition.permissions.edit }, definition.id).toEqual({ view: [code], edit: [code] });
    }
  });

  it('gives every step legal basis or references, key points and a form', () => {
    for (const definition of catalogue) {
      expect(definition.legalBasis.length + definition.references.length, definition.id).toBeGreaterThan(0);
      expect(definition.keyPoints.length, definition.id).toBeGreaterThanOrEqual(2);
      expect(Object.keys(definition.form.schema.properties).length, definition.id).toBeGreaterThan(0);
    }
  });

  it('anchors the known steps to their articles', () => {
    const articles = (id: string): string[] => byId.get(id)!.legalBasis.map((row) => `${row.law}${row.article}`);
    expect(articles('A3.8')).toContain('政府採購法第46條');
    expect(articles('A4.1')).toEqual(expect.arrayContaining(['政府採購法第48條', '政府採購法第50條']));
    expect(articles('A4.2')).toEqual(
      expect.arrayContaining(['政府採購法第42條', '政府採購法第45條', '政府採購法第48條', '政府採購法第50條', '政府採購法施行細則第44條', '政府採購法施行細則第55條']),
    );
    expect(articles('A4.3')).toEqual(expect.arrayContaining(['政府採購法第51條', '政府採購法施行細則第60條', '政府採購法施行細則第61條']));
    expect(articles('A4.4')).toEqual(expect.arrayContaining(['政府採購法第53條', '政府採購法第54條']));
    expect(articles('A4.5')).toContain('政府採購法第58條');
    expect(articles('B3.7')).toEqual(expect.arrayContaining(['政府採購法第71條', '政府採購法第72條']));
    expect(articles('B3.5')).toContain('政府採購法第73條');
  });

  it('gives B steps a menu group and no other phase one', () => {
    for (const definition of catalogue) {
      expect(definition.menuGroup !== undefined, definition.id).toBe(definition.phase.startsWith('B'));
    }
  });

  it('binds TBS_B0305_003D to B3.5 and the B.14 opening record to A4.2', () => {
    expect(byId.get('B3.5')!.exports.map((form) => form.formType)).toContain('TBS_B0305_003D');
    expect(byId.get('A4.2')!.exports[0]!.title).toContain('B.14');
  });

  it('lets only B1.7 and B2.18 ask for a file type per file', () => {
    const withTypes = catalogue.filter((definition) => definition.uploads.some((category) => category.fileTypes));
    expect(withTypes.map((definition) => definition.id).sort()).toEqual(['B1.7', 'B2.18']);
  });
});

describe('one broken definition of each kind', () => {
  const cases = readBrokenCases().filter((brokenCase) => !brokenCase.cliOnly);

  it.each(cases.map((brokenCase) => [brokenCase.kind, brokenCase] as const))('%s', (_kind, brokenCase) => {
    const faults = validateStepCatalogue(catalogueWithBroken(brokenCase.file));
    const own = faults.filter((fault) => fault.file.endsWith(`/broken/${brokenCase.file}`));
    expect(own.map((fault) => fault.path)).toContain(brokenCase.path);
    const fault = own.find((candidate) => candidate.path === brokenCase.path)!;
    expect(fault.message).toContain(brokenCase.message);
  });

  it('reports every fault with a file, a $-rooted JSON path and a message', () => {
    for (const brokenCase of cases) {
      for (const fault of validateStepCatalogue(catalogueWithBroken(brokenCase.file))) {
        expect(fault.path).toMatch(/^\$/);
        expect(fault.message.length).toBeGreaterThan(0);
      }
    }
  });
});

describe('the step schema documents itself', () => {
  // Every property of every object in the schema needs a description, since administrators read it as documentation.
  function undocumented(node: unknown, path: string, found: string[]): string[] {
    if (typeof node !== 'object' || node === null) return found;
    const schema = node as Record<string, unknown>;
    const properties = schema.properties as Record<string, Record<string, unknown>> | undefined;
    for (const [name, child] of Object.entries(properties ?? {})) {
      if (typeof child.description !== 'string' || child.description.length === 0) found.push(`${path}.${name}`);
      undocumented(child, `${path}.${name}`, found);
    }
    for (const key of ['items', 'definitions'] as const) {
      const value = schema[key];
      if (key === 'definitions' && value) {
        for (const [name, child] of Object.entries(value as Record<string, unknown>)) undocumented(child, `#/definitions/${name}`, found);
      } else if (value) {
        undocumented(value, `${path}[]`, found);
      }
    }
    return found;
  }

  it('has a description on every property', () => {
    expect(undocumented(stepSchema, '$', [])).toEqual([]);
  });
});
