/**
 * What the search compares: lower case, accents off Latin letters (é -> e), and anything but letters, digits and
 * combining marks (Devanagari's vowel signs are marks) turned into single spaces. "B.Sc. Nursing" and "bsc
 * nursing" then differ only by a space, and "Doctor (MBBS)" has the words doctor and mbbs.
 */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, ' ')
    .trim();
}

/** The trigrams of one word as pg_trgm makes them: two spaces before, one after ("  d", " do", ..., "or "). */
export function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const set = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  return set;
}

/** pg_trgm's similarity of two trigram sets: shared / all (0 to 1). */
export function similarity(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return shared / (a.size + b.size - shared);
}
