// The start script of the pages the server writes (the home page, a tool's, the shop's own
// pages; site/shell.go puts it in place of the app's entry). The server's page is the page until
// the visitor first needs the app: this script fetches the app's files at low priority once the
// page has loaded, and runs the app at the visitor's first tap or click on something that acts
// (an element with data-act: Add to cart, the quantity, the menu, search; or a quantity's step,
// data-step) or focus on a field (search, the quantity), when the page is
// shown again after being hidden, or when the visitor scrolls near what only the app draws
// (below the server's content). Each tap is shown at once (a busy button, the menu opening) and kept, in
// order, for the app to carry out when it takes over (lib/takeover.ts): none is lost, none done
// twice. It imports no framework: a few hundred bytes that run before anything else.
import type { ServerStart } from './lib/takeover';

const script = document.querySelector<HTMLScriptElement>('script[data-app]');
const app = script?.dataset.app ?? '';
const preloads = (script?.dataset.preload ?? '').split(' ').filter(Boolean);

let acts: string[] = [];
let starting = false;
let hidden = false;

/** The element that acts which event's target is in, if any. */
function acting(event: Event): HTMLElement | null {
  return event.target instanceof Element ? event.target.closest<HTMLElement>('[data-act], [data-step]') : null;
}

/**
 * Steps the quantity beside `button` by its data-step, between the field's data-min and
 * data-max, as the app's stepper would: the field then holds it for the app (lib/takeover.ts).
 */
function step(button: HTMLElement) {
  const stepper = button.parentElement;
  const field = stepper?.querySelector<HTMLInputElement>('input[data-min]');
  if (!stepper || !field) return;
  const least = Number(field.dataset.min);
  const most = Number(field.dataset.max);
  const now = Number(field.value);
  const next = Math.min(Math.max((Number.isInteger(now) ? now : least) + Number(button.dataset.step), least), most);
  field.value = String(next);
  const [fewer, more] = stepper.querySelectorAll<HTMLButtonElement>('button[data-step]');
  fewer.disabled = next <= least;
  more.disabled = next >= most;
}

/** Shows at once that a tap was taken: a menu or a disclosure opens or closes, anything else is busy. */
function show(element: HTMLElement) {
  const details = element.parentElement;
  if (element.localName === 'summary' && details instanceof HTMLDetailsElement) {
    details.open = !details.open;
    return;
  }
  const controls = element.getAttribute('aria-controls');
  if (element.hasAttribute('aria-expanded') && controls) {
    const open = element.getAttribute('aria-expanded') !== 'true';
    element.setAttribute('aria-expanded', String(open));
    document.getElementById(controls)?.classList.toggle('open', open);
    return;
  }
  element.setAttribute('aria-busy', 'true');
}

function onClick(event: MouseEvent) {
  const element = acting(event);
  if (!element) return;
  start();
  // A field only needs the app started; what is typed in it is kept as the app takes over.
  if (element instanceof HTMLInputElement) return;
  event.preventDefault();
  if (element.dataset.step) {
    step(element);
    return;
  }
  // A second tap on a button still busy with the first would do it twice.
  if (element.getAttribute('aria-busy') === 'true') return;
  acts.push(element.dataset.act ?? '');
  show(element);
}

// A field focused is about to be typed into: the app starts. A button waits for its click, so that
// the app's code does not run between the tap's pointerdown and its click, delaying the click.
function onFocus(event: FocusEvent) {
  if (acting(event) instanceof HTMLInputElement) start();
}

// The visitor scrolling near the footer is about to see where the app draws more (reviews,
// the home page's sections below the cards): a page short enough to show it at once waits
// for a tap or a scroll all the same.
function onScroll() {
  const footer = document.querySelector('footer');
  if (footer && footer.getBoundingClientRect().top < window.innerHeight * 1.5) start();
}

function onVisibility() {
  if (document.visibilityState === 'hidden') hidden = true;
  else if (hidden) start();
}

const listeners = [
  ['focusin', onFocus],
  ['click', onClick],
] as const;

function listen(on: boolean) {
  for (const [type, listener] of listeners) {
    if (on) document.addEventListener(type, listener as EventListener, true);
    else document.removeEventListener(type, listener as EventListener, true);
  }
  if (on) {
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('scroll', onScroll, { passive: true });
  } else {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('scroll', onScroll);
  }
}

/** Calls then once the next frame is on the screen: the frame after it has begun. */
function afterPaint(then: () => void) {
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(then)));
}

/**
 * Runs the app, once, after the next frame has painted: a tap shows at once, and the app's code
 * runs after that frame, not before it. A failed load frees the busy buttons and drops their
 * taps, to be tapped again.
 */
function start() {
  if (starting) return;
  starting = true;
  // Said on the page for the browser journeys: the app is on its way.
  document.documentElement.dataset.app = 'starting';
  afterPaint(() =>
    import(/* @vite-ignore */ app).catch(() => {
      starting = false;
      acts = [];
      delete document.documentElement.dataset.app;
      for (const busy of document.querySelectorAll('[data-act][aria-busy="true"]')) busy.removeAttribute('aria-busy');
    }),
  );
}

/** Fetches the app's files without running them, after what the page itself needs. */
function preload() {
  for (const href of [app, ...preloads]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    link.crossOrigin = '';
    link.fetchPriority = 'low';
    document.head.append(link);
  }
}

const takeOver: ServerStart['takeOver'] = () => {
  listen(false);
  const taken = acts;
  acts = [];
  return taken;
};
window.toolshopStart = { takeOver };
listen(true);

// A visitor this browser knows (a session, a cart: the pages keep nothing else in its storage)
// sees their own top bar at once, which the server's page cannot show.
if (localStorage.length > 0) start();
else if (document.readyState === 'complete') preload();
else window.addEventListener('load', preload, { once: true });
