import type {
  Section,
  Subsection,
  SubsectionContent,
  SubsectionMeta,
  SubsectionType,
  VideoContent,
} from '@app/contracts';
import type { PlannedStep } from './progress.js';

/** A section joined with one of its subsections (none for an empty section), in test order. */
export interface ContentRow {
  sectionId: string;
  sectionName: string;
  subsectionId: string | null;
  type: number | null;
  content: SubsectionContent | null;
  meta: SubsectionMeta | null;
}

export interface ContentSubsection {
  id: string;
  type: SubsectionType;
  content: SubsectionContent;
  meta: SubsectionMeta;
}

export interface ContentSection {
  id: string;
  name: string;
  subsections: ContentSubsection[];
}

/** Groups the ordered rows into sections (an empty section stays, with no subsections). */
export function groupSections(rows: readonly ContentRow[]): ContentSection[] {
  const sections: ContentSection[] = [];
  for (const row of rows) {
    let section = sections.at(-1);
    if (section?.id !== row.sectionId) {
      section = { id: row.sectionId, name: row.sectionName, subsections: [] };
      sections.push(section);
    }
    if (row.subsectionId && row.type !== null && row.content) {
      section.subsections.push({
        id: row.subsectionId,
        type: row.type as SubsectionType,
        content: row.content,
        meta: row.meta ?? {},
      });
    }
  }
  return sections;
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
