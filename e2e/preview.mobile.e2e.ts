import { expect, test } from './fixtures';
import { seriousViolations } from './a11y-support';
import { startFromInstructions, watchVideo } from './assessment-support';
import { draftCareer, expectNoSidewaysScroll, previewPath, signInAsEditor } from './preview-support';

test('at 375 px: the preview banner, its clip switch and the player fit the screen', async ({ page }, testInfo) => {
  const career = await draftCareer('Bike Mechanic');
  await signInAsEditor(page);
  await page.goto(previewPath(career.careerId));
  const banner = page.getByTestId('preview-banner');
  await expect(page.getByTestId('preview-banner-title')).toHaveText('Preview — nothing is recorded');
  await expect(page.getByTestId('preview-gender-male')).toBeVisible();
  await expect(page.getByTestId('preview-gender-female')).toBeVisible();
  const box = (await banner.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('preview-instructions-375.png'), fullPage: true });

  await startFromInstructions(page);
  await expect(page.getByTestId('video-step')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await watchVideo(page);
  await expect(page.getByTestId('question-text')).toHaveText('I like fixing engines');
  // Next is in reach without scrolling, under the banner too.
  await page.evaluate(() => window.scrollTo(0, 0));
  const next = (await page.getByTestId('rating-next').boundingBox())!;
  expect(next.y + next.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  await expectNoSidewaysScroll(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('preview-rating-375.png') });
});
