/** The student area's paths (spec section 2, "Student area"). */
export const STUDENT_MAIN_PATH = '/user-student/main';
export const MY_CAREERS_PATH = '/user-student/main/careers';
export const SUBJECTS_PATH = '/user-student/main/subjects';
export const SESSIONS_PATH = '/user-student/main/sessions';

/** The instructions step of a career's assessment: career/{id}/{careerId}, id being the user-map-career. */
export const instructionsPath = (userMapCareerId: string, careerId: string) =>
  `/user-student/career/${encodeURIComponent(userMapCareerId)}/${encodeURIComponent(careerId)}`;

/** A completed career's report: careers/{careerId}?name=.. */
export const reportPath = (careerId: string, name: string) =>
  `${MY_CAREERS_PATH}/${encodeURIComponent(careerId)}?${new URLSearchParams({ name })}`;
