import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import { PUBLISH_ADDRESS_MESSAGE } from '@rentspace/core/listings/schema';
import type { Listing } from '@rentspace/core/listings/schema';
import type { ListingFormValues } from '@rentspace/core/listings/form';
import { Field, Input, Textarea, inputClasses } from '~/components/ui/field';
import { cx } from '~/components/ui/cx';

export type ListingForm = UseFormReturn<ListingFormValues, unknown, Listing>;
type Name = FieldPath<ListingFormValues>;

/** A group of the form with its title, as a fieldset so that screen readers announce it. */
export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset className="space-y-5 rounded-2xl border border-line p-4 sm:p-6">
      {/* A heading in the legend: the form's sections are in the page's outline too. */}
      <legend className="px-1">
        <h2 className="text-lg font-semibold text-ink">{title}</h2>
      </legend>
      {description && <div className="-mt-2 text-sm text-muted">{description}</div>}
      {children}
    </fieldset>
  );
}

/** The message under a field. The publish rule's message reads shorter under each address field. */
function errorOf(form: ListingForm, name: Name): string | undefined {
  const message = form.formState.errors[name as keyof ListingFormValues]?.message;
  if (message === PUBLISH_ADDRESS_MESSAGE) return 'Required to publish';
  return message;
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'form'> {
  form: ListingForm;
  name: Name;
  label: ReactNode;
  hint?: ReactNode;
  multiline?: boolean;
  /**
   * Fields whose rules read this one (the rates read the rental durations): a message they show
   * is checked again as this field changes, so it goes once the change answers it. A field
   * without a message is left for the next save, as every field is.
   */
  revalidates?: readonly Name[];
}

export function TextField({
  form,
  name,
  label,
  hint,
  multiline,
  className,
  revalidates,
  ...input
}: TextFieldProps) {
  const error = errorOf(form, name);
  const registered = form.register(
    name,
    revalidates && {
      onChange: () => {
        const shown = revalidates.filter((field) => form.getFieldState(field).error);
        if (shown.length > 0) void form.trigger(shown);
      },
    },
  );
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) =>
        multiline ? (
          <Textarea
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            rows={5}
            {...registered}
          />
        ) : (
          <Input
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            {...input}
            {...registered}
          />
        )
      }
    </Field>
  );
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'form'> {
  form: ListingForm;
  name: Name;
  label: ReactNode;
  hint?: ReactNode;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
}

export function SelectField({
  form,
  name,
  label,
  hint,
  options,
  placeholder,
  className,
  ...select
}: SelectFieldProps) {
  const error = errorOf(form, name);
  const registered = form.register(name);
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className={cx(inputClasses, 'min-h-11 appearance-auto')}
          {...select}
          {...registered}
          onChange={(event) => {
            void registered.onChange(event);
            select.onChange?.(event);
          }}
        >
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

export function CheckboxField({
  form,
  name,
  label,
  hint,
}: {
  form: ListingForm;
  name: Name;
  label: ReactNode;
  hint?: ReactNode;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-start gap-3 py-1">
      <input
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 accent-brand-600"
        {...form.register(name)}
      />
      <span>
        <span className="block text-sm font-medium text-ink">{label}</span>
        {hint && <span className="block text-sm text-muted">{hint}</span>}
      </span>
    </label>
  );
}

/** Options from a list of values, labelled with a capital first letter. */
export function optionsOf(values: readonly string[]) {
  return values.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) }));
}
