// The app taking over a page the server wrote (site/templates/page.html), which the start
// script (src/start.ts) kept working until the app ran. The app renders into a container of its
// own while the server's page stays in place, visitor's focus and all; as the app's first render
// commits, its page replaces the server's in one step, the words typed into the server's fields
// go into the app's (the caret where it was), and the taps the start script took are carried out
// by the app, in order. The server's page and the app's mark the same elements with the same
// data-act: that is how one is found in the other.

/** What the start script hands the app (window.toolshopStart). */
export type ServerStart = {
  /** Stops the start script listening, and answers the data-act of each tap it took, in order. */
  takeOver: () => string[];
};

declare global {
  interface Window {
    toolshopStart?: ServerStart;
  }
}

/** How long a tap waits for the app to draw what it tapped: a page's data, a cart read. */
const ACT_WAIT_MS = 10_000;

/** The container the app renders into: a new one beside #root on a page the server wrote and the start script started. */
export function appContainer(): HTMLElement {
  const root = document.getElementById('root')!;
  if (!window.toolshopStart || !root.hasChildNodes()) return root;
  return document.createElement('div');
}

/**
 * Puts `container`, the app's first render, in the server page's place, and hands over what
 * the visitor did there: for a layout effect of that first commit. Nothing when the app
 * rendered into #root itself.
 */
export function takeOver(container: HTMLElement) {
  const root = document.getElementById('root');
  const start = window.toolshopStart;
  if (!root || root === container || !start) return;
  const acts = start.takeOver();
  window.toolshopStart = undefined;

  const fields = [...root.querySelectorAll<HTMLInputElement>('input[data-act]')];
  const focused = document.activeElement instanceof HTMLElement && root.contains(document.activeElement) ? document.activeElement : null;
  const selection = focused instanceof HTMLInputElement ? [focused.selectionStart, focused.selectionEnd] : null;
  root.replaceWith(container);
  container.id = 'root';

  // Once this commit is over, so that React hears what is typed into its fields; still before
  // the browser handles another key or tap, or paints.
  queueMicrotask(() => {
    for (const field of fields) {
      const now = field.value === field.defaultValue ? null : find<HTMLInputElement>(container, field.dataset.act);
      if (!now) continue;
      // As the visitor did: into the field, the words, and out of it unless they are still there
      // (a quantity is taken as it is left).
      now.focus();
      type(now, field.value);
      if (field !== focused) now.blur();
    }
    const refocus = focused?.dataset.act ? find(container, focused.dataset.act) : null;
    if (refocus) {
      refocus.focus();
      if (refocus instanceof HTMLInputElement && selection) refocus.setSelectionRange(selection[0], selection[1]);
    }
    void carryOut(container, acts);
  });
}

function find<T extends HTMLElement>(container: HTMLElement, act: string | undefined): T | null {
  return act ? container.querySelector<T>(`[data-act="${CSS.escape(act)}"]`) : null;
}

/**
 * Puts `value` into the app's field as typing would: React hears it (its value setter is
 * bypassed, as Testing Library's user events do).
 */
function type(field: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Taps each act's element in the app, in order, once the app draws it ready; an act never drawn is dropped. */
async function carryOut(container: HTMLElement, acts: string[]) {
  for (const act of acts) {
    const element = await ready(container, act);
    if (!element) continue;
    // Focus first, as a tap does: a field left behind takes what was typed in it (its blur).
    element.focus();
    element.click();
  }
}

/** The element of `act`, once the app has drawn it and it can be tapped; null after ACT_WAIT_MS. */
function ready(container: HTMLElement, act: string): Promise<HTMLElement | null> {
  const now = () => {
    const element = find(container, act);
    return element && !(element as HTMLButtonElement).disabled ? element : null;
  };
  return new Promise((resolve) => {
    const found = now();
    if (found) {
      resolve(found);
      return;
    }
    const observer = new MutationObserver(() => {
      const element = now();
      if (element) done(element);
    });
    const timer = setTimeout(() => done(null), ACT_WAIT_MS);
    const done = (element: HTMLElement | null) => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(element);
    };
    observer.observe(container, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] });
  });
}
