import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ListingFormSchema, type ListingFormValues } from '@rentspace/core/listings/form';
import {
  PUBLISH_ADDRESS_FIELDS,
  PUBLISH_ADDRESS_MESSAGE,
  type Listing,
} from '@rentspace/core/listings/schema';
import { Button, ButtonLink } from '~/components/ui/button';
import { ErrorMessage } from '~/components/ui/states';
import { ApiRequestError } from '~/lib/api';
import type { FormChoices } from './api';
import { Section } from './controls';
import { MediaUploader } from './media-uploader';
import { BasicsSection } from './sections/basics-section';
import { BookingRulesSection, focusOpeningHours } from './sections/booking-rules-section';
import { FeaturesSection } from './sections/features-section';
import { PlaceSection } from './sections/place-section';
import { PricingSection } from './sections/pricing-section';
import { TermsSection } from './sections/terms-section';

interface ListingFormProps {
  initialValues: ListingFormValues;
  choices: FormChoices;
  /** The message when saving fails (docs/product/pages-and-messages.md#create-and-edit-listing): 'Failed to create listing' or 'Failed to update listing'. */
  failureMessage: string;
  onSave(listing: Listing): Promise<void>;
  cancelTo: string;
  /**
   * A published listing being edited: 'Save changes' keeps it published (checked as for
   * publishing) and 'Unpublish' saves it as a draft. Otherwise 'Save as Draft' and 'Publish Listing'.
   */
  live?: boolean;
}

/** Puts the server's field errors back on the fields that caused them; true when any did. */
function showServerFieldErrors(
  form: ReturnType<typeof useForm<ListingFormValues, unknown, Listing>>,
  error: unknown,
  known: ListingFormValues,
): boolean {
  if (!(error instanceof ApiRequestError)) return false;
  let first = true;
  for (const [key, messages] of Object.entries(error.fields)) {
    const name = key.split('.')[0] as keyof ListingFormValues;
    if (!(name in known) || !messages[0]) continue;
    form.setError(name, { type: 'server', message: messages[0] }, { shouldFocus: first });
    first = false;
  }
  return !first;
}

/**
 * The listing form of /create-listing and /edit-listing: grouped sections, fields shown per rental
 * type, photos and videos, 'Save as Draft' and 'Publish Listing' (or, for a live listing, 'Unpublish'
 * and 'Save changes': docs/product/listings.md#drafts-and-publishing). It validates with the core
 * ListingFormSchema, which ends in the ListingSchema the server applies.
 */
export function ListingForm({
  initialValues,
  choices,
  failureMessage,
  onSave,
  cancelTo,
  live = false,
}: ListingFormProps) {
  const form = useForm<ListingFormValues, unknown, Listing>({
    resolver: zodResolver(ListingFormSchema),
    defaultValues: initialValues,
  });
  const [uploading, setUploading] = useState(false);
  const [pending, setPending] = useState<'draft' | 'publish' | null>(null);
  const [failure, setFailure] = useState<{ title: string; detail?: string } | null>(null);
  const mediaError = form.formState.errors.images?.message ?? form.formState.errors.videos?.message;
  const addressBlocked = PUBLISH_ADDRESS_FIELDS.some(
    (field) => form.formState.errors[field]?.message === PUBLISH_ADDRESS_MESSAGE,
  );
  // Fields wrong for another reason than the publish rule's address: said too, not hidden by it.
  const otherwiseInvalid = Object.entries(form.formState.errors).some(
    ([, error]) => error?.message !== PUBLISH_ADDRESS_MESSAGE,
  );

  function submit(publish: boolean) {
    form.setValue('is_published', publish);
    setFailure(null);
    void form.handleSubmit(
      async (listing) => {
        setPending(publish ? 'publish' : 'draft');
        try {
          await onSave(listing);
        } catch (error) {
          // Refused fields are said under each, with one line above the buttons pointing to
          // them; any other failure is the save's ('Failed to create listing') and its reason.
          const onFields = showServerFieldErrors(form, error, initialValues);
          const detail = error instanceof Error && error.message ? error.message : undefined;
          setFailure(
            onFields
              ? { title: 'Please check the highlighted fields.' }
              : { title: failureMessage, detail },
          );
          setPending(null);
        }
      },
      (errors) => {
        // The form focuses the first field in error; a week with no day open has none of its own.
        if (errors.opening_hours?.root ?? errors.opening_hours?.message) focusOpeningHours(form);
      },
    )();
  }

  return (
    <form
      noValidate
      className="space-y-6"
      // Saving is explicit (draft or publish); Enter in a field must not pick one for the host.
      onSubmit={(event) => event.preventDefault()}
    >
      <BasicsSection
        form={form}
        spaceTypes={choices.spaceTypes}
        pendingTypes={choices.pendingTypes}
        categories={choices.categories}
        categoriesError={choices.categoriesError}
      />
      <PricingSection form={form} />
      <PlaceSection form={form} />
      <FeaturesSection form={form} />
      <TermsSection form={form} />
      <BookingRulesSection form={form} />
      <Section title="Photos and videos">
        <MediaUploader
          images={initialValues.images}
          videos={initialValues.videos}
          error={mediaError}
          onBusyChange={setUploading}
          onChange={({ images, videos }) => {
            form.setValue('images', images, { shouldDirty: true });
            form.setValue('videos', videos, { shouldDirty: true });
          }}
        />
      </Section>

      {failure && (
        <ErrorMessage>
          <strong className="font-semibold">{failure.title}</strong>
          {failure.detail && <span className="block">{failure.detail}</span>}
        </ErrorMessage>
      )}
      {Object.keys(form.formState.errors).length > 0 && !failure && (
        <ErrorMessage>
          {addressBlocked && <span className="block">{PUBLISH_ADDRESS_MESSAGE}</span>}
          {(!addressBlocked || otherwiseInvalid) && (
            <span className="block">Please check the highlighted fields.</span>
          )}
        </ErrorMessage>
      )}
      <div className="flex flex-col-reverse gap-3 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-end">
        <ButtonLink to={cancelTo} variant="ghost">
          Cancel
        </ButtonLink>
        {uploading && (
          <p className="text-sm text-muted sm:mr-auto" role="status">
            Wait for the uploads to finish.
          </p>
        )}
        <Button
          variant="secondary"
          pending={pending === 'draft'}
          disabled={pending !== null || uploading}
          onClick={() => submit(false)}
        >
          {live ? 'Unpublish' : 'Save as Draft'}
        </Button>
        <Button
          pending={pending === 'publish'}
          disabled={pending !== null || uploading}
          onClick={() => submit(true)}
        >
          {live ? 'Save changes' : 'Publish Listing'}
        </Button>
      </div>
    </form>
  );
}
