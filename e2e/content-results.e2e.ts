import { clip, completeThroughApi, dbUser, enrol, rating, testCareer } from './assessment-support';
import { DEMO_PASSWORD } from './console-pages-support';
import { db } from './db';
import { expect, test } from './fixtures';
import { apiLogin } from './support';

/**
 * Issue 24, item 7: a classroom's results add up. A student who completed one of the classroom's two careers is
 * counted as having completed a career, as the career's chart title counts them and as the students table shows
 * their band; every bar of a chart has its label, however long the section's name.
 */

const SECTIONS = [
  'Career Personality And Working Style',
  'Career Subjects You Will Study',
  'Career Values That Matter At Work',
];

test('the counts, the chart title and the students table agree, and every bar of the chart is labelled', async ({
  page,
  request,
}) => {
  const career = await testCareer(
    'Results Agree',
    SECTIONS.map((name) => ({ name, steps: [clip(), rating(`I like ${name.toLowerCase()}`)] })),
  );
  const other = await testCareer('Results Other', [{ name: 'Career Tasks', steps: [clip(), rating('I like it')] }]);
  const [school] = (await db().query<{ id: string }>(`SELECT id FROM schools WHERE campus_id = 'DPS-RKP'`)).rows;
  const done = await dbUser('resdone', { role: 'campus_student', schoolId: school.id });
  const idle = await dbUser('residle', { role: 'campus_student', schoolId: school.id });
  const classroomName = `Results Agree ${done.username.slice(-8)}`;
  const { rows } = await db().query<{ id: string }>(
    `INSERT INTO classrooms (school_id, name, class) VALUES ($1, $2, '10') RETURNING id`,
    [school.id, classroomName],
  );
  const classroomId = rows[0].id;
  for (const careerId of [career.careerId, other.careerId])
    await db().query('INSERT INTO classroom_careers (classroom_id, career_id) VALUES ($1, $2)', [
      classroomId,
      careerId,
    ]);
  await db().query(
    `INSERT INTO classroom_students (classroom_id, user_id, status) VALUES ($1, $2, 'IN_PROGRESS'), ($1, $3, 'ENROLLED')`,
    [classroomId, done.id, idle.id],
  );
  // The student who started the classroom completes the first of its two careers.
  const userMapCareerId = await enrol(db(), done.id, career.careerId, 'classroom');
  await enrol(db(), done.id, other.careerId, 'classroom');
  const { token } = await apiLogin(request, done.username, done.password);
  await completeThroughApi(request, token, done.id, userMapCareerId, career, [5, 4, 3]);

  await page.goto('/admin/login');
  await page.getByRole('textbox', { name: 'Username' }).fill('schooladmin');
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('dashboard-role')).toBeVisible();
  await page.goto(`/admin/classrooms/${classroomId}/show/results`);
  const results = page.getByTestId('classroom-results');
  const chart = results.getByTestId(`career-chart-${career.careerId}`);
  await expect(chart).toContainText(`${career.name}: bands of 1 completed`);

  // One label under each bar (overall and the three sections), each whole, however it is wrapped.
  const ticks = chart.locator('.recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-label');
  await expect(ticks).toHaveCount(1 + SECTIONS.length);
  const squash = (s: string) => s.replace(/\s+/g, '');
  await expect
    .poll(async () => (await ticks.allTextContents()).map(squash))
    .toEqual(['Overall', ...SECTIONS].map(squash));

  await expect(results.getByTestId('results-assigned')).toContainText('2');
  await expect(results.getByTestId('results-started')).toContainText('1');
  await expect(results.getByTestId('results-completed')).toContainText('1');
  await expect(results.getByTestId('results-completed')).toContainText('Completed a career');

  // The table shows the band of the completed career, with its report, and where the other stands.
  await expect(results.getByTestId('result-students').locator('tbody tr')).toHaveCount(2);
  await expect(results.getByRole('button', { name: `Report of Isha Menon in ${career.name}` })).toHaveCount(1);
  await expect(results.getByTestId('result-students')).toContainText(/(High|Moderate|Low) · \d+%/);
});
