// Reading the order lists as a person does: Manage All Orders by column, on a desktop table and
// on a phone, where each row is a card of labelled fields; My Orders by the labelled values of
// its order cards, at every width.
import { expect, expectNoSidewaysScroll } from './fixtures.js';

export { expectNoSidewaysScroll };

/**
 * The labelled values of an order's card on My Orders, in the card's order: its number (a link
 * to the order's page), when it was placed, its tools and item count, its state (with the time
 * left to pay or the TransactionId), the spec's shipping status, its total and its actions.
 */
export const MY_ORDER_FIELDS = ['Order', 'Placed', 'Tools', 'Status', 'Shipping', 'Total', 'Actions'];

export const ALL_ORDERS_COLUMNS = [
  'Order',
  'Placed',
  'Customer',
  'Deliver to',
  'Tool',
  'Quantity',
  'Total',
  'Payment',
  'Status',
  'Actions',
];

/** The phone layout: what the 390 px journeys use (below 700 px the lists become cards). */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

/** The number people read and quote: "#" and the last 8 characters of the id, upper case. */
export function orderNumber(id) {
  return `#${id.slice(-8).toUpperCase()}`;
}

/** When an order was placed, as the lists show it in the suite's browser (en-US, UTC). */
export function placedText(iso) {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
}

/** The order table of Manage All Orders: "All orders". */
export function orderTable(page, name) {
  return page.getByRole('table', { name });
}

/** My Orders' list of order cards. */
export function myOrderCards(page) {
  return page.getByRole('list', { name: 'Your orders' });
}

/** The cards of My Orders holding `text` (a tool's name, a string or a regular expression). */
export function orderCard(page, text) {
  return myOrderCards(page).getByRole('article').filter({ hasText: text });
}

/** The card of My Orders of the order numbered `number` ("#5F3A9C01"): cards are named by it. */
export function orderCardNumbered(page, number) {
  return myOrderCards(page).getByRole('article', { name: number, exact: true });
}

/** A card's value under `field` of MY_ORDER_FIELDS. */
export function fieldOf(card, field) {
  if (!MY_ORDER_FIELDS.includes(field)) throw new Error(`no field ${field}`);
  return card.locator(`[data-label="${field}"]`);
}

/** The card shows `values` (field: text, or a regular expression); the fields not given may show anything. */
export async function expectCard(card, values) {
  for (const [field, value] of Object.entries(values)) await expect(fieldOf(card, field)).toHaveText(value);
}

/**
 * The row's cells, in column order after its header: hidden ones too, as on a phone the card
 * leaves out an Actions cell with nothing in it.
 */
function cellsOf(row) {
  return row.getByRole('cell', { includeHidden: true });
}

/**
 * The cell of `row` under the column `column` of `columns`: the order number is the row's header,
 * every other value a cell, in the order of the columns.
 */
export function cellOf(row, columns, column) {
  const index = columns.indexOf(column);
  if (index < 0) throw new Error(`no column ${column}`);
  return index === 0 ? row.getByRole('rowheader') : cellsOf(row).nth(index - 1);
}

/** Every body row's value in `column` (e.g. the Status of each order listed). */
export function columnOf(table, columns, column) {
  const index = columns.indexOf(column);
  if (index < 0) throw new Error(`no column ${column}`);
  return table.locator(`tbody > tr > :nth-child(${index + 1})`);
}

/** The table's column headers are exactly `columns` (read by screen readers on phones too). */
export async function expectColumns(table, columns) {
  await expect(table.getByRole('columnheader')).toHaveText(columns);
}

/** "Pay within 1 h", "Pay within 59 min" … "Pay within 1 min": the time left to pay an unpaid order. */
export const PAY_WITHIN = /^Pay within (\d+ h( \d+ min)?|\d+ min)$/;

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The Status cell's text: the state's label, then what goes with it (the time left to pay, the
 * TransactionId), shown on lines of their own.
 */
export function statusText(label, detail) {
  if (detail === undefined) return label;
  return new RegExp(`^${escape(label)}\\s*${detail instanceof RegExp ? detail.source.replace(/^\^/, '') : `${escape(detail)}$`}`);
}

/**
 * The Customer cell of Manage All Orders: the customer's name, then their email and phone
 * number (links), on lines of their own.
 */
export function customerText(name, email, phone) {
  return new RegExp(`^${escape(name)}\\s*${escape(email)}\\s*${escape(phone)}$`);
}

/** What an order waiting for payment shows as its Status. */
export const PENDING_STATUS = statusText('Pending payment', PAY_WITHIN);

/**
 * The row shows `values` (column name: text, or a regular expression) in its columns; the columns
 * not given may show anything. The whole row is read at once.
 */
export async function expectRow(row, columns, values) {
  for (const column of Object.keys(values)) {
    if (!columns.includes(column)) throw new Error(`no column ${column}`);
  }
  if (values[columns[0]] !== undefined) await expect(row.getByRole('rowheader')).toHaveText(values[columns[0]]);
  await expect(cellsOf(row)).toHaveText(columns.slice(1).map((column) => values[column] ?? /.*/));
}

/**
 * At any width: the page never scrolls sideways, and every action button (and Pay link) of every
 * row or card in `table` (or whatever part of the page it is) lies across the screen, inside every
 * box that could clip it sideways (no action hides in a table scrolled aside), and is at least
 * 44 px tall, easy to tap.
 */
export async function expectTappableActions(page, table) {
  const { width } = page.viewportSize();
  await expectNoSidewaysScroll(page);

  const actions = table.getByRole('button').or(table.getByRole('link', { name: /^Pay for / }));
  // Measured in one go: the Manage All Orders list holds every order of the run.
  const boxes = await actions.evaluateAll((elements) =>
    elements
      .filter((element) => element.checkVisibility())
      .map((element) => {
        const box = element.getBoundingClientRect();
        let left = 0;
        let right = document.documentElement.clientWidth;
        for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
          if (getComputedStyle(node).overflowX === 'visible') continue;
          const clip = node.getBoundingClientRect();
          left = Math.max(left, clip.left);
          right = Math.min(right, clip.right);
        }
        return {
          name: element.getAttribute('aria-label') ?? element.textContent,
          inside: Math.round(box.left) >= Math.floor(left) && Math.round(box.right) <= Math.ceil(right),
          x: Math.round(box.x),
          right: Math.round(box.right),
          height: Math.round(box.height),
        };
      }),
  );
  expect(boxes.length, 'actions to check').toBeGreaterThan(0);
  const wrong = boxes.filter(({ inside, height }) => !inside || height < 44);
  expect(wrong, `actions outside what shows of 0..${width} px, or under 44 px tall`).toEqual([]);
}

/**
 * Each of `buttons` is visible and lies wholly inside the viewport, and inside every box that
 * clips it (a table that scrolls sideways), once the page is scrolled down to it: as at a
 * desktop width a person sees it without scrolling sideways, on the page or in its table.
 */
export async function expectInsideViewport(page, buttons) {
  expect(buttons.length, 'buttons to check').toBeGreaterThan(0);
  for (const button of buttons) {
    await expect(button).toBeVisible();
    const seen = await button.evaluate((element) => {
      // Down (never sideways) to the button, as a person scrolls.
      const top = element.getBoundingClientRect().top;
      window.scrollBy(0, top - window.innerHeight / 2);
      const box = element.getBoundingClientRect();
      const view = { left: 0, top: 0, right: document.documentElement.clientWidth, bottom: window.innerHeight };
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = node.getBoundingClientRect();
        view.left = Math.max(view.left, clip.left);
        view.top = Math.max(view.top, clip.top);
        view.right = Math.min(view.right, clip.right);
        view.bottom = Math.min(view.bottom, clip.bottom);
      }
      const round = (value) => Math.round(value);
      return {
        name: element.getAttribute('aria-label') ?? element.textContent,
        box: [box.left, box.top, box.right, box.bottom].map(round),
        view: [view.left, view.top, view.right, view.bottom].map(round),
      };
    });
    const [left, top, right, bottom] = seen.box;
    const [viewLeft, viewTop, viewRight, viewBottom] = seen.view;
    const inside = left >= viewLeft && top >= viewTop && right <= viewRight && bottom <= viewBottom;
    expect(inside, `${seen.name} at [${seen.box}] lies inside what shows of it, [${seen.view}]`).toBe(true);
  }
}

/**
 * Fills Buy Now's delivery as a customer in San Leandro, California, does: the checkout's
 * fields, and the shop's first way of sending it (the demo shop's standard delivery).
 */
export async function fillBuyNow(form, { phone, street = '1 Davis Street' }) {
  await form.getByLabel('Phone number').fill(phone);
  await form.getByLabel('Street address').fill(street);
  await form.getByLabel('City').fill('San Leandro');
  await form.getByLabel('Postal code').fill('94577');
  await form.getByLabel('State or region').fill('California');
  const shipping = form.getByLabel('Shipping');
  await expect(shipping.locator('option')).not.toHaveCount(1);
  await shipping.selectOption({ index: 1 });
}
