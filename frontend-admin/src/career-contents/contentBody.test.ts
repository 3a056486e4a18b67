import { describe, expect, it } from 'vitest';
import {
  adminCareerContentWriteSchema,
  SECTION_REMARKS,
  STANDARD_INSTRUCTIONS,
  type AdminCareerContent,
} from '@app/contracts';
import { zodResolver } from '../validation';
import {
  clipMode,
  contentBody,
  contentDefaults,
  newSection,
  newStep,
  sectionMaximum,
  standardRemarks,
  switchClipMode,
} from './contentBody';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A record as GET /api/admin/career-contents/:id answers it. */
function record(): AdminCareerContent {
  return {
    id: uuid(1),
    careerId: uuid(1),
    careerName: 'Data Scientist',
    version: 4,
    publishedVersion: 2,
    publishedAt: '2026-11-20T10:00:00.000Z',
    unpublishedChanges: true,
    updatedAt: '2026-11-21T10:00:00.000Z',
    instructions: { heading: 'Before you start', instructions_type: 'numeric', content: ['Watch', 'Rate'] },
    subjectsAligned: ['Mathematics', 'Computer Science'],
    sections: [
      {
        id: uuid(10),
        name: 'Career Tasks',
        maximum: 10,
        remarks: SECTION_REMARKS.task,
        subsections: [
          {
            id: uuid(11),
            type: 1,
            content: { video: { male: '/media/m.webm', female: '/media/f.webm' }, title: 'A day', duration: 6 },
            meta: { gender: { male: true, female: true } },
          },
          { id: uuid(12), type: 2, content: { question: 'I would enjoy cleaning data', timer: 30 }, meta: {} },
          { id: uuid(13), type: 2, content: { question: 'I like statistics', timer: 30 }, meta: {} },
        ],
      },
      {
        id: uuid(20),
        name: 'Career Values',
        maximum: 5,
        remarks: { HIGH: 'Yes', MODERATE: 'Maybe', LOW: 'No' },
        subsections: [
          { id: uuid(21), type: 2, content: { question: 'Money matters to me', timer: 30 }, meta: {} },
          { id: uuid(22), type: 3, content: { question: 'Pick one', options: ['A', 'B'], timer: 45 }, meta: {} },
          { id: uuid(23), type: 4, content: { question: 'Why?', timer: 60 }, meta: {} },
        ],
      },
    ],
  };
}

const resolve = (values: Record<string, unknown>) =>
  zodResolver(adminCareerContentWriteSchema, contentBody)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

type Tree = Record<string, unknown>;
const at = (tree: unknown, path: (string | number)[]) =>
  path.reduce<unknown>((node, key) => (node as Tree | undefined)?.[key as string], tree);

describe('the assessment form and the record', () => {
  it('sends a record as read unchanged but for what is derived: the API takes it back as it is', () => {
    const read = record();
    const body = contentBody(read as unknown as Tree);
    expect(body.version).toBe(4);
    expect(body.id).toBe(uuid(1));
    const sections = body.sections as Tree[];
    expect(sections.map((s) => s.maximum)).toEqual([10, 5]);
    expect(sections.map((s) => s.id)).toEqual([uuid(10), uuid(20)]);
    // meta is the server's to derive from the clips.
    const steps = sections[0].subsections as Tree[];
    expect(steps[0]).toEqual({
      id: uuid(11),
      type: 1,
      content: { title: 'A day', video: { male: '/media/m.webm', female: '/media/f.webm' }, duration: 6 },
    });
    expect(adminCareerContentWriteSchema.safeParse(body).success).toBe(true);
  });

  it('computes each maximum from the rating statements, whatever the form held', async () => {
    const values = record() as unknown as Tree;
    const sections = values.sections as Tree[];
    sections[0].maximum = 999;
    (sections[1].subsections as Tree[]).push(newStep(2));
    (((sections[1].subsections as Tree[])[3].content as Tree).question as unknown) = 'Fame matters to me';
    const body = contentBody(values);
    expect((body.sections as Tree[]).map((s) => s.maximum)).toEqual([10, 10]);
    expect(sectionMaximum(sections[1])).toBe(10);
    expect((await resolve(values)).errors).toEqual({});
  });

  it('sends only the keys of each step type, and a video only the clips that hold an address', () => {
    const body = contentBody({
      sections: [
        {
          name: 'X',
          remarks: { HIGH: 'a', MODERATE: 'b', LOW: 'c' },
          subsections: [
            {
              type: 2,
              content: { question: 'Q', timer: 30, options: ['left', 'over'], video: { all: '/x' } },
              meta: {},
            },
            { type: 1, content: { video: { all: '/media/a.webm', male: '', female: null }, title: '', timer: 9 } },
          ],
        },
      ],
    });
    const [rating, video] = (body.sections as Tree[])[0].subsections as Tree[];
    expect(rating).toEqual({ type: 2, content: { question: 'Q', timer: 30 } });
    expect(video).toEqual({ type: 1, content: { title: '', video: { all: '/media/a.webm' }, duration: undefined } });
  });

  it("gives the API's messages at the nested fields' paths", async () => {
    const values = record() as unknown as Tree;
    const [tasks, valuesSection] = values.sections as Tree[];
    ((tasks.subsections as Tree[])[1].content as Tree).question = '';
    ((valuesSection.subsections as Tree[])[1].content as Tree).options = ['A'];
    ((valuesSection.subsections as Tree[])[2].content as Tree).timer = 2;
    (tasks.subsections as Tree[])[0].content = { video: { male: '/media/m.webm', female: '' } };
    const { errors } = await resolve(values);
    expect(at(errors, ['sections', 0, 'subsections', 1, 'content', 'question', 'message'])).toBe(
      'Statement is required',
    );
    expect(at(errors, ['sections', 1, 'subsections', 1, 'content', 'options', 'message'])).toBe(
      'Give at least 2 options',
    );
    expect(at(errors, ['sections', 1, 'subsections', 2, 'content', 'timer', 'message'])).toBe(
      'Timer must be a whole number of seconds from 5 to 600',
    );
    expect(at(errors, ['sections', 0, 'subsections', 0, 'content', 'video', 'message'])).toBe(
      'A video needs one clip for everyone, or one for boys and one for girls',
    );
  });

  it('says a test without a rating statement cannot be scored, on the sections', async () => {
    const values = record() as unknown as Tree;
    for (const section of values.sections as Tree[])
      section.subsections = (section.subsections as Tree[]).filter((s) => s.type !== 2);
    const { errors } = await resolve(values);
    expect(at(errors, ['sections', 'message'])).toBe(
      'The test needs at least one rating statement: they are what is scored',
    );
  });
});

describe('new parts', () => {
  it('a new assessment has the five standard sections with their standard remarks, waiting for steps', async () => {
    const defaults = contentDefaults();
    const sections = defaults.sections as Tree[];
    expect(sections.map((s) => s.name)).toEqual([
      'Career Tasks',
      'Career Day',
      'Career Subjects',
      'Career Personality',
      'Career Values',
    ]);
    expect(sections[0].remarks).toEqual(SECTION_REMARKS.task);
    expect(defaults.instructions).toEqual(STANDARD_INSTRUCTIONS[0]);
    const { errors } = await resolve({ ...defaults, careerId: uuid(1) });
    expect(at(errors, ['sections', 0, 'subsections', 'message'])).toBe('A section needs at least one step');
    expect(at(errors, ['subjectsAligned', 'message'])).toBe('Give at least one subject aligned');
  });

  it('new steps come with their fields and the demo content timers', () => {
    expect(newStep(1)).toEqual({ type: 1, content: { title: '', video: { all: '' }, duration: null } });
    expect(newStep(2)).toEqual({ type: 2, content: { question: '', timer: 30 } });
    expect(newStep(3)).toEqual({ type: 3, content: { question: '', options: ['', ''], timer: 45 } });
    expect(newStep(4)).toEqual({ type: 4, content: { question: '', timer: 60 } });
  });

  it('a section of a name of its own starts with empty remarks, and has no standard ones', () => {
    expect(newSection('Career Dreams')).toEqual({
      name: 'Career Dreams',
      remarks: { HIGH: '', MODERATE: '', LOW: '' },
      subsections: [],
    });
    expect(standardRemarks('career personalities')).toEqual(SECTION_REMARKS.personality);
    expect(standardRemarks(undefined)).toBeNull();
  });
});

describe('the clips of a video', () => {
  it('are one for everyone, or one each for boys and girls', () => {
    expect(clipMode({ all: '/a.webm' })).toBe('all');
    expect(clipMode({ all: '' })).toBe('all');
    expect(clipMode(undefined)).toBe('all');
    expect(clipMode({ male: '', female: '' })).toBe('gender');
    expect(clipMode({ male: '/m.webm', female: '/f.webm' })).toBe('gender');
  });

  it('switching keeps the other mode aside, so switching back restores it, and sends only the chosen ones', () => {
    const toGender = switchClipMode({ all: '/a.webm' }, 'gender');
    expect(toGender.video).toEqual({ male: '', female: '' });
    const chosen = { male: '/m.webm', female: '' };
    const back = switchClipMode(chosen, 'all', toGender.kept);
    expect(back.video).toEqual({ all: '/a.webm' });
    expect(switchClipMode(back.video, 'gender', back.kept).video).toEqual({ male: '/m.webm', female: '' });
  });
});
