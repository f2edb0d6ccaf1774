import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

type FieldOwnProps = { label: string; error?: string; hint?: ReactNode };

/** A labelled text input with its validation message tied to it for screen readers. */
export function Field({ label, error, hint, ...input }: FieldOwnProps & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <input id={id} {...describedBy(id, error, hint)} {...input} />
    </FieldFrame>
  );
}

export function TextAreaField({ label, error, hint, ...textarea }: FieldOwnProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <textarea id={id} rows={4} {...describedBy(id, error, hint)} {...textarea} />
    </FieldFrame>
  );
}

/** A labelled drop-down; its options are the children. */
export function SelectField({ label, error, hint, ...select }: FieldOwnProps & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <select id={id} {...describedBy(id, error, hint)} {...select} />
    </FieldFrame>
  );
}

/** A checkbox kept in a form's string values as 'true' or ''. */
/** A box to tick, or with `isSwitch` a switch: on or off, said so to a screen reader. */
export function CheckboxField({
  label,
  value,
  onChange,
  isSwitch,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  isSwitch?: boolean;
}) {
  return (
    <label className="checkbox-field">
      <input
        type="checkbox"
        role={isSwitch ? 'switch' : undefined}
        checked={value === 'true'}
        onChange={(event) => onChange(event.target.checked ? 'true' : '')}
      />
      {label}
    </label>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode) {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
}

function FieldFrame({ id, label, error, hint, children }: FieldOwnProps & { id: string; children: ReactNode }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
