import '@testing-library/jest-dom/vitest';

import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

import { toast } from '@/components/ui/toast';

import { mockFetch, resetMockApi, unhandled } from './mock-api';

// jsdom lacks modal dialogs, scrolling and layout. scrollTo answers a promise, as in Chrome; an
// element's size never changes, so a ResizeObserver has nothing to tell.
HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
  this.open = false;
};
window.scrollTo = (() => Promise.resolve()) as typeof window.scrollTo;
window.ResizeObserver = class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// The first visit to a lazy page compiles its chunk, which can take a while on a busy machine.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  resetMockApi();
  vi.stubGlobal('fetch', mockFetch);
});

afterEach(() => {
  cleanup();
  toast.dismissAll();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  if (unhandled.length > 0) throw new Error(`Calls with no mock answer: ${unhandled.join(', ')}`);
});
