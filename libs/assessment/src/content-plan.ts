import type {
  CareerContentResponse,
  InstructionsContent,
  Section,
  Subsection,
  SubsectionContent,
  SubsectionMeta,
  VideoContent,
} from '@app/contracts';
import type { ContentSnapshot, SnapshotSection, SnapshotSubsection } from '@app/db';
import { computeProgress, type PlannedStep } from './progress.js';

/** A section of a published test as the player's judge and the reports read it (a version's document). */
export type ContentSection = SnapshotSection;
export type ContentSubsection = SnapshotSubsection;

/**
 * A published version of a test, ready to judge steps against: its document and the plan of its steps. Versions
 * never change, so a process keeps this as long as it likes.
 */
export interface LoadedContent {
  versionId: string;
  careerId: string;
  /** 1..n within the career. */
  number: number;
  instructions: InstructionsContent;
  subjectsAligned: string[];
  sections: ContentSection[];
  plan: PlannedStep[];
}

/** A version's document with its plan. */
export function loadedContent(version: {
  id: string;
  careerId: string;
  number: number;
  content: ContentSnapshot;
}): LoadedContent {
  const { instructions, subjectsAligned, sections } = version.content;
  return {
    versionId: version.id,
    careerId: version.careerId,
    number: version.number,
    instructions,
    subjectsAligned,
    sections,
    plan: planOf(sections),
  };
}

/** A positive number of seconds stored in the content under `key` (a question's timer, a clip's duration). */
function secondsOf(content: SubsectionContent, key: 'timer' | 'duration'): number | null {
  const value = (content as { timer?: unknown; duration?: unknown })[key];
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

/** Every step of the test in the order it is taken. */
export function planOf(sections: readonly ContentSection[]): PlannedStep[] {
  return sections.flatMap((section) =>
    section.subsections.map((sub) => {
      const options = (sub.content as { options?: unknown }).options;
      return {
        sectionId: section.id,
        subsectionId: sub.id,
        type: sub.type,
        timer: sub.type === 1 ? null : secondsOf(sub.content, 'timer'),
        options: sub.type === 3 && Array.isArray(options) ? options.length : null,
        duration: sub.type === 1 ? secondsOf(sub.content, 'duration') : null,
      };
    }),
  );
}

type VideoKey = keyof VideoContent['video'];

/**
 * The one video a caller is shown: the one for their gender when there is one, else the one for all; a video
 * made only for the other gender(s) is still shown rather than nothing, under `all`. So a player that reads
 * `video[gender] ?? video.all` always finds it, and nobody is sent the other versions.
 */
export function videoFor(
  content: VideoContent,
  gender: string | null,
): { content: VideoContent; meta: SubsectionMeta } {
  const video = content.video ?? {};
  const own = gender === 'male' || gender === 'female' ? (gender as VideoKey) : undefined;
  let key: VideoKey | undefined;
  let url: string | undefined;
  if (own && video[own]) [key, url] = [own, video[own]];
  else if (video.all) [key, url] = ['all', video.all];
  else {
    url = video.female ?? video.male;
    key = url ? 'all' : undefined;
  }
  return {
    content: { ...content, video: key && url ? { [key]: url } : {} },
    meta: { gender: key ? { [key]: true } : {} },
  };
}

/** The public shape of the sections (`_id: { $oid }`), with each video narrowed to the caller's. */
export function toPublicSections(sections: readonly ContentSection[], gender: string | null): Section[] {
  return sections.map((section) => ({
    _id: { $oid: section.id },
    name: section.name,
    subsections: section.subsections.map((sub): Subsection => {
      if (sub.type !== 1) return { _id: { $oid: sub.id }, type: sub.type, content: sub.content, meta: sub.meta };
      const chosen = videoFor(sub.content as VideoContent, gender);
      return {
        _id: { $oid: sub.id },
        type: 1,
        content: chosen.content,
        meta: { ...sub.meta, gender: chosen.meta.gender },
      };
    }),
  }));
}

/**
 * The answer of GET /career/content: a test as the player shows it to one caller (their gender's videos), with
 * where they stand in it. The console's preview answers the same for a draft, with nothing answered.
 */
export function playerContent(
  attempt: Pick<CareerContentResponse, 'careerId' | 'userMapCareerId' | 'name' | 'status' | 'onLeave'>,
  content: Pick<LoadedContent, 'instructions' | 'subjectsAligned' | 'sections' | 'plan'>,
  gender: string | null,
  answered: ReadonlySet<string>,
  stepStartedAt: Date | null,
): CareerContentResponse {
  return {
    careerId: attempt.careerId,
    userMapCareerId: attempt.userMapCareerId,
    name: attempt.name,
    instructions: content.instructions,
    subjects_aligned: content.subjectsAligned,
    sections: toPublicSections(content.sections, gender),
    status: attempt.status,
    progress: computeProgress(content.plan, answered, stepStartedAt),
    onLeave: attempt.onLeave,
  };
}
