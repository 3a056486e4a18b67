import { expect, test } from './fixtures';
import { clip, db, dbUser, enrol, login, rating, testCareer } from './assessment-support';

test.describe('a career the user already has', () => {
  test('its page offers Start Now, Resume or Check Report (as My Careers does), never Add to cart or Buy Now', async ({
    page,
  }) => {
    const steps = [{ name: 'Career Tasks', steps: [clip(), rating('I like building things')] }];
    // One after another: the fixture numbers each career's slug as it goes.
    const fresh = await testCareer('Owned Start', steps);
    const started = await testCareer('Owned Resume', steps);
    const done = await testCareer('Owned Report', steps);
    const student = await dbUser('owner');
    const ids = {
      fresh: await enrol(db(), student.id, fresh.careerId, 'order'),
      started: await enrol(db(), student.id, started.careerId, 'order'),
      done: await enrol(db(), student.id, done.careerId, 'order'),
    };
    await db().query(`UPDATE user_careers SET status = 'IN_PROGRESS', started_at = now() WHERE id = $1`, [ids.started]);
    await db().query(
      `UPDATE user_careers SET status = 'COMPLETED', started_at = now(), finished_at = now(), completed_at = now() WHERE id = $1`,
      [ids.done],
    );
    await login(page, student.username, student.password);

    const cases = [
      {
        career: fresh,
        testId: 'owned-start',
        label: 'Start Now',
        to: `/user-student/career/${ids.fresh}/${fresh.careerId}`,
      },
      {
        career: started,
        testId: 'owned-resume',
        label: 'Resume',
        to: `/user-student/career/${ids.started}/${started.careerId}`,
      },
      {
        career: done,
        testId: 'owned-report',
        label: 'Check Report',
        to: `/user-student/main/careers/${done.careerId}?`,
      },
    ];
    for (const { career, testId, label, to } of cases) {
      await page.goto(`/careers/${career.careerId}`);
      await expect(page.getByTestId('career-name')).toHaveText(career.name);
      const action = page.getByTestId(testId);
      await expect(action).toHaveText(label);
      expect(await action.getAttribute('href')).toContain(to);
      await expect(page.getByTestId('add-to-cart')).toHaveCount(0);
      await expect(page.getByTestId('buy-now')).toHaveCount(0);
    }
    // Start Now leads to the test's instructions.
    await page.goto(`/careers/${fresh.careerId}`);
    await page.getByTestId('owned-start').click();
    await expect(page).toHaveURL(new RegExp(`/user-student/career/${ids.fresh}/${fresh.careerId}$`));
    await expect(page.getByTestId('instructions-heading')).toBeVisible();
  });

  test("a visitor's cart holding it: at login the 'Careers already enrolled' dialog names it, and the rest is kept", async ({
    page,
  }) => {
    const steps = [{ name: 'Career Tasks', steps: [clip(), rating('I like building things')] }];
    const owned = await testCareer('Owned Cart', steps);
    const wanted = await testCareer('Wanted Cart', steps);
    const student = await dbUser('merger');
    await enrol(db(), student.id, owned.careerId, 'order');

    // As a visitor, both go into the local cart.
    for (const career of [owned, wanted]) {
      await page.goto(`/careers/${career.careerId}`);
      await page.getByTestId('add-to-cart').click();
      await expect(page.getByTestId('add-to-cart')).toHaveText('Added');
    }
    await expect(page.getByTestId('header-cart')).toHaveAttribute('data-count', '2');

    await login(page, student.username, student.password);
    const dialog = page.getByRole('dialog', { name: 'Careers already enrolled' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      'These careers are already enrolled in your account and will be removed from your cart:',
    );
    await expect(dialog.getByTestId('enrolled-item')).toHaveText([owned.name]);
    await dialog.getByTestId('enrolled-confirm').click();
    await expect(dialog).toBeHidden();

    await page.goto('/cart');
    await expect(page.getByTestId('cart-item-name')).toHaveText([wanted.name]);
    await expect(page.getByTestId('header-cart')).toHaveAttribute('data-count', '1');
  });
});
