import { useState } from 'react';
import { flushSync } from 'react-dom';
import { TEXT_LIMITS } from '@rentspace/core/listings/limits';
import { RENTAL_TYPES, SPACE_TYPE_TEXT } from '@rentspace/core/listings/constants';
import type {
  RentalCategory,
  SpaceType,
  SpaceTypeSuggestion,
} from '@rentspace/core/listings/types';
import { ErrorMessage } from '~/components/ui/states';
import { AddSpaceType } from '../add-space-type';
import { Section, SelectField, TextField, optionsOf, type ListingForm } from '../controls';

interface BasicsProps {
  form: ListingForm;
  spaceTypes: SpaceType[];
  /** The host's own suggested types still waiting for approval: usable on drafts. */
  pendingTypes: SpaceTypeSuggestion[];
  categories: RentalCategory[];
  categoriesError: string | null;
}

/** A type's option: a pending suggestion says so in its label. */
const optionLabel = (type: SpaceType | SpaceTypeSuggestion) =>
  'status' in type && type.status === 'pending'
    ? SPACE_TYPE_TEXT.pendingOption(type.label)
    : type.label;

/** Title, description, rental type, space type (with 'add a type'), category then subcategory. */
export function BasicsSection({
  form,
  spaceTypes,
  pendingTypes,
  categories,
  categoriesError,
}: BasicsProps) {
  const [added, setAdded] = useState<(SpaceType | SpaceTypeSuggestion)[]>([]);
  const current = form.watch('type');
  const categoryId = form.watch('category_id');
  const known = new Map(
    [...pendingTypes, ...spaceTypes, ...added].map((type) => [type.name, optionLabel(type)]),
  );
  // A listing keeps its type even when it is not (or no longer) in the list.
  if (current && !known.has(current)) known.set(current, current);
  const typeOptions = [...known]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const category = categories.find((candidate) => candidate.id === categoryId);

  return (
    <Section title="Basics">
      <TextField
        form={form}
        name="title"
        label="Title"
        maxLength={TEXT_LIMITS.title}
        autoComplete="off"
      />
      <TextField
        form={form}
        name="description"
        label="Description"
        multiline
        hint="What guests get, what it is good for, anything they should know."
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField
          form={form}
          name="rental_type"
          label="Rental type"
          options={optionsOf(RENTAL_TYPES)}
        />
        <div className="space-y-1">
          <SelectField
            form={form}
            name="type"
            label="Space type"
            placeholder="Choose a type"
            options={typeOptions}
          />
          <AddSpaceType
            onAdded={(type) => {
              // The option must exist in the DOM before the select can take its value.
              flushSync(() => setAdded((list) => [...list, type]));
              form.setValue('type', type.name, {
                shouldDirty: true,
                shouldValidate: form.formState.isSubmitted,
              });
            }}
          />
        </div>
      </div>
      {categoriesError && <ErrorMessage>{categoriesError}</ErrorMessage>}
      {categories.length > 0 && (
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            form={form}
            name="category_id"
            label="Category"
            placeholder="No category"
            options={categories.map((option) => ({ value: option.id, label: option.label }))}
            onChange={() => form.setValue('subcategory_id', '')}
          />
          <SelectField
            form={form}
            name="subcategory_id"
            label="Subcategory"
            placeholder={category ? 'No subcategory' : 'Choose a category first'}
            disabled={!category}
            options={(category?.subcategories ?? []).map((option) => ({
              value: option.id,
              label: option.label,
            }))}
          />
        </div>
      )}
    </Section>
  );
}
