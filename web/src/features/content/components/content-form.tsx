import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

import { ErrorText } from '@/components/ui/error-text';
import { Field, TextAreaField } from '@/components/ui/field';
import { PairRows } from '@/components/ui/pair-rows';
import { withKey, type Row } from '@/components/ui/row-actions';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { contentQuery } from '@/lib/content';
import type { Content } from '@/types/api';

import { useUpdateContent } from '../api/update-content';

type Link = Content['footer'][number]['links'][number];
type Column = { title: string; links: (Link & Row)[] } & Row;

/** A row without the key the form tracks it by. */
const unkeyed = <T extends Row>({ key: _key, ...rest }: T) => rest;

/** The home page's words, the footer and the menu, as the owner writes them (GET/PUT /admin/content). */
export function ContentSettings() {
  const { data, error } = useQuery(contentQuery);
  if (error) return <ErrorText>{error.message}</ErrorText>;
  if (!data) return <Spinner label="Loading the shop's words" />;
  return <ContentForm content={data} />;
}

function ContentForm({ content }: { content: Content }) {
  const update = useUpdateContent();
  const [hero, setHero] = useState(content.hero);
  const [trustHidden, setTrustHidden] = useState(content.trustBand.hidden);
  const [trust, setTrust] = useState(content.trustBand.items.map(withKey));
  const [about, setAbout] = useState(content.about.map(withKey));
  const [footer, setFooter] = useState<Column[]>(content.footer.map((column) => withKey({ ...column, links: column.links.map(withKey) })));
  const [menu, setMenu] = useState(content.menu);
  const [copyright, setCopyright] = useState(content.copyright);
  const fields = isApiError(update.error) ? update.error.fields : {};
  const setColumn = (index: number, change: Partial<Column>) =>
    setFooter(footer.map((column, i) => (i === index ? { ...column, ...change } : column)));

  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      {
        hero,
        trustBand: { hidden: trustHidden, items: trust.map(unkeyed) },
        about: about.map(unkeyed),
        footer: footer.map((column) => ({ title: column.title, links: column.links.map(unkeyed) })),
        menu,
        copyright,
      },
      { onSuccess: () => toast.success('Shop content saved') },
    );
  };
  const heroField = (name: keyof Content['hero'], label: string, hint?: string) => (
    <Field label={label} hint={hint} value={hero[name]} error={fields[`hero.${name}`]} onChange={(event) => setHero({ ...hero, [name]: event.target.value })} />
  );

  return (
    <form noValidate className="form content-form" onSubmit={save}>
      <fieldset className="rows-field">
        <legend>Home page banner</legend>
        {heroField('title', 'Title')}
        <TextAreaField label="Text" rows={2} value={hero.text} error={fields['hero.text']} onChange={(event) => setHero({ ...hero, text: event.target.value })} />
        {heroField('button', 'Button')}
        {heroField('link', 'Button leads to', 'A path of the shop (/search?q=drill, /pages/about) or a web link.')}
      </fieldset>

      <label className="checkbox-field">
        <input type="checkbox" checked={trustHidden} onChange={(event) => setTrustHidden(event.target.checked)} />
        Hide the figures band
      </label>
      {!trustHidden && (
        <PairRows
          legend="Figures band"
          fields={[{ name: 'figure', label: 'Figure' }, { name: 'label', label: 'Label' }]}
          rows={trust}
          onChange={setTrust}
          blank={{ figure: '', label: '' }}
          max={6}
          what="figure"
          errorOf={(i, name) => fields[`trustBand.items.${i}.${name}`]}
        />
      )}

      <PairRows
        legend="About Us strip"
        fields={[{ name: 'title', label: 'Title' }, { name: 'text', label: 'Text' }]}
        rows={about}
        onChange={setAbout}
        blank={{ title: '', text: '' }}
        max={6}
        what="promise"
        errorOf={(i, name) => fields[`about.${i}.${name}`]}
      />

      <fieldset className="rows-field">
        <legend>Footer</legend>
        <p className="field-hint">
          A link leads to a path of the shop (/pages/returns), a web link, an email (mailto:shop@example.com) or a phone number with its
          country code (tel:+15550100199).
        </p>
        {footer.map((column, index) => (
          <div key={column.key} className="row-group footer-column-fields" role="group" aria-label={`Footer column ${index + 1}`}>
            <Field
              label="Column title"
              value={column.title}
              error={fields[`footer.${index}.title`]}
              onChange={(event) => setColumn(index, { title: event.target.value })}
            />
            <PairRows
              legend={`Links of ${column.title || `column ${index + 1}`}`}
              fields={[{ name: 'label', label: 'Label' }, { name: 'href', label: 'Leads to' }]}
              rows={column.links}
              onChange={(links) => setColumn(index, { links })}
              blank={{ label: '', href: '/pages/' }}
              max={10}
              what="link"
              errorOf={(i, name) => fields[`footer.${index}.links.${i}.${name}`]}
            />
            <button type="button" className="button button-secondary align-start" onClick={() => setFooter(footer.filter((_, i) => i !== index))}>
              Remove column {column.title || index + 1}
            </button>
          </div>
        ))}
        {footer.length < 5 && (
          <button type="button" className="button button-secondary align-start" onClick={() => setFooter([...footer, withKey({ title: '', links: [] })])}>
            Add a footer column
          </button>
        )}
      </fieldset>

      <fieldset className="rows-field">
        <legend>Menu</legend>
        <label className="checkbox-field">
          <input type="checkbox" checked={menu.blogs} onChange={(event) => setMenu({ ...menu, blogs: event.target.checked })} />
          Show Blogs in the menu
        </label>
        <label className="checkbox-field">
          <input type="checkbox" checked={menu.portfolio} onChange={(event) => setMenu({ ...menu, portfolio: event.target.checked })} />
          Show My Portfolio in the menu
        </label>
      </fieldset>

      <Field label="Copyright line" value={copyright} error={fields.copyright} onChange={(event) => setCopyright(event.target.value)} />
      <ErrorText>{update.error && Object.keys(fields).length === 0 ? update.error.message : undefined}</ErrorText>
      <button type="submit" className="button align-start" disabled={update.isPending}>
        Save content
      </button>
    </form>
  );
}
