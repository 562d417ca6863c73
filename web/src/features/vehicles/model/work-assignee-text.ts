/** How many names the tile spells out before "+N": it must stay one line at 390 px. */
const NAMED = 2;

/**
 * The tile's line for whom a car's open work items are assigned to (issue #33): "Item: You",
 * "Items: You, Sam", "Items: You, Sam +1". The signed-in user comes first; others by first name.
 */
export function workAssigneeText(
  ids: readonly string[],
  personName: (id: string) => string,
): string | null {
  if (ids.length === 0) return null;
  const names = ids.map(personName).map((name) => (name === 'You' ? name : firstName(name)));
  const ordered = [...names.filter((n) => n === 'You'), ...names.filter((n) => n !== 'You')];
  const shown = ordered.slice(0, NAMED).join(', ');
  const more = ordered.length > NAMED ? ` +${String(ordered.length - NAMED)}` : '';
  return `${ids.length === 1 ? 'Item' : 'Items'}: ${shown}${more}`;
}

function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}
