import type { Career } from '@app/contracts';
import { CatalogueSnapshot, type SnapshotCareer } from '../src/catalogue-snapshot.js';

const SCIENCE = { _id: 'f-science', name: 'Science' };
const ARTS = { _id: 'f-arts', name: 'Arts' };
const EMPTY = { _id: 'f-empty', name: 'Independent' };

function career(id: string, name: string, field = SCIENCE): SnapshotCareer {
  const c = { _id: id, name, field, public: {} } as Career;
  return { career: c, fieldId: field._id, aliases: id === '4' ? ['MBBS', 'डॉक्टर'] : [] };
}

// In the database's order (name, id), as the read model loads them.
const careers = [
  career('1', 'Actuary', ARTS),
  career('2', 'Data Analyst'),
  career('3', 'Data Engineer'),
  career('4', 'Doctor'),
  career('5', 'Marine Data Engineer'),
  career('6', 'Metadata Curator', ARTS),
  career('7', 'Percent_Man 100%', ARTS),
];
const snapshot = new CatalogueSnapshot(7, [SCIENCE, ARTS, EMPTY], careers);
const names = (list: { name: string }[]) => list.map((c) => c.name);

describe('CatalogueSnapshot pages', () => {
  it('answers pages in the order it was given, an empty page past the end', () => {
    expect(names(snapshot.page(0, 3))).toEqual(['Actuary', 'Data Analyst', 'Data Engineer']);
    expect(names(snapshot.page(3, 3))).toEqual(['Doctor', 'Marine Data Engineer', 'Metadata Curator']);
    expect(names(snapshot.page(6, 3))).toEqual(['Percent_Man 100%']);
    expect(snapshot.page(9, 3)).toEqual([]);
    expect(snapshot.count()).toBe(7);
  });

  it("pages and counts one field's careers", () => {
    expect(names(snapshot.page(0, 10, ARTS._id))).toEqual(['Actuary', 'Metadata Curator', 'Percent_Man 100%']);
    expect(names(snapshot.page(1, 1, ARTS._id))).toEqual(['Metadata Curator']);
    expect(snapshot.count(SCIENCE._id)).toBe(4);
  });

  it('knows a field without careers, and not an unknown one', () => {
    expect(snapshot.hasField(EMPTY._id)).toBe(true);
    expect(snapshot.count(EMPTY._id)).toBe(0);
    expect(snapshot.page(0, 10, EMPTY._id)).toEqual([]);
    expect(snapshot.hasField('f-unknown')).toBe(false);
  });

  it('finds a career by id', () => {
    expect(snapshot.career('4')?.name).toBe('Doctor');
    expect(snapshot.career('404')).toBeUndefined();
  });

  it('lists every career of each field, fields without careers included', () => {
    expect(snapshot.aggregate()).toEqual([
      { ...SCIENCE, careers: ['2', '3', '4', '5'].map((id) => ({ _id: id, name: snapshot.career(id)!.name })) },
      { ...ARTS, careers: ['1', '6', '7'].map((id) => ({ _id: id, name: snapshot.career(id)!.name })) },
      { ...EMPTY, careers: [] },
    ]);
  });
});

describe('CatalogueSnapshot search', () => {
  it('matches anywhere in the name, ignoring case', () => {
    expect(names(snapshot.search('DOC', 10))).toEqual(['Doctor']);
    expect(snapshot.search('zebra', 10)).toEqual([]);
  });

  it('puts names that start with the text first, then a word that starts with it, then the text inside a word', () => {
    expect(names(snapshot.search('data', 10))).toEqual([
      'Data Analyst',
      'Data Engineer',
      'Marine Data Engineer',
      'Metadata Curator',
    ]);
  });

  it('finds a career by its other names, and despite a typo', () => {
    expect(names(snapshot.search('mbbs', 10))).toEqual(['Doctor']);
    expect(names(snapshot.search('डॉक्टर', 10))).toEqual(['Doctor']);
    expect(names(snapshot.search('docter', 10))).toEqual(['Doctor']);
    expect(names(snapshot.search('data enginer', 10))).toEqual(['Data Engineer', 'Marine Data Engineer']);
  });

  it('keeps only the best few, in the same order', () => {
    expect(names(snapshot.search('a', 3))).toEqual(['Actuary', 'Data Analyst', 'Data Engineer']);
    expect(names(snapshot.search('data', 2))).toEqual(['Data Analyst', 'Data Engineer']);
  });

  it('compares words, not punctuation', () => {
    expect(names(snapshot.search('percent man', 10))).toEqual(['Percent_Man 100%']);
    expect(names(snapshot.search('_MAN 100%', 10))).toEqual(['Percent_Man 100%']);
    expect(snapshot.search('%%', 10)).toEqual([]);
  });

  it('never matches across two names, nor an empty text', () => {
    // "Metadata Curator" is followed by "Percent_Man 100%": no name holds "curator percent".
    expect(snapshot.search('curator percent', 10)).toEqual([]);
    expect(snapshot.search('r\np', 10)).toEqual([]);
    expect(snapshot.search('', 10)).toEqual([]);
    const odd = new CatalogueSnapshot(1, [SCIENCE], [career('a', 'Line\nBreak'), career('b', 'Zoologist')]);
    expect(names(odd.search('line\nbreak', 10))).toEqual(['Line\nBreak']);
    expect(names(odd.search('line break', 10))).toEqual(['Line\nBreak']);
    expect(names(odd.search('zoo', 10))).toEqual(['Zoologist']);
    expect(new CatalogueSnapshot(1, [], []).search('ab', 10)).toEqual([]);
  });

  it('answers ids with names', () => {
    expect(snapshot.search('doctor', 10)).toEqual([{ _id: '4', name: 'Doctor' }]);
  });
});

describe('CatalogueSnapshot matches (issue 24: the results page)', () => {
  it('answers every career the search finds, best first, beyond the suggestions limit', () => {
    // The suggestions' order for the same text, and no limit.
    expect(names(snapshot.matches('data'))).toEqual(names(snapshot.search('data', 10)));
    expect(names(snapshot.matches('data'))).toEqual([
      'Data Analyst',
      'Data Engineer',
      'Marine Data Engineer',
      'Metadata Curator',
    ]);
    expect(names(snapshot.matches('data')).length).toBeGreaterThan(snapshot.search('data', 2).length);
  });

  it("narrows to one field's matches, keeping their order", () => {
    expect(names(snapshot.matches('data', ARTS._id))).toEqual(['Metadata Curator']);
    expect(names(snapshot.matches('data', SCIENCE._id))).toEqual([
      'Data Analyst',
      'Data Engineer',
      'Marine Data Engineer',
    ]);
    expect(snapshot.matches('data', EMPTY._id)).toEqual([]);
  });

  it('finds by alias and despite a typo, and nothing for text that matches nothing', () => {
    expect(names(snapshot.matches('mbbs'))).toEqual(['Doctor']);
    expect(names(snapshot.matches('docter'))).toEqual(['Doctor']);
    expect(snapshot.matches('qqzzxx')).toEqual([]);
  });

  it('answers the full public career, as the list does', () => {
    expect(snapshot.matches('doctor')[0]).toBe(snapshot.career('4'));
  });
});
