// A small form state hook driven by one schema per form: each field lists its rules in order,
// and the first rule that fails gives the message the user sees. The server's field messages
// (an error's `fields`) show under the same inputs.
import { useState, type ChangeEvent, type FormEvent } from 'react';

import { isApiError } from '@/lib/api-client';
import type { MutationMeta } from '@/lib/query-client';

export type Rule = (value: string) => string | undefined;
export type FormValues = Record<string, string>;
export type Schema<T extends FormValues> = Partial<Record<keyof T, Rule[]>>;
export type FieldErrors<T extends FormValues> = Partial<Record<keyof T, string>>;

export const required =
  (message: string): Rule =>
  (value) =>
    value.trim() === '' ? message : undefined;

export const matches =
  (pattern: RegExp, message: string): Rule =>
  (value) =>
    pattern.test(value.trim()) ? undefined : message;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An email's rules, wherever one is typed: signing in and up, a guest's checkout. */
export const emailRules = [required('Email is required'), matches(EMAIL, 'Please provide valid email')];

export const minLength =
  (length: number, message: string): Rule =>
  (value) =>
    value.length >= length ? undefined : message;

export const maxLength =
  (length: number, message: string): Rule =>
  (value) =>
    [...value].length <= length ? undefined : message;

/** Fails for numbers below `min` and for anything that is not a number. */
export const atLeast =
  (min: number, message: string): Rule =>
  (value) =>
    Number(value) >= min ? undefined : message;

export const atMost =
  (max: number, message: string): Rule =>
  (value) =>
    Number(value) <= max ? undefined : message;

export function validate<T extends FormValues>(schema: Schema<T>, values: T): FieldErrors<T> {
  const errors: FieldErrors<T> = {};
  for (const name of Object.keys(schema) as (keyof T)[]) {
    for (const rule of schema[name] ?? []) {
      const message = rule(values[name]);
      if (message) {
        errors[name] = message;
        break;
      }
    }
  }
  return errors;
}

/** A failure that names fields (a 400, or a 409 such as "More than available quantity"). */
const namesFields = (error: Error) => isApiError(error) && Object.keys(error.fields).length > 0;

/**
 * The meta of a mutation sent by a useForm form: the form shows the server's field messages under
 * its inputs (each request field has its input), so they get no toast; other failures do.
 */
export const formMutation: MutationMeta = { pageShows: namesFields };

/** The values without surrounding spaces, for sending to the server (never passwords). */
export function trimmed<T extends FormValues>(values: T): T {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.trim()])) as T;
}

/**
 * Errors show once a field has been left or the form submitted. `serverError` is the failure of the
 * request the form sent (its mutation's error): its field messages show under their inputs, each
 * until that field is edited.
 */
export function useForm<T extends FormValues>(
  initialValues: T,
  /** The rules, or the rules for the values as they are (a field needed only for some choice). */
  schema: Schema<T> | ((values: T) => Schema<T>),
  serverError?: Error | null,
) {
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<Partial<Record<keyof T, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  // Fields edited since the form was last sent: the server's message about them is out of date.
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const errors = validate(typeof schema === 'function' ? schema(values) : schema, values);
  const isValid = Object.keys(errors).length === 0;
  const serverMessages: Record<string, string> = isApiError(serverError) ? serverError.fields : {};
  const shownByInputs = Object.keys(serverMessages).some((name) => name in values);

  function field<K extends keyof T & string>(name: K) {
    return {
      name,
      value: values[name],
      error:
        (submitted || touched[name] ? errors[name] : undefined) ?? (edited.has(name) ? undefined : serverMessages[name]),
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
        setValue(name, event.target.value),
      onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    };
  }

  /** Sets a field as typing in it would, e.g. to the URL of a picture just uploaded. */
  function setValue(name: keyof T & string, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setEdited((current) => (current.has(name) ? current : new Set(current).add(name)));
  }

  function handleSubmit(onValid: (values: T) => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSubmitted(true);
      if (isValid) {
        setEdited(new Set());
        onValid(values);
        return;
      }
      // Take keyboard and screen-reader users to the first field to fix.
      const [firstInvalid] = Object.keys(errors);
      const field = event.currentTarget.elements.namedItem(firstInvalid);
      if (field instanceof HTMLElement) field.focus();
    };
  }

  function reset(nextValues: T = initialValues) {
    setValues(nextValues);
    setTouched({});
    setSubmitted(false);
    setEdited(new Set());
  }

  return {
    values,
    errors,
    isValid,
    field,
    setValue,
    handleSubmit,
    reset,
    /** The server's message when no input of this form shows it, for forms that show it themselves. */
    formError: shownByInputs ? undefined : serverError?.message,
  };
}
