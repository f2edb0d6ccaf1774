import { useId, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

import { paths } from '@/config/paths';

/** The top bar's search; on the results page it starts with the words searched for. */
export function SearchBox() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const searched = pathname === paths.search.path ? (params.get('q') ?? '') : '';
  // A new search in the URL (a link, the back button) gives a new box holding its words.
  return <SearchForm key={searched} searched={searched} />;
}

function SearchForm({ searched }: { searched: string }) {
  const navigate = useNavigate();
  const [q, setQ] = useState(searched);
  const id = useId();
  return (
    <form
      role="search"
      aria-label="Shop"
      className="search-box"
      action={paths.search.path}
      onSubmit={(event) => {
        event.preventDefault();
        navigate(paths.search.getHref(q.trim()));
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        Search tools
      </label>
      <input
        id={id}
        data-act="search"
        type="search"
        name="q"
        value={q}
        maxLength={200}
        placeholder="Search tools"
        enterKeyHint="search"
        onChange={(event) => setQ(event.target.value)}
      />
      <button type="submit" className="button">
        Search
      </button>
    </form>
  );
}
