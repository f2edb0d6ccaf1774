import type { ReactNode } from 'react';

/** A message in red, announced when it appears; renders nothing without one. */
export function ErrorText({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <p className="error-text" role="alert">
      {children}
    </p>
  );
}
