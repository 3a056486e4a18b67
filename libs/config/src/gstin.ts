import { indianStateByCode } from '@app/contracts';

/**
 * A GSTIN: 2-digit state code, the holder's PAN (5 letters, 4 digits, 1 letter), the entity number (1-9, A-Z),
 * 'Z', and a check character.
 */
const GSTIN = /^(\d{2})[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character of the first 14 characters of a GSTIN (the GSTN's Luhn mod 36): from the left, each
 * character's value is multiplied by 1 and 2 in turn, the product's base-36 digits are added up, and the check
 * character makes the sum a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARS.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARS[(36 - (sum % 36)) % 36];
}

/** What is wrong with a GSTIN, or undefined when it is well formed, of a known state and its check character matches. */
export function gstinProblem(gstin: string): string | undefined {
  const match = GSTIN.exec(gstin);
  if (!match)
    return 'must be 15 characters: 2-digit state code, PAN, entity number, Z, check character (e.g. 07AABCD1234E1ZA)';
  if (!indianStateByCode(match[1]))
    return `starts with ${match[1]}, which is not the GST code of a state or union territory`;
  if (gstinCheckCharacter(gstin) !== gstin[14])
    return `has a wrong check character (expected ${gstinCheckCharacter(gstin)})`;
  return undefined;
}
