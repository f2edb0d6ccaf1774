import type { ReactNode } from 'react';

/** A page's tab title and main heading. */
export function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <title>{`${title} · Toolshop`}</title>
      <h1 className="page-title">{title}</h1>
      {children}
    </>
  );
}
