/** Turns a user's keyword into a LIKE pattern that matches it anywhere, with % and _ taken literally. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
