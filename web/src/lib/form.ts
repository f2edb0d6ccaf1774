// A small form state hook driven by one schema per form: each field lists its rules in order,
// and the first rule that fails gives the message the user sees.
import { useState, type ChangeEvent, type FormEvent } from 'react';

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
  const errors = validate(schema, values);
  const isValid = Object.keys(errors).length === 0;

  function field<K extends keyof T & string>(name: K) {
    return {
      name,
      value: values[name],
      error: submitted || touched[name] ? errors[name] : undefined,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        setValues((current) => ({ ...current, [name]: event.target.value })),
      onBlur: () => setTouched((current) => ({ ...current, [name]: true })),
    };
  }

  function handleSubmit(onValid: (values: T) => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSubmitted(true);
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
  }

  return { values, errors, isValid, field, handleSubmit, reset };
}
