import type { AuthUser, Career, CartLine, EnrolmentStatus, MyCareer } from '@app/contracts';
import { authUser, loginResponse } from './authFixtures';
import { jsonResponse } from './utils';

interface Options {
  careers: Career[];
  /** Career ids in the server cart at the start. */
  cart?: string[];
  /** Career ids the user is already enrolled in. */
  enrolled?: string[];
  /** The status of an enrolled career on My Careers (ENROLLED when not given). */
  statuses?: Record<string, EnrolmentStatus>;
  me?: AuthUser;
  failAdd?: boolean;
}

/** An in-memory API for the cart and payment calls, for stubFetch. */
export function cartServer({
  careers,
  cart = [],
  enrolled = [],
  statuses = {},
  me = authUser(),
  failAdd = false,
}: Options) {
  const state = { cart: [...cart], enrolled: [...enrolled] };
  const line = (id: string): CartLine => {
    const c = careers.find((career) => career._id === id)!;
    return {
      careerId: c._id,
      instance: 1,
      career: {
        name: c.name,
        public: {
          selling_price: c.public.selling_price,
          strike_price: c.public.strike_price,
          logo: c.public.logo,
          logo_bg: c.public.logo_bg,
        },
        field: c.field,
      },
    };
  };
  const lines = () => jsonResponse(state.cart.map(line));

  const handler = (url: URL, init: RequestInit | undefined): Response => {
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as { careers?: string[] }) : {};
    const path = url.pathname;
    if (path === '/api/auth/me') return jsonResponse(me);
    if (path === '/api/auth/login') return jsonResponse(loginResponse(me));
    if (path === '/api/auth/providers') return jsonResponse({ google: false });
    if (path === '/api/auth/logout') return jsonResponse({ message: 'You have been logged out.' });
    if (path === '/api/platform/cart' && method === 'GET') return lines();
    if (path === '/api/platform/cart' && method === 'POST') {
      if (failAdd) return jsonResponse({ message: 'Career not found' }, 404);
      const id = url.searchParams.get('careerId')!;
      if (state.enrolled.includes(id))
        return jsonResponse({ message: 'This career is already enrolled in your account', code: 'CONFLICT' }, 409);
      if (!state.cart.includes(id)) state.cart.push(id);
      return jsonResponse(state.cart.map(line), 201);
    }
    if (path === '/api/platform/cart' && method === 'DELETE') {
      state.cart = state.cart.filter((id) => !body.careers!.includes(id));
      return lines();
    }
    if (path === '/api/platform/cart/merge') {
      for (const id of body.careers!) if (!state.cart.includes(id) && !state.enrolled.includes(id)) state.cart.push(id);
      return lines();
    }
    if (path === '/api/platform/cart/enrolled') {
      return jsonResponse(
        body.careers!.filter((id) => state.enrolled.includes(id)).map((id) => ({ careerId: { $oid: id } })),
      );
    }
    if (path === '/api/platform/mycareers') {
      return jsonResponse(
        state.enrolled.map((id): MyCareer => ({
          _id: { $oid: `umc-${id}` },
          careerId: { $oid: id },
          master: { name: careers.find((c) => c._id === id)?.name ?? id, logo: '', logo_bg: '#fff' },
          status: statuses[id] ?? 'ENROLLED',
        })),
      );
    }
    const career = /^\/api\/platform\/careers\/([^/]+)$/.exec(path);
    if (career) return jsonResponse(careers.find((c) => c._id === career[1]));
    return jsonResponse({});
  };
  return { state, handler };
}
