/** Escapes user-supplied text for the HTML part of an e-mail. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** A plain two-column table of details, the form sales staff read lead alerts in. */
export function detailsTable(rows: [string, string][]): string {
  const cells = rows
    .map(
      ([k, v]) =>
        `<tr><th align="left" style="padding:4px 12px 4px 0">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`,
    )
    .join('');
  return `<table style="font-family:Arial,sans-serif;font-size:14px;border-collapse:collapse">${cells}</table>`;
}
