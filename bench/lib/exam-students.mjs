// The exam-day benchmark's school: one school, one career whose assessment has exactly 30 steps (built by the
// seed's own buildCareerContent / seedCareerContent: five sections, each a video then its rating statements, the
// choice and the written question closing the last), a classroom giving that career, and the campus students,
// all written by SQL in a few statements. Each student gets an open session (auth_sessions) and an access token
// signed by the API's own TokenService with the stack's AUTH_TOKEN_SECRET, and a refresh token stored hashed: the
// same pair POST /api/auth/login returns. Signing in 2,000 students through
// the API would cost 2,000 Argon2id verifications (about 30 ms of CPU each here, a minute or more in all on the
// 2 shared cores) that are not what the exam measures; minting takes well under a second. The password hash
// stored is one real Argon2id hash from the API's PasswordService, shared by all, so the rows are like real ones.
import 'reflect-metadata';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from '../../scripts/lib/services.mjs';

const dist = (path) => import(pathToFileURL(join(root, 'dist', path)).href);

export const EXAM_CAREER_SLUG = 'bench-exam-career';
const SCHOOL = { name: 'Bench Exam School (made up)', campusId: 'BENCH-EXAM' };
const PASSWORD = 'Bench@exam-12345';

/**
 * 5 videos + 23 rating statements + 1 choice + 1 text = 30 steps. Short statements (at most 70 characters), so
 * every rating has the seed's shortest timer, 30 s (+ 5 s pause after a video + 15 s grace on the server).
 */
const EXAM_CONTENT = {
  slug: EXAM_CAREER_SLUG,
  subjects: ['Mathematics', 'Physics', 'Computer Science'],
  dayClip: 2,
  tasks: [
    'I would enjoy breaking a big problem into small, testable pieces.',
    'I could spend an afternoon tracking down one stubborn bug.',
    'I like reading other people’s work and suggesting improvements.',
    'I would enjoy explaining a technical idea to a non-expert.',
    'I like building things that other people use every day.',
    'I would be happy to write down how something works for others.',
    'I enjoy trying a new tool to see whether it makes work easier.',
  ],
  day: [
    'I could sit at a desk and concentrate for most of the day.',
    'I would enjoy short daily meetings to plan work with a team.',
    'I would not mind being on call now and then to fix a problem.',
    'I like days where some hours are quiet and some are busy.',
  ],
  subjectStatements: [
    'I enjoy Mathematics problems that need several steps of logic.',
    'I like Computer Science lessons where we write small programs.',
    'I find Physics experiments with measurements interesting.',
    'I am willing to practise a skill until it becomes easy.',
  ],
  personality: [
    'I stay patient when something does not work the first time.',
    'I ask for help when I am stuck instead of giving up.',
    'I notice small details that other people often miss.',
    'I enjoy working with others towards a shared goal.',
  ],
  values: [
    'I want my work to make everyday life a little easier.',
    'I value learning new things throughout my working life.',
    'A steady income matters to me more than fame.',
    'I would like to work for a team that respects my ideas.',
  ],
  choice: {
    question: 'Your group project’s app crashes the day before the demo. What do you do first?',
    options: [
      'Find the exact step that makes it crash',
      'Ask the group to split the checks',
      'Show an older version that works',
      'Ask the teacher for more time',
    ],
  },
  reflection: 'In a sentence or two: what would you like to build one day?',
};

/**
 * Creates the school, the career and its 30-step content, a classroom giving it, `count` campus students of the
 * school (class 10) started in the classroom and enrolled (user_careers, source 'classroom') in the career, and
 * one open session + access token each. `prefix` keeps separate groups apart (the warm-up and the measured ones).
 * Returns { careerId, steps, [group]: [{ id, username, userCareerId, token, refreshToken }] }.
 */
export async function createExam(stack, groups) {
  const [{ loadConfig }, { createDatabase }, { seedCareerContent }, { TokenService }, { PasswordService }] =
    await Promise.all([
      dist('libs/config/src/index.js'),
      dist('libs/db/src/database.js'),
      dist('libs/db/src/seed/seed-content.js'),
      dist('libs/identity/src/crypto/token.service.js'),
      dist('libs/identity/src/crypto/password.service.js'),
    ]);
  const config = loadConfig(stack.env);
  const tokens = new TokenService(config);
  const hash = await new PasswordService().hash(PASSWORD);
  const { db, pool } = createDatabase(stack.dbUrl, 2);
  const q = async (sql, params = []) => (await pool.query(sql, params)).rows;
  try {
    const [school] = await q('INSERT INTO schools (name, campus_id) VALUES ($1, $2) RETURNING id', [
      SCHOOL.name,
      SCHOOL.campusId,
    ]);
    // The field and the logo of a career of the demo catalogue (setup-database seeds it).
    const [like] = await q('SELECT field_id, logo, logo_bg FROM careers ORDER BY slug LIMIT 1');
    if (!like) throw new Error('the database has no careers (setup-database seeds the demo catalogue)');
    const [career] = await q(
      `INSERT INTO careers (slug, name, field_id, header_description, logo, logo_bg, selling_price_paise, strike_price_paise)
       VALUES ($1, 'Exam Day Career', $2, 'The exam-day benchmark''s career', $3, $4, 0, 0)
       RETURNING id`,
      [EXAM_CAREER_SLUG, like.field_id, like.logo, like.logo_bg],
    );
    const { inserted } = await seedCareerContent(db, [EXAM_CONTENT]);
    if (inserted !== 1) throw new Error(`seedCareerContent inserted ${inserted} contents, expected 1`);
    const [{ steps }] = await q(
      `SELECT count(*)::int AS steps FROM career_subsections s JOIN career_sections c ON c.id = s.section_id WHERE c.career_id = $1`,
      [career.id],
    );
    const [classroom] = await q(
      `INSERT INTO classrooms (school_id, name, class) VALUES ($1, 'Exam Day', '10') RETURNING id`,
      [school.id],
    );
    await q('INSERT INTO classroom_careers (classroom_id, career_id) VALUES ($1, $2)', [classroom.id, career.id]);

    const result = { careerId: career.id, schoolId: school.id, steps };
    for (const [name, { prefix, count }] of Object.entries(groups)) {
      // One statement per table, in bulk: users, their classroom assignment (started), the enrolment, a session.
      const students = await q(
        `WITH u AS (
           INSERT INTO users (username, email, password_hash, role, user_type, first_name, last_name, class, school_id, state, confirmed_at)
           SELECT $1 || i, $1 || i || '@exam.bench.example.in', $2, 'campus_student', 'student', 'Student', 'No ' || i, '10', $3, 'Delhi', now()
           FROM generate_series(1, $4::int) AS i
           RETURNING id, username
         ), cs AS (
           INSERT INTO classroom_students (classroom_id, user_id, status, started_at) SELECT $5, id, 'IN_PROGRESS', now() FROM u
         ), uc AS (
           INSERT INTO user_careers (user_id, career_id, source) SELECT id, $6, 'classroom' FROM u RETURNING id, user_id
         ), s AS (
           INSERT INTO auth_sessions (user_id) SELECT id FROM u RETURNING id, user_id
         )
         SELECT u.id, u.username, uc.id AS user_career_id, s.id AS session_id
         FROM u JOIN uc ON uc.user_id = u.id JOIN s ON s.user_id = u.id
         ORDER BY u.username`,
        [prefix, hash, school.id, count, classroom.id, career.id],
      );
      // The refresh token of each session (stored hashed, as SessionService.startSession does): an access token
      // lasts 15 minutes, and an exam at the real pace lasts longer; the client refreshes on 401 as the app does.
      const refresh = students.map(() => tokens.newRefreshToken());
      await q(
        `INSERT INTO refresh_tokens (session_id, token_hash, expires_at)
         SELECT s, h, now() + make_interval(secs => $3) FROM unnest($1::uuid[], $2::text[]) AS t(s, h)`,
        [students.map((s) => s.session_id), refresh.map((t) => tokens.hash('refresh', t)), tokens.refreshTtlSec],
      );
      result[name] = await Promise.all(
        students.map(async (s, i) => ({
          id: s.id,
          username: s.username,
          userCareerId: s.user_career_id,
          token: await tokens.signAccessToken({ userId: s.id, sessionId: s.session_id, role: 'campus_student' }),
          refreshToken: refresh[i],
        })),
      );
    }
    return result;
  } finally {
    await pool.end();
  }
}
