import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface ListedCareer {
  _id: string;
  name: string;
  field: { _id: string; name: string };
}

/** The careers the list endpoint gives for a search (issue 24 item 11's `query`), first page of 50. */
export async function listedFor(
  request: APIRequestContext,
  query: string,
  fieldId?: string,
): Promise<{ careers: ListedCareer[]; totalCount: number }> {
  const params = new URLSearchParams({ pageNum: '0', num: '50', query });
  if (fieldId) params.set('field', fieldId);
  const res = await request.get(`/api/platform/careers?${params}`);
  expect(res.status(), await res.text()).toBe(200);
  const [first] = (await res.json()) as [{ careers: ListedCareer[]; totalCount: number }];
  return first;
}

/** The names on the results page's cards, in order. */
export const cardNames = (page: Page) => page.getByTestId('search-page').getByTestId('career-card').locator('h2');
