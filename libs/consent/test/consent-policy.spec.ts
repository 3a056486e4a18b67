import { consentAllows, needsBirthdate, needsConsentCheck, type ConsentSubject } from '../src/consent-policy.js';

const at = new Date('2026-11-25T12:00:00+05:30');
const subject = (overrides: Partial<ConsentSubject> = {}): ConsentSubject => ({
  id: 'u',
  role: 'student',
  birthdate: '2011-01-01',
  schoolId: null,
  ...overrides,
});

describe('who is checked', () => {
  it('students and campus students under 18; not adults, unknown birthdates, parents or staff', () => {
    expect(needsConsentCheck(subject(), at)).toBe(true);
    expect(needsConsentCheck(subject({ role: 'campus_student' }), at)).toBe(true);
    expect(needsConsentCheck(subject({ birthdate: '2008-11-25' }), at)).toBe(false);
    expect(needsConsentCheck(subject({ birthdate: '2008-11-26' }), at)).toBe(true);
    expect(needsConsentCheck(subject({ birthdate: null }), at)).toBe(false);
    for (const role of ['parent', 'admin', 'school_admin', 'content_editor', 'counsellor'])
      expect(needsConsentCheck(subject({ role }), at)).toBe(false);
  });
});

describe('whose date of birth is asked first', () => {
  it('a student who signed up without one; not a campus student (the school gave it), a parent or staff', () => {
    expect(needsBirthdate(subject({ birthdate: null }))).toBe(true);
    expect(needsBirthdate(subject())).toBe(false);
    expect(needsBirthdate(subject({ birthdate: '1990-01-01' }))).toBe(false);
    for (const role of ['campus_student', 'parent', 'admin', 'school_admin', 'content_editor', 'counsellor'])
      expect(needsBirthdate(subject({ role, birthdate: null }))).toBe(false);
  });
});

describe('what the state allows', () => {
  const none = { latest: null, schoolAgreed: false };
  it('the latest record decides: a grant lets through, a withdrawal stops', () => {
    const granted = { action: 'granted', method: 'parent_account_email_confirmed', parentId: 'p' } as const;
    expect(consentAllows(subject(), { latest: granted, schoolAgreed: false })).toEqual({
      allowed: true,
      method: 'parent_account_email_confirmed',
    });
    const withdrawn = { ...granted, action: 'withdrawn' } as const;
    expect(consentAllows(subject(), { latest: withdrawn, schoolAgreed: true }).allowed).toBe(false);
    expect(consentAllows(subject({ role: 'campus_student' }), { latest: withdrawn, schoolAgreed: true }).allowed).toBe(
      false,
    );
  });

  it("with no record, only a campus student of a school with an agreement passes, on the school's agreement", () => {
    expect(consentAllows(subject(), none).allowed).toBe(false);
    expect(consentAllows(subject(), { latest: null, schoolAgreed: true }).allowed).toBe(false);
    expect(consentAllows(subject({ role: 'campus_student' }), { latest: null, schoolAgreed: true })).toEqual({
      allowed: true,
      method: 'school_agreement',
    });
    expect(consentAllows(subject({ role: 'campus_student' }), none).allowed).toBe(false);
  });
});
