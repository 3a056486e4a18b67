import {
  BAND_LABELS,
  BANDS,
  POINTS_PER_RATING,
  SECTION_NAMES,
  sectionKind,
  STANDARD_INSTRUCTIONS,
  sectionRemark,
  type Band,
} from '@app/contracts';

type FormValues = Record<string, unknown>;
type Loose = Record<string, unknown> | null | undefined;

/** A step's type as the record names it: 1 video, 2 rating statement, 3 choice, 4 text question. */
export type StepType = 1 | 2 | 3 | 4;

export const STEP_TYPES: readonly { id: StepType; name: string }[] = [
  { id: 1, name: 'console.contents.types.video' },
  { id: 2, name: 'console.contents.types.rating' },
  { id: 3, name: 'console.contents.types.choice' },
  { id: 4, name: 'console.contents.types.text' },
];

/** Seconds a new question gets: the demo content's own (30 to rate a short statement, 45 to choose, 60 to write). */
export const DEFAULT_TIMERS: Record<Exclude<StepType, 1>, number> = { 2: 30, 3: 45, 4: 60 };

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The number of rating statements among a section's steps: only they are scored. */
export function ratingCount(section: Loose): number {
  return asArray(section?.subsections).filter((step) => (step as Loose)?.type === 2).length;
}

/** A section's maximum score: 5 points per rating statement (spec section 9). The API checks it; it is not chosen. */
export function sectionMaximum(section: Loose): number {
  return POINTS_PER_RATING * ratingCount(section);
}

/** The clips a video step has that hold an address: empty inputs are no clip. */
function clipsOf(video: unknown): Record<string, string> {
  if (!video || typeof video !== 'object') return {};
  return Object.fromEntries(
    Object.entries(video as Record<string, unknown>).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
    ),
  );
}

/**
 * What is sent of a step: the keys of its type only. A step's content keeps what other types left in the form
 * (none can be changed today, but a record written elsewhere may carry them), and `meta` is the server's to
 * derive from the clips.
 */
function stepBody(raw: Loose): FormValues {
  const { meta: _meta, content: rawContent, ...step } = raw ?? {};
  const content = (rawContent ?? {}) as Record<string, unknown>;
  switch (step.type) {
    case 1:
      return {
        ...step,
        content: { title: content.title, video: clipsOf(content.video), duration: content.duration },
      };
    case 2:
    case 4:
      return { ...step, content: { question: content.question, timer: content.timer } };
    case 3:
      return { ...step, content: { question: content.question, options: content.options, timer: content.timer } };
    default:
      return { ...step, content };
  }
}

/**
 * What the assessment form sends (POST or PUT): the form's values, `version` included, with each section's
 * maximum computed from its rating statements and each step reduced to its type's keys. The form's resolver
 * judges this very body with the API's schema, so the messages and their paths are the API's.
 */
export function contentBody(values: FormValues): FormValues {
  const sections = Array.isArray(values.sections)
    ? values.sections.map((raw: Loose) => {
        const section = raw ?? {};
        const subsections = Array.isArray(section.subsections)
          ? section.subsections.map((step: Loose) => stepBody(step))
          : section.subsections;
        return { ...section, subsections, maximum: sectionMaximum({ subsections }) };
      })
    : values.sections;
  return { ...values, sections };
}

/** The report's standard remark for each band of a section of this name; none for a name of its own. */
export function standardRemarks(name: unknown): Record<Band, string> | null {
  if (typeof name !== 'string' || !sectionKind(name)) return null;
  return Object.fromEntries(BANDS.map((band) => [band, sectionRemark(name, band, BAND_LABELS)])) as Record<
    Band,
    string
  >;
}

/** A new step of `type`, with the timers the demo content uses. */
export function newStep(type: StepType): FormValues {
  switch (type) {
    case 1:
      return { type, content: { title: '', video: { all: '' }, duration: null } };
    case 3:
      return { type, content: { question: '', options: ['', ''], timer: DEFAULT_TIMERS[3] } };
    default:
      return { type, content: { question: '', timer: DEFAULT_TIMERS[type] } };
  }
}

/** A new section: a standard name comes with the report's standard remarks, which the editor may change. */
export function newSection(name = ''): FormValues {
  return {
    name,
    remarks: standardRemarks(name) ?? { HIGH: '', MODERATE: '', LOW: '' },
    subsections: [],
  };
}

/**
 * A new assessment: the platform's standard instructions (numbered), and the five standard sections in the order
 * students take them, each waiting for its steps.
 */
export function contentDefaults(): FormValues {
  const [instructions] = STANDARD_INSTRUCTIONS;
  return {
    instructions: { ...instructions, content: [...instructions.content] },
    subjectsAligned: [],
    sections: SECTION_NAMES.map((name) => newSection(name)),
  };
}

/** A video's clips: one for everyone, or one for boys and one for girls (the editor's rule). */
export type ClipMode = 'all' | 'gender';

export function clipMode(video: unknown): ClipMode {
  const clips = (video ?? {}) as Record<string, unknown>;
  return clips.male != null || clips.female != null ? 'gender' : 'all';
}

/**
 * The clips after switching to `mode`: the other mode's addresses are kept aside (`kept`), so switching back
 * before saving brings them back, and only the chosen mode's clips are in the value the form sends.
 */
export function switchClipMode(
  video: unknown,
  mode: ClipMode,
  kept: Record<string, string> = {},
): { video: Record<string, string>; kept: Record<string, string> } {
  const clips = { ...kept, ...clipsOf(video) };
  const keys = mode === 'all' ? ['all'] : ['male', 'female'];
  return {
    video: Object.fromEntries(keys.map((key) => [key, clips[key] ?? ''])),
    kept: clips,
  };
}
