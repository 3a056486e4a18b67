import {
  classroomCounts,
  sectionNames,
  studentCareers,
  tallyCareers,
  type ResultRow,
  type StatusRow,
} from '../src/results-tally.js';

const result = (
  userId: string,
  careerId: string,
  band: ResultRow['band'],
  sections: [string, ResultRow['band']][],
) => ({ userId, careerId, percent: 50, band, sections: sections.map(([name, b]) => ({ name, band: b })) });

describe('results tally', () => {
  const results = [
    result('u1', 'c1', 'HIGH', [
      ['Tasks', 'HIGH'],
      ['Values', 'LOW'],
    ]),
    // A later version added a section: it comes after the ones already seen.
    result('u2', 'c1', 'LOW', [
      ['Tasks', 'LOW'],
      ['Day', 'MODERATE'],
      ['Values', 'LOW'],
    ]),
  ];
  const statuses: StatusRow[] = [
    { userId: 'u1', careerId: 'c1', status: 'COMPLETED' },
    { userId: 'u2', careerId: 'c1', status: 'COMPLETED' },
    { userId: 'u3', careerId: 'c1', status: 'IN_PROGRESS' },
    { userId: 'u4', careerId: 'c1', status: 'ABANDONED' },
    { userId: 'u3', careerId: 'c2', status: 'ENROLLED' },
  ];

  it('counts a student as started and completed from the same rows as the charts and the table (issue 24)', () => {
    // u1 and u2 have a result; u3 is under way; u4 left (not started); u5 completed one career of two.
    const more: StatusRow[] = [...statuses, { userId: 'u5', careerId: 'c2', status: 'COMPLETED' }];
    const scored = [...results, result('u5', 'c2', 'MODERATE', [['Tasks', 'MODERATE']])];
    expect(classroomCounts(more, scored)).toEqual({ started: 4, completed: 3 });
    // Every student whose band the table shows is counted as completed.
    const shown = studentCareers(['c1', 'c2'], ['u1', 'u2', 'u3', 'u4', 'u5'], more, scored);
    const withBand = [...shown].filter(([, careers]) => careers.some((c) => c.band !== null)).length;
    expect(withBand).toBe(classroomCounts(more, scored).completed);
    expect(classroomCounts([], [])).toEqual({ started: 0, completed: 0 });
  });

  it('keeps the sections in the order first seen', () => {
    expect(sectionNames(results)).toEqual(['Tasks', 'Values', 'Day']);
  });

  it('counts started, completed and each band per career; a career without results has none', () => {
    const [c1, c2] = tallyCareers(
      [
        { id: 'c1', name: 'One' },
        { id: 'c2', name: 'Two' },
      ],
      5,
      statuses,
      results,
    );
    expect(c1).toEqual({
      careerId: 'c1',
      name: 'One',
      assigned: 5,
      started: 3,
      completed: 2,
      overall: { HIGH: 1, MODERATE: 0, LOW: 1 },
      sections: [
        { name: 'Tasks', bands: { HIGH: 1, MODERATE: 0, LOW: 1 } },
        { name: 'Values', bands: { HIGH: 0, MODERATE: 0, LOW: 2 } },
        { name: 'Day', bands: { HIGH: 0, MODERATE: 1, LOW: 0 } },
      ],
    });
    expect(c2).toMatchObject({ started: 0, completed: 0, overall: { HIGH: 0, MODERATE: 0, LOW: 0 }, sections: [] });
  });

  it("shows COMPLETED only with a result, and a student's state in every career", () => {
    const rows = studentCareers(
      ['c1', 'c2'],
      ['u1', 'u3', 'u4', 'u5'],
      [...statuses, { userId: 'u5', careerId: 'c1', status: 'COMPLETED' }],
      results,
    );
    expect(rows.get('u1')![0]).toMatchObject({ status: 'COMPLETED', band: 'HIGH', percent: 50 });
    expect(rows.get('u3')!.map((r) => r.status)).toEqual(['IN_PROGRESS', 'NOT_STARTED']);
    expect(rows.get('u4')!.map((r) => r.status)).toEqual(['ABANDONED', 'NOT_STARTED']);
    // Being scored: the result is not written yet.
    expect(rows.get('u5')![0]).toEqual({
      careerId: 'c1',
      status: 'IN_PROGRESS',
      band: null,
      percent: null,
      sections: [],
    });
  });
});
