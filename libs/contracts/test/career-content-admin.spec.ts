import { adminCareerContentWriteSchema, CONTENT_LIMITS } from '@app/contracts';

const remarks = { HIGH: 'Suits you', MODERATE: 'Might suit you', LOW: 'Not yet' };
const valid = () => ({
  careerId: '5f1a9c2e-0b7d-4c1e-9a53-2d4c8b7e6f10',
  instructions: { heading: 'Before you start', instructions_type: 'bullets', content: ['Watch each video'] },
  subjectsAligned: ['Biology'],
  sections: [
    {
      name: 'Career Tasks',
      maximum: 10,
      remarks,
      subsections: [
        { type: 1, content: { video: { all: '/media/a.webm' }, duration: 30 } },
        { type: 2, content: { question: 'I would enjoy it', timer: 30 } },
        { type: 2, content: { question: 'I would enjoy that', timer: 30 } },
        { type: 3, content: { question: 'Pick', options: ['A', 'B'], timer: 45 } },
        { type: 4, content: { question: 'Why?', timer: 60 } },
      ],
    },
  ],
});

/** path -> message of every issue. */
function messages(value: unknown): Record<string, string> {
  const result = adminCareerContentWriteSchema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('the console assessment schema', () => {
  it('accepts a test with every step type, and a record as GET returns it (read-only keys dropped)', () => {
    const record = {
      ...valid(),
      id: '5f1a9c2e-0b7d-4c1e-9a53-2d4c8b7e6f10',
      careerName: 'Doctor',
      version: 4,
      publishedVersion: 2,
      publishedAt: '2026-01-01T00:00:00.000Z',
      unpublishedChanges: true,
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    record.sections[0].subsections[0] = {
      id: '5f1a9c2e-0b7d-4c1e-9a53-2d4c8b7e6f11',
      meta: { gender: { all: true } },
      ...record.sections[0].subsections[0],
    } as never;
    const parsed = adminCareerContentWriteSchema.parse(record);
    expect(parsed.version).toBe(4);
    expect(parsed).not.toHaveProperty('careerName');
    expect(parsed.sections[0].subsections.map((s) => s.type)).toEqual([1, 2, 2, 3, 4]);
  });

  it("says what each type's step lacks, at the step's own path", () => {
    const body = valid();
    body.sections[0].subsections = [
      { type: 1, content: { video: { male: '/media/m.webm' }, title: '', duration: null } },
      { type: 2, content: { question: ' ', timer: 2 } },
      { type: 2, content: { question: 'Fine', timer: 30.5 } },
      { type: 3, content: { question: 'Pick', options: ['Only one'], timer: 45 } },
      { type: 4, content: { question: 'Why?' } },
      { type: 7, content: {} },
    ] as never;
    expect(messages(body)).toEqual({
      'sections.0.subsections.0.content.video':
        'A video needs one clip for everyone, or one for boys and one for girls',
      'sections.0.subsections.1.content.question': 'Statement is required',
      'sections.0.subsections.1.content.timer': 'Timer must be a whole number of seconds from 5 to 600',
      'sections.0.subsections.2.content.timer': 'Timer must be a whole number of seconds from 5 to 600',
      'sections.0.subsections.3.content.options': 'Give at least 2 options',
      'sections.0.subsections.4.content.timer': 'Timer must be a whole number of seconds from 5 to 600',
      'sections.0.subsections.5.type': 'Type must be 1 (video), 2 (rating statement), 3 (choice) or 4 (text question)',
    });
  });

  it('takes a clip for each gender in place of one for everyone, up to 8 distinct options, and timers to 600 s', () => {
    const body = valid();
    body.sections[0].subsections[0].content = {
      video: { male: '/media/m.webm', female: 'https://cdn.example.in/f.webm' },
    } as never;
    body.sections[0].subsections[3].content = {
      question: 'Pick',
      options: ['1', '2', '3', '4', '5', '6', '7', '8'],
      timer: CONTENT_LIMITS.timerMax,
    };
    expect(messages(body)).toEqual({});
    body.sections[0].subsections[3].content = {
      question: 'Pick',
      options: ['1', '2', '3', '4', '5', '6', '7', '8', '9'],
      timer: 601,
    };
    expect(messages(body)).toEqual({
      'sections.0.subsections.3.content.options': 'Give at most 8 options',
      'sections.0.subsections.3.content.timer': 'Timer must be a whole number of seconds from 5 to 600',
    });
    body.sections[0].subsections[3].content = { question: 'Pick', options: ['Yes', 'yes'], timer: 30 };
    expect(messages(body)).toEqual({
      'sections.0.subsections.3.content.options': 'Options must differ from each other',
    });
    body.sections[0].subsections[0].content = { video: { all: 'javascript:alert(1)' } } as never;
    body.sections[0].subsections[3].content = { question: 'Pick', options: ['A', 'B'], timer: 30 };
    expect(messages(body)).toEqual({
      'sections.0.subsections.0.content.video.all':
        'The clip for everyone must be a path starting with / or an https address',
    });
  });

  it("checks a section's maximum against its rating statements, and its three remarks", () => {
    const body = valid();
    body.sections[0].maximum = 25;
    body.sections[0].remarks = { HIGH: 'Good', MODERATE: '' } as never;
    expect(messages(body)).toEqual({
      'sections.0.remarks.MODERATE': 'The MODERATE remark is required',
      'sections.0.remarks.LOW': 'The LOW remark is required',
    });
    body.sections[0].remarks = remarks;
    expect(messages(body)).toEqual({
      'sections.0.maximum': 'Maximum must be 10: 5 points per rating statement, and the section has 2',
    });
  });

  it('needs instructions, subjects, a section with steps, a rating statement somewhere, and each id once', () => {
    expect(
      messages({
        instructions: { heading: '', instructions_type: 'stars', content: [] },
        subjectsAligned: [],
        sections: [],
      }),
    ).toEqual({
      'instructions.heading': 'Heading is required',
      'instructions.instructions_type': 'Instructions are numeric or bullets',
      'instructions.content': 'Give at least one instruction',
      subjectsAligned: 'Give at least one subject aligned',
      sections: 'The test needs at least one section',
    });

    const noRatings = valid();
    noRatings.sections[0].subsections = noRatings.sections[0].subsections.filter((s) => s.type !== 2);
    noRatings.sections[0].maximum = 0;
    expect(messages(noRatings)).toEqual({
      sections: 'The test needs at least one rating statement: they are what is scored',
    });

    const empty = valid();
    empty.sections.push({ name: 'Career Day', maximum: 0, remarks, subsections: [] });
    expect(messages(empty)).toEqual({ 'sections.1.subsections': 'A section needs at least one step' });

    const twice = valid();
    const id = '5f1a9c2e-0b7d-4c1e-9a53-2d4c8b7e6f12';
    twice.sections[0].subsections[1] = { ...twice.sections[0].subsections[1], id } as never;
    twice.sections[0].subsections[2] = { ...twice.sections[0].subsections[2], id: id.toUpperCase() } as never;
    expect(messages(twice)).toEqual({ 'sections.0.subsections.2.id': 'This step appears twice' });
  });
});
