/**
 * The API data and hero image the first render of a path will ask for.
 *
 * index.html runs this inline (see build/earlyLoad.ts) before any module has downloaded, so these requests
 * start in parallel with the app's JS instead of after it; the API client then takes the responses
 * (takeEarlyResponse). The function is copied into the page with toString(), so it must stay
 * self-contained: no imports, no outer variables — only its parameters and browser globals.
 * Each URL must match, character for character, what the page's own call requests (earlyLoad.test.ts).
 */
export function earlyRequests(
  pathname: string,
  search: string,
  pageSize: number,
  homeCount: number,
): { data: string[]; images: string[] } {
  const base = '/api/platform/careers';
  if (pathname === '/') {
    return { data: [base + '/home?number=' + homeCount], images: ['/media/video/intro.jpg'] };
  }
  if (pathname === '/careers' || pathname === '/careers/') {
    const query = new URLSearchParams(search);
    const page = Number(query.get('page'));
    const params = new URLSearchParams({
      pageNum: String(Number.isInteger(page) && page > 0 ? page - 1 : 0),
      num: String(pageSize),
    });
    const field = query.get('field');
    if (field) params.set('field', field);
    return { data: [base + '/fields', base + '?' + params.toString()], images: [] };
  }
  const detail = /^\/careers\/([^/]+)\/?$/.exec(pathname);
  if (detail) return { data: [base + '/' + encodeURIComponent(decodeURIComponent(detail[1]!))], images: [] };
  return { data: [], images: [] };
}

type EarlyWindow = Window & { __early?: Record<string, Promise<Response> | undefined> };

/** The response index.html already requested for this path, once; later calls fetch afresh. */
export function takeEarlyResponse(path: string): Promise<Response> | undefined {
  const early = typeof window === 'undefined' ? undefined : (window as EarlyWindow).__early;
  const pending = early?.[path];
  if (pending && early) delete early[path];
  return pending;
}
