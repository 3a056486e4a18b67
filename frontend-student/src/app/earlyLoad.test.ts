import { describe, expect, it } from 'vitest';
import { CAREERS_PAGE_SIZE, HOME_CAREERS } from '@app/contracts';
import { fetchCareer, fetchCareerPage, fetchFields, fetchHome } from '../api/catalogue';
import { jsonResponse, stubFetch } from '../test/utils';
import { earlyRequests } from './earlyLoad';

const early = (path: string, search = '') => earlyRequests(path, search, CAREERS_PAGE_SIZE, HOME_CAREERS);

/** The early requests are only useful if they are exactly the URLs the pages then ask for. */
describe('earlyRequests', () => {
  it('asks for the home data and the intro poster on /', async () => {
    const { calls } = stubFetch(() => jsonResponse({ fields: [], careers: [] }));
    await fetchHome();
    expect(early('/')).toEqual({
      data: [calls[0]!.url.pathname + calls[0]!.url.search],
      images: ['/media/video/intro.jpg'],
    });
  });

  it('asks for the fields and the same list page as the careers page', async () => {
    const { calls } = stubFetch((url) =>
      url.pathname.endsWith('/fields') ? jsonResponse([]) : jsonResponse([{ careers: [], totalCount: 0 }]),
    );
    await fetchFields();
    await fetchCareerPage(3, 'f-1');
    await fetchCareerPage(1, null);
    const [fields, withField, plain] = calls.map((c) => c.url.pathname + c.url.search);
    expect(early('/careers', '?field=f-1&page=3').data).toEqual([fields, withField]);
    expect(early('/careers', '').data).toEqual([fields, plain]);
    expect(early('/careers', '?page=nonsense').data).toEqual([fields, plain]);
  });

  it('asks for the career on /careers/{id}', async () => {
    const { calls } = stubFetch(() => jsonResponse({}));
    await fetchCareer('8f062b4e-3a4d-4bf7-8d61-34baabb320e8');
    expect(early('/careers/8f062b4e-3a4d-4bf7-8d61-34baabb320e8').data).toEqual([calls[0]!.url.pathname]);
  });

  it('asks for nothing elsewhere', () => {
    expect(early('/parent')).toEqual({ data: [], images: [] });
  });

  it('is self-contained, so it still works when copied into the page', () => {
    const copy = new Function(`return (${earlyRequests.toString()})`)() as typeof earlyRequests;
    expect(copy('/careers/x', '', 10, 10)).toEqual(early('/careers/x'));
  });
});
