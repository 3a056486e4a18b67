import { accessToken, refreshAccessToken } from '../session';

/**
 * Saves a file of the API's (an order's invoice, a credit note, the leads' CSV). The API wants the session's token,
 * which a plain link cannot send, so the file is fetched (one refresh on a 401, as the data provider does) and
 * handed to the browser under the server's name. `what` names the file in the error ("The invoice could not be
 * downloaded"). Answers the response, its body read, for the headers that say more (the leads' X-Total-Count).
 */
export async function downloadFile(
  path: string,
  fallbackName: string,
  what = 'file',
  /** A file made from what the console sends (the credentials sheet): POSTed as JSON. */
  post?: unknown,
): Promise<Response> {
  const get = (token: string | null) =>
    fetch(
      path,
      post === undefined
        ? { headers: token ? { Authorization: token } : {} }
        : {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: token } : {}) },
            body: JSON.stringify(post),
          },
    );
  const token = accessToken();
  let response = await get(token);
  if (response.status === 401 && token) {
    const fresh = await refreshAccessToken(token);
    if (fresh) response = await get(fresh);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? `The ${what} could not be downloaded (${response.status})`);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
  return response;
}

/** A serial as a file name: CN/2627/000001 -> credit-note-CN-2627-000001.pdf. */
export const pdfName = (prefix: string, serial: string) => `${prefix}-${serial.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
