import { expect, test, type Page } from './fixtures';

/** The horizontal centre of the first message on screen, and the window's. */
async function centres(page: Page) {
  const alert = page.getByTestId('snackbar').first();
  await expect(alert).toBeVisible();
  // After its entrance transition.
  await page.waitForTimeout(400);
  const box = (await alert.boundingBox())!;
  return { message: box.x + box.width / 2, window: page.viewportSize()!.width / 2, box };
}

for (const width of [1280, 375]) {
  test(`at ${width} px a message shows at the top centre of the window`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/auth/login');
    await page.getByTestId('input-username').fill('nobody-here');
    await page.getByTestId('input-password').fill('Wrong-password-1');
    await page.getByTestId('login-submit').click();
    const { message, window, box } = await centres(page);
    expect(Math.abs(message - window)).toBeLessThanOrEqual(2);
    expect(box.y).toBeLessThan(100);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  });
}
