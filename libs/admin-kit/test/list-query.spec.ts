import { AdminList, adminList, contentRange, listResponse, parseListQuery, repositoryFilter } from '@app/admin-kit';

const spec = {
  sortable: ['name', 'updatedAt'],
  defaultSort: ['name', 'ASC'],
  filters: { q: 'text', fieldId: 'id', published: 'boolean', id: 'ids', at_gte: 'date' },
} as const;

function fails(query: Record<string, unknown>): string {
  try {
    parseListQuery(query, spec);
  } catch (error) {
    const response = (error as { getResponse(): { message: string; code: string }; getStatus(): number }).getResponse();
    expect((error as { getStatus(): number }).getStatus()).toBe(400);
    expect(response.code).toBe('BAD_LIST_QUERY');
    return response.message;
  }
  throw new Error(`accepted ${JSON.stringify(query)}`);
}

describe('the ra-data-simple-rest dialect', () => {
  it('reads sort, range and filter as react-admin sends them', () => {
    const id = '5F1A9C2E-0B7D-4C1E-9A53-2D4C8B7E6F10';
    expect(
      parseListQuery(
        {
          sort: '["updatedAt","desc"]',
          range: '[25,49]',
          filter: JSON.stringify({ q: ' data ', published: 'false', fieldId: id, id: [id] }),
        },
        spec,
      ),
    ).toEqual({
      sort: { field: 'updatedAt', order: 'DESC' },
      offset: 25,
      limit: 25,
      filter: { q: 'data', published: false, fieldId: id.toLowerCase(), id: [id.toLowerCase()] },
    });
  });

  it('has defaults for a getMany, which sends only the ids', () => {
    expect(parseListQuery({}, spec)).toEqual({
      sort: { field: 'name', order: 'ASC' },
      offset: 0,
      limit: 1000,
      filter: {},
    });
    expect(parseListQuery({ filter: '{"q":"","published":null}' }, spec).filter).toEqual({});
  });

  it('refuses what it does not know, saying what is wrong', () => {
    expect(fails({ sort: '["password","ASC"]' })).toBe('Cannot sort by password; sort by one of name, updatedAt');
    expect(fails({ sort: '["name","UP"]' })).toBe('sort order must be ASC or DESC');
    expect(fails({ sort: 'name' })).toBe('sort is not valid JSON');
    expect(fails({ sort: ['["name","ASC"]', '["name","ASC"]'] })).toBe('sort must be given once, as JSON');
    expect(fails({ range: '[10,5]' })).toMatch(/^range must be/);
    expect(fails({ range: '[-1,5]' })).toMatch(/^range must be/);
    expect(fails({ range: '[0,1.5]' })).toMatch(/^range must be/);
    expect(fails({ range: '[0,5000]' })).toBe('range may span at most 1000 records');
    expect(fails({ filter: '{"role":"admin"}' })).toBe(
      'Cannot filter by role; filter by q, fieldId, published, id, at_gte',
    );
    expect(fails({ filter: '[1]' })).toBe('filter must be an object');
    expect(fails({ filter: '{"fieldId":"x"}' })).toBe('filter fieldId must be an id');
    expect(fails({ filter: '{"published":"yes"}' })).toBe('filter published must be true or false');
    expect(fails({ filter: '{"id":["x"]}' })).toBe('filter id must be a list of at most 1000 ids');
    expect(fails({ filter: '{"at_gte":"yesterday"}' })).toBe('filter at_gte must be a date');
  });

  it("hands a repository the filter with react-admin's id list (getMany) as ids, and nothing for what was not sent", () => {
    const id = '5f1a9c2e-0b7d-4c1e-9a53-2d4c8b7e6f10';
    const parsed = parseListQuery({ filter: JSON.stringify({ q: 'data', published: true, id: [id] }) }, spec);
    expect(repositoryFilter<typeof spec.filters>(parsed.filter)).toEqual({ q: 'data', published: true, ids: [id] });
    expect(repositoryFilter<typeof spec.filters>(parseListQuery({ filter: '{"id":[]}' }, spec).filter)).toEqual({
      ids: [],
    });
    expect(repositoryFilter<typeof spec.filters>(parseListQuery({}, spec).filter)).toStrictEqual({});
  });

  it("answers a list handler's page: the parsed query to the service, its rows and total with the range's start", async () => {
    const asked: unknown[] = [];
    const fetch = (parsed: unknown) => {
      asked.push(parsed);
      return Promise.resolve({ data: ['b', 'c'], total: 44 });
    };
    const answer = await listResponse(
      { sort: '["updatedAt","DESC"]', range: '[10,11]', filter: '{"q":"x"}' },
      spec,
      fetch,
    );
    expect(asked).toEqual([{ sort: { field: 'updatedAt', order: 'DESC' }, offset: 10, limit: 2, filter: { q: 'x' } }]);
    expect(answer).toEqual(new AdminList(['b', 'c'], 44, 10));
    expect(contentRange('careers', answer)).toBe('careers 10-11/44');
    // A query the spec refuses never reaches the service.
    const refused = await listResponse({ sort: '["price","ASC"]' }, spec, fetch).catch((error: unknown) => error);
    expect((refused as { getStatus(): number }).getStatus()).toBe(400);
    expect(asked).toHaveLength(1);
  });

  it('writes Content-Range as the provider reads it', () => {
    expect(contentRange('careers', adminList([1, 2, 3], 44, { offset: 0 }))).toBe('careers 0-2/44');
    expect(contentRange('careers', adminList([1], 44, { offset: 43 }))).toBe('careers 43-43/44');
    expect(contentRange('careers', adminList([], 0, { offset: 0 }))).toBe('careers */0');
  });
});
