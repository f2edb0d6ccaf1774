import { afterEach, beforeEach, expect, it, vi } from 'vitest';

// The start script of the pages the server writes (src/start.ts), on such a page: it runs the
// app at the first act, shows each tap at once and keeps them, in order, for the app.
beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
  delete document.documentElement.dataset.app;
  for (const link of document.head.querySelectorAll('link')) link.remove();
  document.body.innerHTML = `
    <script type="module" data-app="/assets/not-built.js" data-preload="/assets/a.js /assets/b.js"></script>
    <div id="root">
      <button type="button" class="menu-toggle" data-act="menu" aria-expanded="false" aria-controls="main-menu">Menu</button>
      <nav id="main-menu" class="main-menu">
        <details id="categories"><summary data-act="categories">Categories</summary><a href="/categories/saws">Saws</a></details>
        <a href="/blogs">Blogs</a>
      </nav>
      <input id="search-q" data-act="search" type="search">
      <div class="stepper">
        <button type="button" data-step="-1" disabled>−</button>
        <input id="quantity" data-act="quantity" data-min="2" data-max="4" value="2">
        <button type="button" data-step="1">+</button>
      </div>
      <button type="button" data-act="add-to-cart:t1">Add to cart</button>
      <a href="/blogs" id="plain">A plain link</a>
    </div>
    <footer></footer>`;
});

afterEach(() => {
  window.toolshopStart?.takeOver();
  window.toolshopStart = undefined;
});

const byId = (id: string) => document.getElementById(id)!;
const addToCart = () => document.querySelector<HTMLButtonElement>('[data-act="add-to-cart:t1"]')!;
const starting = () => document.documentElement.dataset.app === 'starting';

/** Clicks `element` as a tap does, answering whether the click's default went ahead. */
function tap(element: HTMLElement): boolean {
  return element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
}

it('keeps the taps in order for the app, each shown at once and none twice, and starts the app at the first', async () => {
  await import('@/start');
  expect(starting()).toBe(false);

  expect(tap(addToCart())).toBe(false);
  expect(starting()).toBe(true);
  expect(addToCart()).toHaveAttribute('aria-busy', 'true');
  // A second tap on the busy button is the same tap.
  tap(addToCart());
  // The menu opens at once.
  tap(byId('main-menu').previousElementSibling as HTMLElement);
  expect(byId('main-menu')).toHaveClass('open');
  expect(document.querySelector('.menu-toggle')).toHaveAttribute('aria-expanded', 'true');
  // So do its categories.
  tap(document.querySelector('summary')!);
  expect(byId('categories')).toHaveProperty('open', true);

  expect(window.toolshopStart!.takeOver()).toEqual(['add-to-cart:t1', 'menu', 'categories']);
  // The app has the page now: a tap is its own.
  expect(tap(addToCart())).toBe(true);
});

it("steps the quantity at once within its bounds, for the app to take as typed", async () => {
  await import('@/start');
  const [fewer, more] = document.querySelectorAll<HTMLButtonElement>('[data-step]');
  const quantity = byId('quantity') as HTMLInputElement;
  expect(tap(more)).toBe(false);
  expect(starting()).toBe(true);
  tap(more);
  expect(quantity).toHaveValue('4');
  expect(more).toBeDisabled();
  expect(fewer).toBeEnabled();
  tap(fewer);
  expect(quantity).toHaveValue('3');
  expect(window.toolshopStart!.takeOver()).toEqual([]);
});

it('leaves plain links and fields to the browser; focus on a field starts the app', async () => {
  await import('@/start');
  expect(tap(byId('plain'))).toBe(true);
  expect(starting()).toBe(false);

  byId('search-q').focus();
  expect(starting()).toBe(true);
  expect(tap(byId('search-q'))).toBe(true);
  expect(window.toolshopStart!.takeOver()).toEqual([]);
});

it('starts the app when the page is shown again after being hidden', async () => {
  await import('@/start');
  const visibility = vi.spyOn(document, 'visibilityState', 'get');
  visibility.mockReturnValue('visible');
  document.dispatchEvent(new Event('visibilitychange'));
  expect(starting()).toBe(false);
  visibility.mockReturnValue('hidden');
  document.dispatchEvent(new Event('visibilitychange'));
  visibility.mockReturnValue('visible');
  document.dispatchEvent(new Event('visibilitychange'));
  expect(starting()).toBe(true);
});

it('starts the app when the visitor scrolls near the footer, not before', async () => {
  await import('@/start');
  const footer = document.querySelector('footer')!;
  const top = vi.spyOn(footer, 'getBoundingClientRect');
  top.mockReturnValue({ top: window.innerHeight * 3 } as DOMRect);
  window.dispatchEvent(new Event('scroll'));
  expect(starting()).toBe(false);
  top.mockReturnValue({ top: window.innerHeight * 1.2 } as DOMRect);
  window.dispatchEvent(new Event('scroll'));
  expect(starting()).toBe(true);
});

it('starts the app at once for a visitor this browser knows', async () => {
  localStorage.setItem('accessToken', 'a token');
  await import('@/start');
  expect(starting()).toBe(true);
});

it("fetches the app's files at low priority once the page has loaded, without running them", async () => {
  await import('@/start');
  const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
  expect(links.map((link) => new URL(link.href).pathname)).toEqual(['/assets/not-built.js', '/assets/a.js', '/assets/b.js']);
  expect(links.every((link) => link.fetchPriority === 'low')).toBe(true);
  expect(starting()).toBe(false);
});

it('frees a busy button and drops its tap when the app fails to load, to be tapped again', async () => {
  await import('@/start');
  tap(addToCart());
  await vi.waitFor(() => expect(addToCart()).not.toHaveAttribute('aria-busy'));
  expect(starting()).toBe(false);
  tap(addToCart());
  expect(window.toolshopStart!.takeOver()).toEqual(['add-to-cart:t1']);
});
