import { useEffect, type ReactNode } from 'react';

type PageHeadProps = {
  /** The whole tab title. */
  title: string;
  /** What search engines show under the title: a sentence or two about this page. */
  description: string;
};

/**
 * A page's tab title and meta description. The description replaces the one in index.html while
 * the page is shown (a second meta tag would leave crawlers two to choose from).
 */
export function PageHead({ title, description }: PageHeadProps) {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) return;
    const before = meta.content;
    meta.content = description;
    return () => {
      meta.content = before;
    };
  }, [description]);
  return <title>{title}</title>;
}

type PageProps = { title: string; description: string; children: ReactNode };

/** A page's head (its title, then the shop's name) and main heading. */
export function Page({ title, description, children }: PageProps) {
  return (
    <>
      <PageHead title={`${title} · Toolshop`} description={description} />
      <h1 className="page-title">{title}</h1>
      {children}
    </>
  );
}
