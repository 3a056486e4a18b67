import { expect, test } from './fixtures';
import { blurField, SALES, uniqueName, waitForMail } from './support';

test.describe('lead forms', () => {
  test('the school demo form validates on blur, takes digits only, and its lead reaches the sales team', async ({
    page,
    request,
  }) => {
    await page.goto('/school');
    const form = page.getByTestId('demo-form-school');
    for (const id of ['input-name', 'input-school', 'input-designation', 'input-email', 'input-mobile'])
      await blurField(page, id);
    for (const message of [
      'Name is required',
      'School name is required',
      'Role is required',
      'Email is required',
      'Mobile is required',
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByTestId('mobile-country-code').first()).toHaveValue('IND(+91)');
    await expect(page.getByTestId('mobile-country-code').first()).toBeDisabled();

    const name = uniqueName('Principal Rao');
    await page.getByTestId('input-name').fill(name);
    await page.getByTestId('input-school').fill('Kendriya Vidyalaya, Janakpuri');
    await page.getByTestId('input-designation').fill('Principal');
    await page.getByTestId('input-email').fill('rao@kv');
    await blurField(page, 'input-email');
    await expect(form.getByText('Enter valid email', { exact: true })).toBeVisible();
    await page.getByTestId('input-email').fill('rao@kvjanakpuri.edu.in');
    await page.getByTestId('input-mobile').pressSequentially('98ab76-54');
    await blurField(page, 'input-mobile');
    await expect(page.getByTestId('input-mobile')).toHaveValue('987654');
    await expect(form.getByText('Enter valid mobile number', { exact: true })).toBeVisible();
    await page.getByTestId('input-mobile').press('End');
    await page.getByTestId('input-mobile').pressSequentially('3210999');
    await expect(page.getByTestId('input-mobile')).toHaveValue('9876543210');

    await page.getByTestId('demo-submit').click();
    await expect(page.getByTestId('snackbar').filter({ hasText: 'free demo' })).toBeVisible();
    await expect(page.getByTestId('input-name')).toHaveValue('');

    const mail = await waitForMail(request, SALES, (m) => m.text.includes(name));
    expect(mail.subject).toBe(`New demo request (school): ${name}`);
    expect(mail.text).toContain('+919876543210');
    expect(mail.text).toContain('Kendriya Vidyalaya, Janakpuri');
  });

  test('the parent demo form keeps the input and says so when the server fails', async ({ page }) => {
    await page.goto('/parent');
    await page.route('**/api/platform/demo**', (route) =>
      route.fulfill({ status: 503, body: '{"statusCode":503,"message":"down"}' }),
    );
    await page.getByTestId('input-name').fill('Sunita Verma');
    await page.getByTestId('input-email').fill('sunita@example.in');
    await page.getByTestId('input-mobile').fill('9811122233');
    await page.getByTestId('demo-submit').click();
    await expect(
      page.getByTestId('snackbar').filter({ hasText: 'Something went wrong, please try again' }),
    ).toBeVisible();
    await expect(page.getByTestId('input-name')).toHaveValue('Sunita Verma');
  });

  test('the career request form validates, sends and the request reaches the sales team', async ({ page, request }) => {
    await page.goto('/career-request');
    await expect(page.getByRole('heading', { name: "Can't find career" })).toBeVisible();
    for (const id of ['input-careerName', 'input-name', 'input-email', 'input-mobile']) await blurField(page, id);
    for (const message of [
      'Career name is required',
      'Your name is required',
      'Email is required',
      'Mobile is required',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    const career = uniqueName('Wildlife Photographer');
    await page.getByTestId('input-careerName').fill(career);
    await page.getByTestId('input-name').fill('Arjun Mehta');
    await page.getByTestId('input-email').fill('arjun.mehta@example.in');
    await page.getByTestId('input-mobile').fill('9899001122');
    await page.getByTestId('input-comments').fill('I love the outdoors and cameras.');
    await page.getByTestId('career-request-submit').click();
    await expect(page.getByTestId('snackbar').filter({ hasText: 'received your request' })).toBeVisible();
    await expect(page.getByTestId('input-careerName')).toHaveValue('');

    const mail = await waitForMail(request, SALES, (m) => m.subject.includes(career));
    expect(mail.subject).toBe(`Career request: ${career} (from Arjun Mehta)`);
    expect(mail.text).toContain('I love the outdoors and cameras.');
  });
});
