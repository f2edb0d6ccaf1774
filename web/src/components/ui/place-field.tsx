import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

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
  /** Called on Enter in the field, instead of sending its form. */
  onEnter?: () => void;
};

/**
 * A place chosen from its list by typing its name ("Calif…") or code: a text input with the
 * list's names as suggestions, searchable on a phone as on a computer, that hands the form the
 * place's code. What names no place stays in the form for its rules to refuse.
 */
export function PlaceField({ label, name, value, places, onChange, onBlur, error, hint, autoComplete, onEnter }: PlaceFieldProps) {
  const listId = useId();
  const nameOf = (code: string) => placeName(places, code);
  const [text, setText] = useState(() => nameOf(value));
  // The value the field itself last handed the form: any other came from outside (a form
  // filled in anew) and is shown by its name.
  const handed = useRef(value);
  useEffect(() => {
    if (value !== handed.current) {
      handed.current = value;
      setText(placeName(places, value));
    }
  }, [value, places]);
  // A code shown before the list arrived gets its name once it has.
  useEffect(() => setText((typed) => (typed === handed.current ? placeName(places, typed) : typed)), [places]);

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
          handed.current = placeCode(places, event.target.value) ?? event.target.value;
          onChange(handed.current);
        }}
        onKeyDown={(event) => {
          if (onEnter && event.key === 'Enter') {
            event.preventDefault();
            onEnter();
          }
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
