import {
  careerListQuerySchema,
  careerRequestSchema,
  parentDemoRequestSchema,
  sanitizeMobileInput,
  schoolDemoRequestSchema,
} from '@app/contracts';

const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('mobile rules', () => {
  it('keeps only digits, at most 10, as the user types', () => {
    expect(sanitizeMobileInput('98a76-54 3210999')).toBe('9876543210');
    expect(sanitizeMobileInput('abc')).toBe('');
  });

  it.each([
    ['9876543210', '+919876543210'],
    ['+919876543210', '+919876543210'],
    [' +91 9876543210 '.replace(/ /g, ''), '+919876543210'],
  ])('accepts %s as %s', (mobile, expected) => {
    const r = parentDemoRequestSchema.safeParse({ name: 'A', email: 'a@b.in', mobile });
    expect(r.success && r.data.mobile).toBe(expected);
  });

  it.each([
    ['', 'Mobile is required'],
    ['+91', 'Mobile is required'],
    ['987654321', 'Enter valid mobile number'],
    ['98765432101', 'Enter valid mobile number'],
    ['98765x3210', 'Enter valid mobile number'],
  ])('refuses %j with %s', (mobile, message) => {
    expect(messages(parentDemoRequestSchema.safeParse({ name: 'A', email: 'a@b.in', mobile }))).toEqual([message]);
  });
});

describe('email rule', () => {
  it.each(['a@b.in', 'first.last+tag@school.edu.in', 'X_Y%z@Mail.COM'])('accepts %s', (email) => {
    expect(careerRequestSchema.safeParse({ careerName: 'c', name: 'n', email, mobile: '9876543210' }).success).toBe(
      true,
    );
  });
  it.each(['a@b', 'a@b.c', 'a@b.abcde', 'a b@c.in', '@c.in', 'a@.in1'])('refuses %s', (email) => {
    expect(
      messages(careerRequestSchema.safeParse({ careerName: 'c', name: 'n', email, mobile: '9876543210' })),
    ).toEqual(['Enter valid email']);
  });
});

describe('demo forms', () => {
  it('gives every required message of the school form at once', () => {
    expect(messages(schoolDemoRequestSchema.safeParse({}))).toEqual([
      'Name is required',
      'Email is required',
      'Mobile is required',
      'School name is required',
      'Role is required',
    ]);
  });
  it('trims text', () => {
    const r = schoolDemoRequestSchema.parse({
      name: ' Asha ',
      email: ' a@b.in ',
      mobile: '9876543210',
      school: ' DPS ',
      designation: ' PGT ',
    });
    expect(r).toEqual({ name: 'Asha', email: 'a@b.in', mobile: '+919876543210', school: 'DPS', designation: 'PGT' });
  });
});

describe('career list query', () => {
  it('defaults to page 0 of 10', () => {
    expect(careerListQuerySchema.parse({})).toEqual({ pageNum: 0, num: 10 });
  });
  it('takes numbers from query strings', () => {
    expect(careerListQuerySchema.parse({ pageNum: '3', num: '50' })).toEqual({ pageNum: 3, num: 50 });
  });
});
