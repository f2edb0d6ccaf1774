import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from '@/app';
import { appContainer, takeOver } from '@/lib/takeover';

import './styles/index.css';

// On a page the server wrote, the app renders beside it and takes its place as it first
// commits (lib/takeover.ts); elsewhere it renders into #root.
const container = appContainer();

function TakeOver() {
  useLayoutEffect(() => takeOver(container), []);
  return null;
}

// The first render is a transition: React renders it in slices and leaves the main thread
// free between them, so a phone can paint and answer a tap while the page loads
// (docs/PERFORMANCE.md). On a page the server wrote, the visitor has already acted and waits
// for the app to carry it out: that render is done in one go.
const root = createRoot(container);
const app = (
  <StrictMode>
    <App />
    <TakeOver />
  </StrictMode>
);
if (container === document.getElementById('root')) startTransition(() => root.render(app));
else root.render(app);
