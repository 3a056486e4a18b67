import { adminCareerWriteSchema, adminReviewWriteSchema } from '@app/contracts';

const career = {
  name: 'Data Scientist',
  fieldId: '5f1a9c2e-0b7d-4c1e-9a53-2d4c8b7e6f10',
  headerDescription: 'Finds patterns in data.',
  logo: '/media/abc.png',
  logoBg: '#1A73E8',
  strikePrice: 1999,
  sellingPrice: 999.5,
};

describe('the console catalogue schemas', () => {
  it('accepts a record as GET returns it and drops what is read-only', () => {
    const parsed = adminCareerWriteSchema.parse({
      ...career,
      id: '5f1a9c2e-0b7d-4c1e-9a53-2d4c8b7e6f11',
      version: 3,
      fieldName: 'Science',
      hasPublishedContent: true,
    });
    expect(parsed).toMatchObject({ ...career, version: 3, trial: false, published: false, properties: [] });
    expect(parsed).not.toHaveProperty('fieldName');
  });

  it('says which field is wrong', () => {
    const result = adminCareerWriteSchema.safeParse({ ...career, sellingPrice: 499.123, logoBg: 'blue', name: ' ' });
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      name: 'Name is required',
      logoBg: 'Logo background must be a colour like #1A73E8',
      sellingPrice: 'Selling price can have at most two decimals',
    });
    expect(adminCareerWriteSchema.safeParse({ ...career, sellingPrice: 2500 }).error!.issues[0]).toMatchObject({
      path: ['sellingPrice'],
      message: 'Selling price cannot be above the actual price',
    });
  });

  it('asks for a field in words, whether none was chosen or the id is not one', () => {
    for (const fieldId of [undefined, '', 'science']) {
      expect(adminCareerWriteSchema.safeParse({ ...career, fieldId }).error!.issues).toEqual([
        expect.objectContaining({ path: ['fieldId'], message: 'Choose the field the career belongs to' }),
      ]);
    }
  });

  it('takes ratings in quarter steps from 1 to 5', () => {
    expect(adminReviewWriteSchema.safeParse({ name: 'A', text: 'Good', rating: 4.25 }).success).toBe(true);
    expect(adminReviewWriteSchema.safeParse({ name: 'A', text: 'Good', rating: 4.3 }).success).toBe(false);
    expect(adminReviewWriteSchema.safeParse({ name: 'A', text: 'Good', rating: 6 }).success).toBe(false);
  });
});
