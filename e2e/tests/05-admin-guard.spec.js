// Journey 5: a customer who opens an admin page is signed out and sent to /login.
import { newPerson } from '../support/accounts.js';
import { api, expect, expectSignedIn, expectSignedOut, signInWithForm, test } from '../support/fixtures.js';

test('a customer opening an admin URL is signed out and sent to /login', async ({ page }) => {
  const person = newPerson('nosy');
  await api.signUp(person);
  await page.goto('/login');
  await signInWithForm(page, person);

  // The customer's menu has no admin pages.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(menu.getByRole('link')).toHaveText(['My Profile', 'Account', 'Add Review', 'My Orders']);

  // Typed into the address bar (a full load).
  await page.goto('/dashboard/manage-orders');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
  await expectSignedOut(page);
  await expect(page.getByRole('heading', { name: 'Manage All Orders' })).toHaveCount(0);

  // Signing in again lands on the home page, not the admin page.
  await signInWithForm(page, person);
  await expect(page).toHaveURL(/\/$/);
  await expectSignedIn(page, person.name);
});
