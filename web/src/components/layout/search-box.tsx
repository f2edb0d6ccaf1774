import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

import { paths } from '@/config/paths';

// The search box of the page the server wrote (site/templates/page.html), until the app's
// box replaces it as the app starts.
let serverBox = document.querySelector<HTMLInputElement>('input#search-q');

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
  const input = useRef<HTMLInputElement>(null);
  // Words typed into the server's box before the app started are kept, and so is the caret.
  const [typing] = useState(() => serverBox !== null && document.activeElement === serverBox);
  useLayoutEffect(() => {
    if (!serverBox) return;
    // Read as the app's box replaces it, not when the app first renders: a visitor may type
    // while the app's page is still loading, and none of those words may be lost.
    const typed = serverBox.value;
    serverBox = null;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the server's box holds its words only until this commit
    if (typed) setQ(typed);
    if (typing) input.current?.focus();
  }, [typing]);

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
        ref={input}
        id={id}
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
