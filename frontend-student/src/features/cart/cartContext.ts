import { createContext, useContext } from 'react';
import { orderAmounts, paiseToRupees, type AuthUser, type CartLine } from '@app/contracts';

/** The spec's cart item (section 3). `quantity` is the server's `instance`, fixed at 1. */
export interface CartItem {
  id: string;
  name: string;
  field: { _id?: string; name: string };
  selling_price: number;
  strike_price: number;
  quantity: 1;
  logo: string;
  logo_bg: string;
}

/** What a page hands to `add`: a career as the catalogue shows it. */
export type NewCartItem = Omit<CartItem, 'quantity'>;

export interface CartState {
  items: CartItem[];
  /** Sum of the selling prices, rupees. */
  selling_total: number;
  /** Sum of the list (strike) prices, rupees. */
  strike_total: number;
  /** True while the cart is being fetched, merged or changed. */
  loading: boolean;
}

export interface Cart extends CartState {
  /** False for campus students (no cart at all) and while a stored session is being restored. */
  enabled: boolean;
  /** True once the cart of the current visitor or user is known (after the login merge, for a user). */
  ready: boolean;
  /** Reads the latest cart, also right after an awaited login. */
  has: (careerId: string) => boolean;
  /** A visitor or a signed-in buyer (not a campus student, not while the cart is still loading). */
  canBuy: () => boolean;
  /** The latest cart and its signed-in owner (null for a visitor), also right after an awaited login. */
  snapshot: () => { user: AuthUser | null; items: CartItem[] };
  /** Server cart when signed in, the local cart for a visitor. Throws on failure. */
  add: (item: NewCartItem) => Promise<void>;
  remove: (careerIds: string[]) => Promise<void>;
  /** Reloads the server cart (after a payment). */
  refresh: () => Promise<void>;
  /** Resolves once the cart belongs to the signed-in user (the merge after a login done). */
  whenSignedInReady: () => Promise<void>;
}

export const CartContext = createContext<Cart | null>(null);

export function useCart(): Cart {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart must be used inside <CartProvider>');
  return cart;
}

export const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Rupees (as the JSON has them) to integer paise for the contracts' money helpers. */
export const toPaise = (rupees: number) => Math.round(rupees * 100);

/** The totals panel's figures in paise: selling subtotal, GST (18%, once on the total) and total. */
export const cartAmounts = (items: readonly CartItem[]) => orderAmounts(items.map((i) => toPaise(i.selling_price)));

export function cartState(items: CartItem[], loading: boolean): CartState {
  return {
    items,
    selling_total: paiseToRupees(cartAmounts(items).subtotalPaise),
    strike_total: paiseToRupees(orderAmounts(items.map((i) => toPaise(i.strike_price))).subtotalPaise),
    loading,
  };
}

export function itemFromLine(line: CartLine): CartItem {
  const info = line.career.public;
  return {
    id: line.careerId,
    name: line.career.name,
    field: line.career.field,
    selling_price: info.selling_price,
    strike_price: info.strike_price,
    quantity: 1,
    logo: info.logo,
    logo_bg: info.logo_bg,
  };
}

export const itemsFromCart = (lines: unknown): CartItem[] =>
  Array.isArray(lines) ? (lines as CartLine[]).map(itemFromLine) : [];
