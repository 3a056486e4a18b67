/**
 * The editor's short lists of texts (a test's instructions, a choice question's options) as plain arrays: each
 * change makes a new array, so blanks and order stay exactly as the editor left them. (react-hook-form's field
 * arrays drop blank strings from a list of texts, which would lose or misplace an empty line.)
 */

/** `list` with the item at `from` moved to `to`; the same list when either is out of range or they are equal. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

export function removeItem<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

export function replaceItem<T>(list: readonly T[], index: number, item: T): T[] {
  return list.map((current, i) => (i === index ? item : current));
}

/** A form value as a list of texts: anything else (an input's '' or null before there is a list) is none. */
export function asTexts(value: unknown): string[] {
  return Array.isArray(value)
    ? value.map((item) => (typeof item === 'string' ? item : item == null ? '' : String(item)))
    : [];
}
