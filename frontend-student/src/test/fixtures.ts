import type { Career, CareerProperty } from '@app/contracts';

export const FIELDS = [
  { _id: 'f-science', name: 'Science' },
  { _id: 'f-commerce', name: 'Commerce' },
];

export function makeCareer(
  n: number,
  overrides: Partial<Career['public']> = {},
  properties: CareerProperty[] = [],
): Career {
  return {
    _id: `career-${n}`,
    name: `Career ${n}`,
    field: FIELDS[n % 2]!,
    public: {
      header_description: `About career ${n}`,
      logo: `/media/logos/c${n}.svg`,
      logo_bg: '#e3f2fd',
      selling_price: 1499,
      strike_price: 2999,
      trial: 'false',
      properties,
      ...overrides,
    },
  };
}

/** GET /api/site: the support number the server is configured with (not the development default, on purpose). */
export const SITE = { supportPhone: { display: '+91 90000 12345', tel: '+919000012345' } };
