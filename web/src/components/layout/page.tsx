import { useEffect, type ReactNode } from 'react';

import { useBrand } from '@/lib/brand';

type PageHeadProps = {
  /** The page's part of the tab title; the shop's name follows it. */
  title: string;
  /** The shop's name leads the title instead, as on the home page: "Toolshop · Hand tools…". */
  nameFirst?: boolean;
  /** What search engines show under the title: a sentence or two about this page. */
  description: string;
};

/**
 * A page's tab title, with the shop's name, and meta description. The description replaces the
 * one in index.html while the page is shown (a second meta tag would leave crawlers two to choose
 * from).
 */
export function PageHead({ title, nameFirst, description }: PageHeadProps) {
  const name = useBrand()?.displayName;
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) return;
    const before = meta.content;
    meta.content = description;
    return () => {
      meta.content = before;
    };
  }, [description]);
  return <title>{name ? (nameFirst ? `${name} · ${title}` : `${title} · ${name}`) : title}</title>;
}

type PageProps = { title: string; description: string; children: ReactNode };

/** A page's head (its title, then the shop's name) and main heading. */
export function Page({ title, description, children }: PageProps) {
  return (
    <>
      <PageHead title={title} description={description} />
      <h1 className="page-title">{title}</h1>
      {children}
    </>
  );
}
