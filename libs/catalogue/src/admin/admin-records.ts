/** What the catalogue's console resources share: money crosses the wire in rupees and lives in paise. */

/** Rupees (at most two decimals, as the write schemas allow) to integer paise. */
export const toPaise = (rupees: number): number => Math.round(rupees * 100);
export const toRupees = (paise: number): number => paise / 100;

/** `\`, `%` and `_` match themselves in a LIKE pattern: what staff type is text, not a pattern. */
export const likeEscape = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
