import { useId, useState, type FormEvent, type ReactNode } from 'react';

import { useListParams } from '@/hooks/use-list-params';

type SearchFieldProps = {
  label: string;
  placeholder?: string;
  /** The search now shown, e.g. from the URL. */
  value: string;
  onSearch: (text: string) => void;
};

/**
 * A search of a list the server runs: it is sent when the user presses Enter or Search, so each
 * search is one step of the browser's history. Remount it with `key={value}` so that it shows a
 * search the URL changed (the back button).
 */
export function SearchField({ label, placeholder, value, onSearch }: SearchFieldProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" aria-label={label} className="search-field" onSubmit={submit}>
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          type="search"
          value={text}
          placeholder={placeholder}
          maxLength={200}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <button type="submit" className="button">
        Search
      </button>
    </form>
  );
}

type ListToolbarProps = { label: string; placeholder: string; children?: ReactNode };

/** Above a paged list: its search, kept in the URL (?q=…), and any filters given as children. */
export function ListToolbar({ label, placeholder, children }: ListToolbarProps) {
  const { q, setSearch } = useListParams();
  return (
    <div className="toolbar">
      <SearchField key={q} label={label} placeholder={placeholder} value={q} onSearch={setSearch} />
      {children}
    </div>
  );
}
