import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from '@/app';

import './styles/index.css';

// The first render is a transition: React renders it in slices and leaves the main thread
// free between them, so a phone can paint and answer a tap while the page the server wrote is
// taken over (docs/PERFORMANCE.md).
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
