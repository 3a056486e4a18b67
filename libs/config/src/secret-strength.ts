/**
 * How guessable a secret is, estimated the way an attacker would guess it: first the patterns people use (a repeated
 * unit, common words, runs along the alphabet, the digits or the keyboard, few distinct characters), then brute
 * force over the alphabet the rest is drawn from. It is an estimate, tuned so that the output of
 * `openssl rand -base64 48` (384 bits) and `openssl rand -hex 32` (256 bits, exactly the bar) always pass, while
 * what a person makes up does not.
 */

/** What a signing key needs: 32 random bytes. */
export const STRONG_SECRET_BITS = 256;

export interface SecretStrength {
  /** The estimated randomness, in bits. */
  bits: number;
  /** Why it is low, in words for the refusal (the secret itself is never repeated). */
  reasons: string[];
}

/**
 * Words of passwords lists, of this product and of its examples; any of them (or its "l33t" spelling) inside a
 * secret counts as guessed. Only words of 4 letters or more, and never one written with the hex digits alone (a-f),
 * so the output of `openssl rand -hex` cannot match by chance.
 */
const COMMON_WORDS = `password passwd passphrase secret secrets admin administrator root login letmein welcome qwerty
monkey dragon master shadow sunshine princess football baseball cricket superman batman iloveyou trustno hello
freedom whatever charlie michael jordan computer internet changeme change default example sample demo test testing
token tokens auth signing sign secure security private public production prod staging develop development local
server database career careers guidance disha student students parent parents school india mumbai delhi bangalore
pune chennai kolkata razorpay webhook sandbox keys correct horse battery staple love money lucky happy summer
winter spring autumn monday friday january december random string value company office super strong long longer
very really unique never only used outside node live mail smtp redis postgres docker compose deploy nginx`
  .split(/\s+/)
  .filter((w) => w.length >= 4 && !/^[a-f]+$/.test(w));

/** Rows of the keyboard, walked either way. */
const KEYBOARD_ROWS = ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };

function poolOf(secret: string): number {
  if (/^\d+$/.test(secret)) return 10;
  if (/^[0-9a-f]+$/i.test(secret)) return 16;
  // Base64 (standard or URL-safe): 64 symbols, however many of them appear.
  if (/^[A-Za-z0-9+/]+={0,2}$/.test(secret) || /^[A-Za-z0-9_-]+$/.test(secret)) return 64;
  let pool = 0;
  if (/[a-z]/.test(secret)) pool += 26;
  if (/[A-Z]/.test(secret)) pool += 26;
  if (/\d/.test(secret)) pool += 10;
  if (/[^a-zA-Z\d]/.test(secret)) pool += 33;
  return pool;
}

/** Marks [from, to) of `guessed`. */
function mark(guessed: boolean[], from: number, to: number): void {
  for (let i = from; i < to; i += 1) guessed[i] = true;
}

function neighbours(a: string, b: string): boolean {
  const step = b.charCodeAt(0) - a.charCodeAt(0);
  if (/[a-z0-9]/.test(a) && Math.abs(step) === 1) return true;
  return KEYBOARD_ROWS.some((row) => {
    const i = row.indexOf(a);
    return i >= 0 && (row[i + 1] === b || (i > 0 && row[i - 1] === b));
  });
}

export function secretStrength(secret: string): SecretStrength {
  const text = secret.replace(/=+$/, '');
  const n = text.length;
  const pool = poolOf(secret);
  const hex = pool === 16;
  const bitsPerChar = Math.log2(pool);
  // A pattern counts once it is long enough that chance alone would make it about once in a billion secrets, so a
  // random secret is not marked down for the short repeats and runs it has by chance.
  const minPattern = Math.ceil(30 / bitsPerChar) + 1;
  const lower = text.toLowerCase();
  const guessed = new Array<boolean>(n).fill(false);
  const reasons = new Set<string>();

  for (let i = 1; i + minPattern <= n; i += 1) {
    if (lower.indexOf(lower.slice(i, i + minPattern)) < i) {
      mark(guessed, i, i + minPattern);
      reasons.add('it repeats itself');
    }
  }
  for (let i = 0; i < n;) {
    let j = i + 1;
    while (j < n && neighbours(lower[j - 1], lower[j])) j += 1;
    if (j - i >= minPattern) {
      mark(guessed, i, j);
      reasons.add('it runs along the alphabet, the digits or the keyboard');
    }
    i = j;
  }
  if (!hex) {
    const unleet = [...lower].map((c) => LEET[c] ?? c).join('');
    for (const word of COMMON_WORDS) {
      for (const spelling of new Set([lower, unleet])) {
        for (let at = spelling.indexOf(word); at >= 0; at = spelling.indexOf(word, at + 1)) {
          mark(guessed, at, at + word.length);
          reasons.add('it is made of common words');
        }
      }
    }
  }
  let bits = guessed.filter((g) => !g).length * bitsPerChar;

  // Drawn at random from the pool, n characters show about this many distinct ones; far fewer means a small alphabet.
  const expectedDistinct = pool * (1 - Math.pow(1 - 1 / pool, n));
  const distinct = new Set(text).size;
  if (distinct < 0.6 * expectedDistinct) {
    bits = Math.min(bits, n * Math.log2(Math.max(distinct, 1)));
    reasons.add('it has too few different characters');
  }
  if (bits < STRONG_SECRET_BITS && reasons.size === 0) reasons.add('it is too short for the characters it uses');
  return { bits: Math.floor(bits), reasons: [...reasons] };
}
