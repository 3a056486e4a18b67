import type { CartItem, NewCartItem } from './cartContext';

/** A visitor's cart in localStorage; merged into the server cart at login, then cleared (docs/decisions.md). */
const KEY = 'disha.cart';

function isItem(value: unknown): value is CartItem {
  const item = value as Partial<CartItem> | null;
  return (
    typeof item?.id === 'string' &&
    typeof item.name === 'string' &&
    typeof item.selling_price === 'number' &&
    typeof item.strike_price === 'number'
  );
}

export function readLocalCart(): CartItem[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(parsed)
      ? parsed.filter(isItem).map((item) => ({ ...item, field: item.field ?? { name: '' }, quantity: 1 }))
      : [];
  } catch {
    return [];
  }
}

export function writeLocalCart(items: CartItem[]): void {
  try {
    if (items.length) localStorage.setItem(KEY, JSON.stringify(items));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage full or disabled: the cart lives in memory for this page only.
  }
}

export const clearLocalCart = () => writeLocalCart([]);

export function addLocal(items: CartItem[], item: NewCartItem): CartItem[] {
  if (items.some((i) => i.id.toLowerCase() === item.id.toLowerCase())) return items;
  return [...items, { ...item, quantity: 1 }];
}
