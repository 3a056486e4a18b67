import { describe, expect, it } from 'vitest';
import { adminCareerWriteSchema, adminReviewWriteSchema } from '@app/contracts';
import { careerBody, CAREER_DEFAULTS } from './careers/careerBody';
import { zodResolver } from './validation';

/** A career as the form holds it after the editor filled every required input. */
const filled = {
  ...CAREER_DEFAULTS,
  name: 'Data Scientist',
  slug: null,
  fieldId: '11111111-1111-4111-8111-111111111111',
  headerDescription: 'Finds patterns in data.',
  logo: '/media/uploads/abc.png',
  strikePrice: 4999,
  sellingPrice: 2999,
  aliases: ['Data analyst', '  ', ''],
  properties: [
    { type: 'list', list_type: 'bullets', header: null, content: ['Statistics', '', 'Python'] },
    { type: 'title_body', header: 'Where they work', body: 'Everywhere', content: ['stale'] },
  ],
};

const resolve = (
  schema: Parameters<typeof zodResolver>[0],
  values: Record<string, unknown>,
  prepare?: typeof careerBody,
) => zodResolver(schema, prepare)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the forms judge with the API schemas', () => {
  it('a complete career passes, and the values the form keeps are its own (version and all)', async () => {
    const values = { ...filled, id: '22222222-2222-4222-8222-222222222222', version: 7, fieldName: 'Science' };
    const result = await resolve(adminCareerWriteSchema, values, careerBody);
    expect(result.errors).toEqual({});
    expect(result.values).toBe(values);
  });

  it("gives the API's messages, at the fields' paths, properties included", async () => {
    const result = await resolve(
      adminCareerWriteSchema,
      {
        ...filled,
        name: null,
        logoBg: 'blue',
        properties: [{ type: 'title_body', header: 'Where they work', body: '\u0000' }, { type: 'list' }],
      },
      careerBody,
    );
    const errors = result.errors as Record<string, unknown>;
    expect(errors.name).toMatchObject({ message: 'Name is required' });
    expect(errors.logoBg).toMatchObject({ message: 'Logo background must be a colour like #1A73E8' });
    const properties = errors.properties as Record<string, unknown>[];
    expect(Array.isArray(properties)).toBe(true);
    expect(properties[1]).toHaveProperty('list_type');
  });

  it('checks the prices against each other once the rest is right, as the API does', async () => {
    const result = await resolve(adminCareerWriteSchema, { ...filled, sellingPrice: 5999 }, careerBody);
    expect((result.errors as Record<string, { message: string }>).sellingPrice?.message).toBe(
      'Selling price cannot be above the actual price',
    );
  });

  it('rupees with more than two decimals are refused as the API refuses them', async () => {
    const result = await resolve(adminCareerWriteSchema, { ...filled, strikePrice: 10.005 }, careerBody);
    expect((result.errors as Record<string, { message: string }>).strikePrice?.message).toBe(
      'Actual price can have at most two decimals',
    );
  });

  it('a review rating in quarter steps', async () => {
    const bad = await resolve(adminReviewWriteSchema, { name: 'Asha', text: 'Good', rating: 4.1 });
    expect((bad.errors as Record<string, { message: string }>).rating?.message).toBe(
      'Rating goes in quarter steps (4.25, 4.5, ...)',
    );
    const good = await resolve(adminReviewWriteSchema, { name: 'Asha', text: 'Good', rating: 4.25 });
    expect(good.errors).toEqual({});
  });
});

describe('careerBody (what the career form sends)', () => {
  it('leaves out an empty slug, blank lines, an empty list heading and the other kind of property keys', () => {
    const body = careerBody(filled);
    expect(body).not.toHaveProperty('slug');
    expect(body.aliases).toEqual(['Data analyst']);
    expect(body.properties).toEqual([
      { type: 'list', list_type: 'bullets', content: ['Statistics', 'Python'] },
      { type: 'title_body', header: 'Where they work', body: 'Everywhere' },
    ]);
    expect(adminCareerWriteSchema.safeParse(body).success).toBe(true);
  });

  it('keeps a slug that was given, and the read-only keys of a record (a clone or a PUT)', () => {
    const body = careerBody({ ...filled, slug: 'data-scientist', id: 'c1', version: 2 });
    expect(body).toMatchObject({ slug: 'data-scientist', id: 'c1', version: 2 });
  });
});
