import {
  emptyBandCounts,
  type Band,
  type BandCounts,
  type ClassroomCareerResults,
  type StudentCareerResult,
  type StudentCareerStatus,
} from '@app/contracts';

/** Pure arithmetic over the rows the owning libs answer: no query here, so it is tested on its own. */

export interface CareerRef {
  id: string;
  name: string;
}

export interface StatusRow {
  userId: string;
  careerId: string;
  status: 'ENROLLED' | 'IN_PROGRESS' | 'COMPLETED' | 'ABANDONED';
}

export interface ResultRow {
  userId: string;
  careerId: string;
  percent: number;
  band: Band;
  sections: { name: string; band: Band }[];
}

const pairKey = (userId: string, careerId: string) => `${userId}:${careerId}`;

/** The section names of these results, in the test's order (a later version's new section comes after). */
export function sectionNames(results: readonly ResultRow[]): string[] {
  const names: string[] = [];
  for (const r of results) for (const s of r.sections) if (!names.includes(s.name)) names.push(s.name);
  return names;
}

/**
 * The classroom's own counts, from the same rows as the charts and the students table (issue 24): a student has
 * started once any of the classroom's careers is under way or done, and completed once any has a scored result,
 * so a student whose band the table shows is counted, as each career's chart title counts them.
 */
export function classroomCounts(
  statuses: readonly StatusRow[],
  results: readonly ResultRow[],
): { started: number; completed: number } {
  const completed = new Set(results.map((r) => r.userId));
  const started = new Set([
    ...completed,
    ...statuses.filter((s) => s.status === 'IN_PROGRESS' || s.status === 'COMPLETED').map((s) => s.userId),
  ]);
  return { started: started.size, completed: completed.size };
}

/** Each career's counts and band distributions over the classroom's students. */
export function tallyCareers(
  careers: readonly CareerRef[],
  assigned: number,
  statuses: readonly StatusRow[],
  results: readonly ResultRow[],
): ClassroomCareerResults[] {
  return careers.map((career) => {
    const mine = results.filter((r) => r.careerId === career.id);
    const overall = emptyBandCounts();
    const sections = new Map<string, BandCounts>(sectionNames(mine).map((n) => [n, emptyBandCounts()]));
    for (const r of mine) {
      overall[r.band] += 1;
      for (const s of r.sections) sections.get(s.name)![s.band] += 1;
    }
    // Begun: under way, handed in, or scored. A left (ABANDONED) attempt is not counted as started.
    const started = statuses.filter(
      (s) => s.careerId === career.id && (s.status === 'IN_PROGRESS' || s.status === 'COMPLETED'),
    ).length;
    return {
      careerId: career.id,
      name: career.name,
      assigned,
      started,
      completed: mine.length,
      overall,
      sections: [...sections].map(([name, bands]) => ({ name, bands })),
    };
  });
}

/**
 * A student's row per career. COMPLETED only with the result read (the scoring job writes both together, so a
 * COMPLETED enrolment without one is being written right now): the report link is never shown before it works.
 */
export function studentCareers(
  careerIds: readonly string[],
  userIds: readonly string[],
  statuses: readonly StatusRow[],
  results: readonly ResultRow[],
): Map<string, StudentCareerResult[]> {
  const status = new Map(statuses.map((s) => [pairKey(s.userId, s.careerId), s.status]));
  const result = new Map(results.map((r) => [pairKey(r.userId, r.careerId), r]));
  return new Map(
    userIds.map((userId) => [
      userId,
      careerIds.map((careerId): StudentCareerResult => {
        const scored = result.get(pairKey(userId, careerId));
        if (scored)
          return {
            careerId,
            status: 'COMPLETED',
            band: scored.band,
            percent: scored.percent,
            sections: scored.sections,
          };
        return {
          careerId,
          status: shownStatus(status.get(pairKey(userId, careerId))),
          band: null,
          percent: null,
          sections: [],
        };
      }),
    ]),
  );
}

function shownStatus(status: StatusRow['status'] | undefined): StudentCareerStatus {
  if (status === 'IN_PROGRESS' || status === 'COMPLETED') return 'IN_PROGRESS';
  if (status === 'ABANDONED') return 'ABANDONED';
  return 'NOT_STARTED';
}
