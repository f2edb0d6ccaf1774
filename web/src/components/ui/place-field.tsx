import { useEffect, useId, useState, type ReactNode } from 'react';

import { placeCode, placeName, type Place } from '@/lib/places';

import { Field } from './field';

type PlaceFieldProps = {
  label: string;
  name: string;
  /** The place's code, as the form keeps it; text that names no place is kept as typed. */
  value: string;
  places: Place[];
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  hint?: ReactNode;
  autoComplete?: string;
};

/**
 * A place chosen from its list by typing its name ("Calif…") or code: a text input with the
 * list's names as suggestions, searchable on a phone as on a computer, that hands the form the
 * place's code. What names no place stays in the form for its rules to refuse.
 */
export function PlaceField({ label, name, value, places, onChange, onBlur, error, hint, autoComplete }: PlaceFieldProps) {
  const listId = useId();
  const nameOf = (code: string) => placeName(places, code);
  const [text, setText] = useState(() => nameOf(value));
  // The list arrives after the form's first value, and a form may be filled in anew.
  useEffect(() => {
    setText((typed) => (placeCode(places, typed) === value ? typed : nameOf(value)));
  }, [value, places]);

  return (
    <>
      <Field
        label={label}
        name={name}
        list={listId}
        autoComplete={autoComplete}
        value={text}
        error={error}
        hint={hint}
        onChange={(event) => {
          setText(event.target.value);
          onChange(placeCode(places, event.target.value) ?? event.target.value);
        }}
        onBlur={() => {
          onBlur?.();
          setText(nameOf(value));
        }}
      />
      <datalist id={listId}>
        {places.map((p) => (
          <option key={p.code} value={p.name} />
        ))}
      </datalist>
    </>
  );
}
