// Journey 2: the signup and login forms explain what is wrong, and a wrong password shows the
// server's message in the form.
import { newPerson } from '../support/accounts.js';
import {
  api,
  checkA11y,
  expect,
  expectFieldError,
  expectSignedIn,
  expectSignedOut,
  expectToast,
  signInWithForm,
  test,
} from '../support/fixtures.js';

test('signup: validation messages, then a new account is signed in', async ({ page }) => {
  const person = newPerson('signup');
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }).click();
  await page.getByRole('link', { name: 'Create new account' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { name: 'Sign Up', level: 1 })).toBeVisible();

  const name = page.getByLabel('Name');
  const email = page.getByLabel('Email');
  const password = page.getByLabel('Password');
  const submit = page.getByRole('button', { name: 'Sign Up', exact: true });

  // Nothing typed.
  await submit.click();
  await expectFieldError(name, 'Name is required');
  await expectFieldError(email, 'Email is required');
  await expectFieldError(password, 'Password is required');
  await expect(page.getByText('Name is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Email is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Password is required', { exact: true })).toBeVisible();
  await checkA11y(page, 'journey-signup-errors');

  // Badly typed.
  await email.fill('not-an-email');
  await password.fill('12345');
  await expectFieldError(email, 'Please provide valid email');
  await expectFieldError(password, 'Must be 6 or longer');
  await expect(page.getByText('Please provide valid email', { exact: true })).toBeVisible();
  await expect(page.getByText('Must be 6 or longer', { exact: true })).toBeVisible();

  // Put right: the messages go and the account is made and signed in.
  await name.fill(person.name);
  await email.fill(person.email);
  await password.fill(person.password);
  for (const field of [name, email, password]) await expect(field).not.toHaveAttribute('aria-invalid');
  await submit.click();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedIn(page, person.name);
  // The new customer is told where the verification mail went.
  await expectToast(page, `Welcome! We sent a link to ${person.email}: open it to confirm your email.`);

  // Signing out, then signing up again with the same email: the server's message in the form.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expectSignedOut(page);
  await page.goto('/signup');
  await page.getByLabel('Name').fill(person.name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Email already in use');
  await expectSignedOut(page);
});

test('login: validation messages, a wrong password, then the right one', async ({ page }) => {
  const person = newPerson('login');
  await api.signUp(person);

  await page.goto('/login');
  const form = page.locator('form');
  const email = page.getByLabel('Email');
  const password = page.getByLabel('Password');
  const submit = page.getByRole('button', { name: 'Login', exact: true });

  await submit.click();
  await expectFieldError(email, 'Email is required');
  await expectFieldError(password, 'Password is required');
  await expect(form.getByText('Email is required', { exact: true })).toBeVisible();
  await expect(form.getByText('Password is required', { exact: true })).toBeVisible();

  await email.fill('someone@nowhere');
  await password.fill('short');
  await expectFieldError(email, 'Please provide valid email');
  await expectFieldError(password, 'Must be 6 or longer');
  await checkA11y(page, 'journey-login-errors');

  // A wrong password: the server's message, in the form; still signed out.
  await email.fill(person.email);
  await password.fill('wrong-password');
  await submit.click();
  const serverMessage = form.getByRole('alert');
  await expect(serverMessage).toHaveText('Wrong email or password');
  await expect(page).toHaveURL(/\/login$/);
  await expectSignedOut(page);

  // The right password.
  await password.fill(person.password);
  await submit.click();
  await expect(page).toHaveURL(/\/$/);
  await expectSignedIn(page, person.name);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();

  // Sign Out removes the token.
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expectSignedOut(page);
  await page.goto('/login');
  await signInWithForm(page, person);
});
