// Journey 6: a forgotten password is reset through the link the shop mails (the outbox).
import { newPerson } from '../support/accounts.js';
import {
  RESET_PATH,
  api,
  checkA11y,
  expect,
  expectFieldError,
  expectSignedIn,
  expectSignedOut,
  expectToast,
  mailedLink,
  serverURL,
  signInWithForm,
  test,
} from '../support/fixtures.js';

test('a password is reset through the link in the outbox', async ({ page }) => {
  const person = newPerson('forgetful');
  await api.signUp(person);
  const newPassword = 'N3w-password!';

  await page.goto('/login');
  const forgot = page.getByRole('button', { name: 'Forgot password?' });
  // No email typed yet.
  await forgot.click();
  await expectToast(page, 'Give Email First', 'error');

  await page.getByLabel('Email').fill(person.email);
  await forgot.click();
  await expectToast(page, 'Reset email sent');

  // The mail lands in DATA_DIR/outbox; its link points at this server.
  const link = await mailedLink(person.email, RESET_PATH);
  expect(link.startsWith(`${serverURL()}/reset-password?token=`), link).toBe(true);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password', level: 1 })).toBeVisible();
  const password = page.getByLabel('New password');
  const save = page.getByRole('button', { name: 'Save password and sign in' });
  await save.click();
  await expectFieldError(password, 'Password is required');
  await password.fill('short');
  await expectFieldError(password, 'Must be 6 or longer');
  await checkA11y(page, 'journey-reset-password-errors');
  await password.fill(newPassword);
  await save.click();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedIn(page, person.name);

  // The link works once.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expectSignedOut(page);
  await page.goto(link);
  await page.getByLabel('New password').fill('Another-one-1');
  await page.getByRole('button', { name: 'Save password and sign in' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'This reset link has expired or was already used. Ask for a new one.',
  );
  await expectSignedOut(page);

  // The old password no longer works; the new one does.
  await page.goto('/login');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.locator('form').getByRole('alert')).toHaveText('Wrong email or password');
  await page.goto('/login');
  await signInWithForm(page, { ...person, password: newPassword });
});
