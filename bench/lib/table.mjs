// Plain-text tables for the terminal and for logs (no colours, so they paste into issues as they are).

/** rows: arrays of cells; the first row is the header. Numbers-looking cells are right-aligned. */
export function table(rows) {
  const cells = rows.map((row) => row.map((c) => String(c ?? '')));
  const widths = cells[0].map((_, i) => Math.max(...cells.map((r) => r[i]?.length ?? 0)));
  const numeric = (s) => /^[-+]?[\d.,]+( ?[a-zA-Z%]+)?$/.test(s);
  const line = (r) =>
    r
      .map((c, i) => (numeric(c) ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

export const passMiss = (ok) => (ok ? 'PASS' : 'MISS');
export const fixed = (n, digits = 2) => (Number.isFinite(n) ? n.toFixed(digits) : 'n/a');
export const int = (n) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : 'n/a');
export const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
