import { expect, test } from './fixtures';
import { supportPhone } from './support';

// scripts/e2e.mjs configures SUPPORT_PHONE=+91 20 4000 1234: the one number the pages show, from GET /api/site.
test('the configured support number is the one on the contact, about-us, refund policy and course pages', async ({
  page,
  request,
}) => {
  const phone = await supportPhone(request);
  expect(phone).toEqual({ display: '+91 20 4000 1234', tel: '+912040001234' });

  await page.goto('/contact-us');
  const contact = page.getByTestId('contact-phone').getByRole('link', { name: phone.display });
  await expect(contact).toHaveAttribute('href', `tel:${phone.tel}`);

  for (const slug of ['about-us', 'cancellation-refund-policy']) {
    await page.goto(`/company/${slug}`);
    await expect(page.getByTestId('company-document').getByTestId('support-phone')).toHaveText(phone.display);
  }

  await page.goto('/career-counsellor');
  await expect(page.getByTestId('course-contact').getByRole('link', { name: phone.display })).toHaveAttribute(
    'href',
    `tel:${phone.tel}`,
  );
  await expect(page.getByTestId('course-pricing')).toContainText(`Questions? Call us on ${phone.display}.`);
  await expect(page.locator('body')).not.toContainText('98100 45678');
});
