import { describe, expect, it } from 'vitest';
import { columnLetter } from '../../../../../src/server/exports/writers/write-xlsx';

describe('columnLetter', () => {
  it('names columns past Z with two and three letters', () => {
    expect([0, 6, 25, 26, 51, 52, 701, 702].map(columnLetter)).toEqual(['A', 'G', 'Z', 'AA', 'AZ', 'BA', 'ZZ', 'AAA']);
  });
});
