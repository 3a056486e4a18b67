/** Shapes of the student-area calls about enrolled careers (spec sections 3 and 7). */

export type EnrolmentStatus = 'ENROLLED' | 'IN_PROGRESS' | 'COMPLETED' | 'ABANDONED';

/** One enrolled career, the spec's user-map-career: `_id.$oid`, `careerId.$oid`, `master`, `status`. */
export interface MyCareer {
  _id: { $oid: string };
  careerId: { $oid: string };
  master: { name: string; logo: string; logo_bg: string };
  status: EnrolmentStatus;
}

export type MyCareersResponse = MyCareer[];
