// The search page's filters as a person reaches them: beside the results on a wide screen, in
// the sheet its Filters button opens on a phone.
import { expect } from './fixtures.js';

/** The filter panel, the phone's sheet opened first. */
export async function openFilters(page) {
  const main = page.getByRole('main');
  const button = main.getByRole('button', { name: /^Filters/ });
  const panel = main.getByRole('region', { name: 'Filters' });
  await expect(button.or(panel).first()).toBeVisible(); // the page has drawn one of them
  if (!(await button.isVisible())) return panel;
  await button.click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  return sheet;
}

/** Closes the phone's sheet by its "Show N tools" button; a wide screen's panel stays. */
export async function closeFilters(page) {
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  if (!(await sheet.isVisible())) return;
  await sheet.getByRole('button', { name: /^Show \d+ tools?$/ }).click();
  await expect(sheet).toBeHidden();
}

/** The chosen filters' chips above the results, by their text ("Voltage: 18V"). */
export function chosenFilters(page) {
  return page.getByRole('main').getByRole('list', { name: 'Chosen filters' }).getByRole('listitem');
}
