import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { SessionStatus } from '../auth/session';
import type { AuthUser } from '@app/contracts';
import { addToServerCart, checkEnrolled, fetchCart, mergeCart, removeFromServerCart } from '../../api/commerce';
import { buysCareers, useSession } from '../auth/session';
import {
  CartContext,
  cartState,
  itemsFromCart,
  sameId,
  type Cart,
  type CartItem,
  type NewCartItem,
} from './cartContext';
import { EnrolledDialog } from './EnrolledDialog';
import { addLocal, clearLocalCart, readLocalCart, writeLocalCart } from './localCart';

type Mode = 'pending' | 'visitor' | 'user' | 'off';

/** How long a caller waits for the cart of a user who just logged in before going on anyway. */
const SYNC_WAIT_MS = 10_000;

/** The cart a session has before anything loads: a signed-in student's waits for the server's. */
function modeFor(status: SessionStatus, user: AuthUser | null): Mode {
  if (status === 'restoring') return 'pending';
  if (status !== 'signedIn' || !user) return 'visitor';
  return buysCareers(user) ? 'pending' : 'off';
}

/**
 * Of a visitor's cart, the careers the merge left out because the user already has them (the merge also skips
 * unknown and unpublished ones, and any beyond a full cart: the enrolled check tells them apart).
 */
async function enrolledLeftOut(user: AuthUser, local: CartItem[], merged: CartItem[]): Promise<CartItem[]> {
  const missing = local.filter((item) => !merged.some((m) => sameId(m.id, item.id)));
  if (!missing.length) return [];
  const enrolled = await checkEnrolled(
    user,
    missing.map((item) => item.id),
  );
  return missing.filter((item) => enrolled.some((e) => sameId(e.careerId.$oid, item.id)));
}

/**
 * The cart (spec section 3, "Cart (local state)"): the server cart when signed in, a local cart in
 * localStorage for a visitor. At login the local cart is merged into the server cart and cleared; careers the
 * user already has stay out of it, and the spec's 'Careers already enrolled' dialog says which. At logout the
 * state is emptied. Campus students have no cart.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const { status, user } = useSession();
  const [items, setItemsState] = useState<CartItem[]>(() => (status === 'signedOut' ? readLocalCart() : []));
  // Callers that awaited a login read the cart before React re-renders: refs hold the latest.
  const itemsRef = useRef(items);
  const setItems = useCallback((next: CartItem[]) => {
    itemsRef.current = next;
    setItemsState(next);
  }, []);
  const [busy, setBusy] = useState(0);
  /** The visitor's careers the login's merge left out as already enrolled: the dialog lists them. */
  const [enrolledAtLogin, setEnrolledAtLogin] = useState<CartItem[] | null>(null);
  const [mode, setMode] = useState<Mode>(() => modeFor(status, user));
  // Null until the first commit, so the first mode is synced like any change (a campus student's 'off').
  const modeRef = useRef<Mode | null>(null);
  const userRef = useRef<AuthUser | null>(user);
  const syncedFor = useRef<string | null>(null);
  const waiters = useRef<(() => void)[]>([]);

  const userId = user?.user_id ?? null;
  // Campus students and staff have no cart: no cart call is made for them at all.
  const campus = !buysCareers(user);

  // The session changed: the cart follows in the same render (nothing shows the previous session's cart). A
  // visitor's is the local one, a campus student has none, a signed-in student's is loaded below.
  const session = `${status}|${userId}|${campus}`;
  const [cartOf, setCartOf] = useState(session);
  if (cartOf !== session) {
    setCartOf(session);
    const next = modeFor(status, user);
    setMode(next);
    setEnrolledAtLogin(null);
    if (next === 'visitor') setItemsState(readLocalCart());
    if (next === 'off') setItemsState([]);
  }

  /** A signed-in cart is known (loaded, or none for a campus student): callers waiting for it go on. */
  const synced = useCallback((syncedUser: string) => {
    syncedFor.current = syncedUser;
    const pending = waiters.current;
    waiters.current = [];
    pending.forEach((resolve) => resolve());
  }, []);

  useLayoutEffect(() => {
    itemsRef.current = items;
    userRef.current = user;
    if (modeRef.current !== mode) {
      modeRef.current = mode;
      if (mode === 'off' && user) synced(user.user_id);
      else if (mode !== 'user') syncedFor.current = null;
    }
  });

  const track = useCallback(async <T,>(work: Promise<T>): Promise<T> => {
    setBusy((n) => n + 1);
    try {
      return await work;
    } finally {
      setBusy((n) => n - 1);
    }
  }, []);

  // A signed-in student's cart: the local one merged into the server's, or the server's (shown as loading
  // meanwhile: the mode is pending).
  useEffect(() => {
    const current = userRef.current;
    if (status !== 'signedIn' || !current || campus) return;
    let cancelled = false;
    const local = readLocalCart();
    const load = local.length
      ? mergeCart(
          current,
          local.map((i) => i.id),
        ).then(async (lines) => {
          clearLocalCart();
          // Not silently dropped: the user is told which careers they have already (a failed check tells nothing).
          const enrolled = await enrolledLeftOut(current, local, itemsFromCart(lines)).catch(() => []);
          if (enrolled.length && !cancelled) setEnrolledAtLogin(enrolled);
          return lines;
        })
      : fetchCart(current);
    void load
      // A failed merge keeps the local cart for the next login; the server cart still shows.
      .catch((error: unknown) => {
        console.error('Could not load the cart', error);
        return local.length ? fetchCart(current).catch(() => []) : [];
      })
      .then((lines) => {
        if (cancelled) return;
        setItems(itemsFromCart(lines));
        modeRef.current = 'user';
        setMode('user');
        synced(current.user_id);
      });
    return () => {
      cancelled = true;
    };
  }, [status, userId, campus, setItems, synced]);

  const signedInUser = () => (modeRef.current === 'user' ? userRef.current : null);

  const add = useCallback(
    async (item: NewCartItem) => {
      const current = signedInUser();
      if (current) {
        const lines = await track(addToServerCart(current, item.id));
        setItems(itemsFromCart(lines));
      } else if (modeRef.current === 'visitor') {
        const next = addLocal(readLocalCart(), item);
        writeLocalCart(next);
        setItems(next);
      } else {
        throw new Error('The cart is not ready');
      }
    },
    [track, setItems],
  );

  const remove = useCallback(
    async (careerIds: string[]) => {
      const current = signedInUser();
      if (current) {
        const lines = await track(removeFromServerCart(current, careerIds));
        setItems(itemsFromCart(lines));
      } else if (modeRef.current === 'visitor') {
        const next = readLocalCart().filter((i) => !careerIds.some((id) => sameId(id, i.id)));
        writeLocalCart(next);
        setItems(next);
      }
    },
    [track, setItems],
  );

  const refresh = useCallback(async () => {
    const current = signedInUser();
    if (current) setItems(itemsFromCart(await track(fetchCart(current))));
  }, [track, setItems]);

  const has = useCallback((careerId: string) => itemsRef.current.some((i) => sameId(i.id, careerId)), []);
  const canBuy = useCallback(() => modeRef.current === 'user' || modeRef.current === 'visitor', []);
  const snapshot = useCallback(
    () => ({ user: modeRef.current === 'user' ? userRef.current : null, items: itemsRef.current }),
    [],
  );

  const whenSignedInReady = useCallback(
    () =>
      new Promise<void>((resolve) => {
        if (syncedFor.current && syncedFor.current === userRef.current?.user_id) {
          resolve();
          return;
        }
        const timer = window.setTimeout(resolve, SYNC_WAIT_MS);
        waiters.current.push(() => {
          window.clearTimeout(timer);
          resolve();
        });
      }),
    [],
  );

  const cart = useMemo<Cart>(() => {
    const state = cartState(items, busy > 0 || mode === 'pending');
    return {
      ...state,
      enabled: mode === 'visitor' || mode === 'user' || (mode === 'pending' && status !== 'restoring' && !campus),
      ready: mode === 'visitor' || mode === 'user' || mode === 'off',
      has,
      canBuy,
      snapshot,
      add,
      remove,
      refresh,
      whenSignedInReady,
    };
  }, [items, busy, mode, status, campus, has, canBuy, snapshot, add, remove, refresh, whenSignedInReady]);

  return (
    <CartContext.Provider value={cart}>
      {children}
      {/* Already out of the server cart: Confirm only acknowledges it. */}
      <EnrolledDialog items={enrolledAtLogin} onConfirm={() => setEnrolledAtLogin(null)} />
    </CartContext.Provider>
  );
}
