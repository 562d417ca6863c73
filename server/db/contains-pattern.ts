/** `%term%` for ILIKE with the pattern characters of the term taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
