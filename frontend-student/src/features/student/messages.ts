/** The student area's copy (spec sections 2 and 8). */
export const NOT_ENROLLED = "You haven't enrolled for any career";
/** The dashboard's campus empty state (with its full stop, as the spec writes it). */
export const NO_CLASSROOM_DASHBOARD = "You don't have any active classroom.";
/** The dashboard's campus empty state below a classroom not started yet (issue 24). */
export const CLASSROOM_TO_START = 'Start your classroom above to see its careers.';
/** ... and below a classroom started that gives no careers yet. */
export const CLASSROOM_NO_CAREERS = 'Your classroom has no careers yet. Please ask your school.';
/** My Careers' campus empty state. */
export const NO_CLASSROOM = "You don't have any active classroom";
export const NO_COURSE_COMPLETED = 'You have not completed any course.';
export const NO_SESSIONS = 'No sessions booked yet';
export const REPORT_DOWNLOAD_FAILED = 'The report could not be downloaded, please try again';
