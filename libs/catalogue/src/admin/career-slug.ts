/** The longest slug made here, leaving room for a `-<n>` that keeps it unique. */
const MAX_BASE = 110;

/**
 * A career's address from its name: "Chartered Accountant (CA)" → `chartered-accountant-ca`. Accents are
 * dropped; a name with no Latin letters or digits at all (a Hindi name) gives `career`, made unique like any.
 */
export function slugFromName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_BASE)
    .replace(/^-+|-+$/g, '');
  return slug || 'career';
}

/** `base` if no career has it, else the first of `base-2`, `base-3`, ... that none has. */
export function uniqueSlug(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  const stem = base.slice(0, MAX_BASE).replace(/-+$/, '');
  for (let n = 2; ; n++) if (!used.has(`${stem}-${n}`)) return `${stem}-${n}`;
}
