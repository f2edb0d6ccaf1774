import { act, useLayoutEffect, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, it } from 'vitest';

import { appContainer, takeOver } from '@/lib/takeover';

// The app taking over a page the server wrote (lib/takeover.ts): its page replaces the
// server's in its first commit, with what the visitor typed, the focus and caret, and the taps
// the start script kept carried out in order.

let root: Root | undefined;
const taps: string[] = [];

beforeEach(() => {
  taps.length = 0;
  document.body.innerHTML = `
    <div id="root">
      <input data-act="search" type="search" value="">
      <input data-act="quantity" type="text" value="2">
      <button type="button" data-act="add-to-cart:t1">Add to cart</button>
    </div>`;
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  window.toolshopStart = undefined;
});

/** The app's page: the same fields, kept by React, and buttons that say when they are tapped. */
function AppPage({ later }: { later: boolean }) {
  const [q, setQ] = useState('');
  // As the tool page's stepper: what is typed is the quantity once the field is left.
  const [draft, setDraft] = useState('2');
  const [quantity, setQuantity] = useState('2');
  const [drawn, setDrawn] = useState(!later);
  useLayoutEffect(() => {
    if (!drawn) setTimeout(() => setDrawn(true), 50);
  }, [drawn]);
  return (
    <>
      <input data-act="search" type="search" aria-label="Search" value={q} onChange={(event) => setQ(event.target.value)} />
      <input data-act="quantity" type="text" aria-label="Quantity" value={draft} onChange={(event) => setDraft(event.target.value)} onBlur={() => setQuantity(draft)} />
      <p>
        {q}/{quantity}
      </p>
      {drawn && (
        <button type="button" data-act="add-to-cart:t1" onClick={() => taps.push(`add ${quantity}`)}>
          Add to cart
        </button>
      )}
      <button type="button" data-act="menu" onClick={() => taps.push('menu')}>
        Menu
      </button>
    </>
  );
}

function start(acts: string[], later = false) {
  window.toolshopStart = { takeOver: () => acts };
  const container = appContainer();
  function TakeOver() {
    useLayoutEffect(() => takeOver(container), []);
    return null;
  }
  act(() => {
    root = createRoot(container);
    root.render(
      <>
        <AppPage later={later} />
        <TakeOver />
      </>,
    );
  });
  return container;
}

it("puts the app's page in the server's place with what was typed, the focus and the caret", async () => {
  const server = document.getElementById('root')!;
  const search = server.querySelector<HTMLInputElement>('[data-act="search"]')!;
  search.focus();
  search.value = 'cordless dr';
  search.setSelectionRange(3, 3);

  const container = start([]);
  await act(() => Promise.resolve());

  expect(document.getElementById('root')).toBe(container);
  expect(server.isConnected).toBe(false);
  const box = container.querySelector<HTMLInputElement>('[data-act="search"]')!;
  expect(box).toHaveValue('cordless dr');
  expect(container.querySelector('p')).toHaveTextContent('cordless dr/2');
  expect(box).toHaveFocus();
  expect([box.selectionStart, box.selectionEnd]).toEqual([3, 3]);
  expect(window.toolshopStart).toBeUndefined();
});

it('carries out the taps in order, each once, waiting for what the app draws later', async () => {
  const server = document.getElementById('root')!;
  server.querySelector<HTMLInputElement>('[data-act="quantity"]')!.value = '5';

  start(['add-to-cart:t1', 'menu'], true);

  await expect.poll(() => taps, { timeout: 2_000 }).toEqual(['add 5', 'menu']);
});

it('renders into #root itself on a page the start script did not start', () => {
  expect(appContainer()).toBe(document.getElementById('root'));
});
