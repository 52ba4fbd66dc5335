import { describe, expect, it } from 'vitest';
import { mayListDepartment, seesEveryAgency } from '../../../../src/domain/access/directory-scope';

describe('the staff directory’s scope', () => {
  it('opens every agency to user administrators and holders of code 90 only', () => {
    expect(seesEveryAgency([37])).toBe(true);
    expect(seesEveryAgency([90])).toBe(true);
    expect(seesEveryAgency([11, 44, 48, 52, 77])).toBe(false);
    expect(seesEveryAgency([])).toBe(false);
  });

  it('lets everyone else list only the departments of their own agency tree', () => {
    const ownTree = [1, 2, 3];
    expect(mayListDepartment([11], ownTree, 2)).toBe(true);
    expect(mayListDepartment([11], ownTree, 8)).toBe(false);
    expect(mayListDepartment([77], [], 1)).toBe(false);
    expect(mayListDepartment([37], ownTree, 8)).toBe(true);
  });
});
