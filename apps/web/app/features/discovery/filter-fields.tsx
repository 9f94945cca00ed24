import type { ReactNode, SelectHTMLAttributes, InputHTMLAttributes } from 'react';
import { Field, inputClasses } from '~/components/ui/field';

/** The server's first message for a field, shown under it. */
export type FieldErrors = Record<string, string[] | undefined>;
export const firstError = (errors: FieldErrors, name: string) => errors[name]?.[0];

export function SelectField({
  label,
  name,
  errors,
  children,
  className,
  ...props
}: {
  label: ReactNode;
  name: string;
  errors: FieldErrors;
  children: ReactNode;
  className?: string;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Field label={label} error={firstError(errors, name)} className={className}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          name={name}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={inputClasses}
          {...props}
        >
          {children}
        </select>
      )}
    </Field>
  );
}

export function InputField({
  label,
  name,
  errors,
  hint,
  className,
  ...props
}: {
  label: ReactNode;
  name: string;
  errors: FieldErrors;
  hint?: ReactNode;
  className?: string;
} & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field label={label} error={firstError(errors, name)} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          name={name}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          className={inputClasses}
          {...props}
        />
      )}
    </Field>
  );
}
