import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';

import { ErrorText } from '@/components/ui/error-text';
import { Field, TextAreaField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import type { PageSlug, ShopPage } from '@/types/api';

import { pageSlugs, useDeletePage, usePages, useSavePage } from '../api/pages';

/** What a page's state is called in the list. */
const stateOf = (page?: ShopPage) => (!page ? 'Not written' : page.published ? 'Published' : 'Draft');

/**
 * The pages a shop that takes cards needs (about, contact, shipping, returns, terms, privacy),
 * each written in Markdown and published when ready: one editor open at a time.
 */
export function PagesAdmin() {
  const { data: pages, error } = usePages();
  const [open, setOpen] = useState<PageSlug>();
  if (error) return <ErrorText>{error.message}</ErrorText>;
  if (!pages) return <Spinner label="Loading the shop's pages" />;

  return (
    <ul className="pages-admin">
      {pageSlugs.map(({ slug, title }) => {
        const page = pages.find((written) => written.slug === slug);
        return (
          <li key={slug} className="card page-admin">
            <div className="page-admin-head">
              <h2 className="card-title">{page?.title ?? title}</h2>
              <span className="badge">{stateOf(page)}</span>
              {page?.published && <Link to={paths.shopPage.getHref(slug)}>View page</Link>}
              <button type="button" className="button button-secondary" aria-expanded={open === slug} onClick={() => setOpen(open === slug ? undefined : slug)}>
                {open === slug ? 'Close' : page ? `Edit ${page.title}` : `Write ${title}`}
              </button>
            </div>
            {open === slug && (
              <PageEditor page={page ?? { slug, title, markdown: '', published: false }} written={Boolean(page)} onDone={() => setOpen(undefined)} />
            )}
          </li>
        );
      })}
    </ul>
  );
}

function PageEditor({ page, written, onDone }: { page: ShopPage; written: boolean; onDone: () => void }) {
  const save = useSavePage();
  const remove = useDeletePage();
  const [values, setValues] = useState(page);
  const fields = isApiError(save.error) ? save.error.fields : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(values, {
      onSuccess: () => {
        toast.success(`${values.title} saved`);
        onDone();
      },
    });
  };

  return (
    <form noValidate className="form" aria-label={`Page ${page.slug}`} onSubmit={submit}>
      <Field label="Title" value={values.title} error={fields.title} onChange={(event) => setValues({ ...values, title: event.target.value })} />
      <TextAreaField
        label="Text (Markdown)"
        rows={14}
        hint="# Heading, **bold**, - a list, [a link](/pages/contact). HTML is not shown."
        value={values.markdown}
        error={fields.markdown}
        onChange={(event) => setValues({ ...values, markdown: event.target.value })}
      />
      <label className="checkbox-field">
        <input type="checkbox" checked={values.published} onChange={(event) => setValues({ ...values, published: event.target.checked })} />
        Published: linked from the footer and the checkout
      </label>
      <ErrorText>{save.error && Object.keys(fields).length === 0 ? save.error.message : undefined}</ErrorText>
      <div className="form-actions">
        <button type="submit" className="button" disabled={save.isPending}>
          Save page
        </button>
        {written && (
          <button
            type="button"
            className="button button-danger"
            disabled={remove.isPending}
            onClick={() => remove.mutate(page.slug, { onSuccess: onDone })}
          >
            Delete page
          </button>
        )}
      </div>
    </form>
  );
}
