import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';

import { ErrorText } from '@/components/ui/error-text';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import type { SearchFiltersChoice } from '@/types/api';

import { searchFiltersQuery, useSaveSearchFilters } from '../api/search-settings';

/** The spec names the search page offers as filters (GET/PUT /admin/search/filters). */
export function FilterSettings() {
  const { data, error } = useQuery(searchFiltersQuery);
  if (error) return <ErrorText>{error.message}</ErrorText>;
  if (!data) return <Spinner label="Loading the search filters" />;
  return <FiltersForm filters={data} />;
}

function FiltersForm({ filters }: { filters: SearchFiltersChoice }) {
  const save = useSaveSearchFilters();
  const [specs, setSpecs] = useState(filters.specs);
  const fields = isApiError(save.error) ? save.error.fields : {};
  const sent = save.variables?.specs ?? [];
  // A refusal names a name by its place in the list sent: shown on that name's chip.
  const errorOf = (name: string) => fields[`specs.${sent.indexOf(name)}`];
  const offered = filters.suggestions.filter((suggestion) => !specs.includes(suggestion.name));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ specs }, { onSuccess: (saved) => { setSpecs(saved.specs); toast.success('Search filters saved'); } });
  };

  return (
    <form noValidate className="form search-settings-form" onSubmit={submit}>
      <fieldset className="rows-field">
        <legend>Shown as filters</legend>
        {specs.length === 0 ? (
          <p className="muted">No spec is shown as a filter yet: add one of the suggestions below.</p>
        ) : (
          <ul className="chips" aria-label="Specs shown as filters">
            {specs.map((name) => (
              <li key={name} className={errorOf(name) ? 'chip chip-invalid' : 'chip'}>
                {name}
                <button type="button" className="chip-remove" aria-label={`Remove ${name}`} onClick={() => setSpecs(specs.filter((spec) => spec !== name))}>
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        {fields.specs && <p className="field-error">{fields.specs}</p>}
        {specs.filter(errorOf).map((name) => (
          <p key={name} className="field-error">
            {name}: {errorOf(name)}
          </p>
        ))}
      </fieldset>
      <fieldset className="rows-field">
        <legend>Suggestions</legend>
        {offered.length === 0 ? (
          <p className="muted">Every spec the tools have is shown already.</p>
        ) : (
          <ul className="suggestions" aria-label="Specs the tools have">
            {offered.map((suggestion) => (
              <li key={suggestion.name}>
                <button type="button" className="button button-secondary" onClick={() => setSpecs([...specs, suggestion.name])}>
                  Add {suggestion.name} <span className="muted">({suggestion.tools === 1 ? '1 tool' : `${suggestion.tools} tools`})</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <ErrorText>{save.error && Object.keys(fields).length === 0 ? save.error.message : undefined}</ErrorText>
      <button type="submit" className="button align-start" disabled={save.isPending}>
        Save filters
      </button>
    </form>
  );
}
