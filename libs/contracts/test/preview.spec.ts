import { canPreview, isPreviewGender, previewPath, STAFF_ROLES } from '@app/contracts';

describe('the preview of a draft test', () => {
  it('is at /preview/career/<id>, with whose clips as the query', () => {
    const id = '3f1c2a9e-8d4b-4c6a-9e2f-1a2b3c4d5e6f';
    expect(previewPath(id)).toBe(`/preview/career/${id}`);
    expect(previewPath(id, 'female')).toBe(`/preview/career/${id}?gender=female`);
    expect(previewPath('a/b')).toBe('/preview/career/a%2Fb');
    expect(isPreviewGender('male')).toBe(true);
    expect(isPreviewGender('other')).toBe(false);
  });

  it('is for the roles the permission table lets preview: content editors and admins', () => {
    expect(STAFF_ROLES.filter(canPreview)).toEqual(['content_editor', 'admin']);
    for (const role of ['student', 'parent', 'campus_student', undefined, null]) expect(canPreview(role)).toBe(false);
  });
});
