// A small form state hook driven by one schema per form: each field lists its rules in order,
// and the first rule that fails gives the message the user sees. The server's field messages
// (a 400's `fields`) show under the same inputs.
import { useState, type ChangeEvent, type FormEvent } from 'react';

import { isApiError } from '@/lib/api-client';

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

/** The values without surrounding spaces, for sending to the server (never passwords). */
export function trimmed<T extends FormValues>(values: T): T {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.trim()])) as T;
}

/** Errors show once a field has been left or the form submitted. */
export function useForm<T extends FormValues>(initialValues: T, schema: Schema<T>) {
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<Partial<Record<keyof T, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  // The server's messages, each until its field is edited.
  const [serverErrors, setServerErrors] = useState<FieldErrors<T>>({});
  const errors = validate(schema, values);
  const isValid = Object.keys(errors).length === 0;

  function field<K extends keyof T & string>(name: K) {
    return {
      name,
      value: values[name],
      error: (submitted || touched[name] ? errors[name] : undefined) ?? serverErrors[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
        setValues((current) => ({ ...current, [name]: event.target.value }));
        setServerErrors((current) => {
          if (!(name in current)) return current;
          const next = { ...current };
          delete next[name];
          return next;
        });
      },
      onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    };
  }

  /**
   * Puts the messages of a 400's `fields` under this form's inputs. False when the error named
   * none of them: the caller shows it some other way.
   */
  function showServerErrors(error: unknown): boolean {
    if (!isApiError(error, 400)) return false;
    const known = Object.entries(error.fields).filter(([name]) => name in values);
    setServerErrors(Object.fromEntries(known) as FieldErrors<T>);
    return known.length > 0;
  }

  function handleSubmit(onValid: (values: T) => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSubmitted(true);
      setServerErrors({});
      if (isValid) {
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
    setServerErrors({});
  }

  return { values, errors, isValid, field, handleSubmit, showServerErrors, reset };
}
