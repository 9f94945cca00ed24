import { useState, type ChangeEvent, type FormEvent } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { CLAIM_DESCRIPTION_MAX, CLAIM_PHOTOS_MAX } from '@rentspace/core/deposits/constants';
import { DEPOSIT_MESSAGES, FileClaimSchema, type Deposit } from '@rentspace/core/deposits/api';
import { formatMoney } from '@rentspace/core/money/currencies';
import { ApiRequestError, errorMessage } from '~/lib/api';
import { amountStep, readAmount } from '~/lib/amount-input';
import { Button } from '~/components/ui/button';
import { Dialog, DialogActions } from '~/components/ui/dialog';
import { Field, Input, TextAreaField } from '~/components/ui/field';
import { ErrorMessage } from '~/components/ui/states';
import { fileClaim, photoProblem, uploadClaimPhoto } from './api';

type Errors = { amount?: string; description?: string; photos?: string; form?: string };
type Photo = { path: string; url: string; name: string };

const FAILED = 'Failed to file the claim. Please try again.';

/** The first message per field of a server's 400, else its message for the whole form. */
function serverErrors(error: unknown): Errors {
  const fields = error instanceof ApiRequestError ? error.fields : {};
  const named = {
    amount: fields.amount?.[0],
    description: fields.description?.[0],
    photos: fields.photos?.[0],
  };
  const any = Object.values(named).some(Boolean);
  return { ...named, form: any ? undefined : errorMessage(error, FAILED) };
}

/**
 * "File a claim" on a held deposit: an amount up to the deposit, typed in the currency's major
 * units, what happened, and up to six photos uploaded first to the deposit-claims bucket. The
 * server's refusals (the window closed, a claim exists) stay in place
 * (docs/product/pages-and-messages.md#security-deposits-on-the-dashboard).
 */
export function ClaimDialog({
  deposit,
  open,
  onOpenChange,
  onFiled,
}: {
  deposit: Deposit;
  open: boolean;
  onOpenChange(open: boolean): void;
  onFiled(deposit: Deposit): void;
}) {
  const [amount, setAmount] = useState('');
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [uploading, setUploading] = useState(0);
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const currency = deposit.currency;

  async function addPhotos(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    const room = CLAIM_PHOTOS_MAX - photos.length - uploading;
    if (files.length > room)
      return setErrors({ ...errors, photos: DEPOSIT_MESSAGES.tooManyPhotos });
    const problem = files.map(photoProblem).find(Boolean);
    if (problem) return setErrors({ ...errors, photos: problem });
    setErrors({ ...errors, photos: undefined });
    setUploading((count) => count + files.length);
    await Promise.all(
      files.map(async (file) => {
        try {
          const stored = await uploadClaimPhoto(file);
          setPhotos((list) => [...list, { path: stored.path, url: stored.url, name: file.name }]);
        } catch (error) {
          setErrors((current) => ({ ...current, photos: errorMessage(error, FAILED) }));
        } finally {
          setUploading((count) => count - 1);
        }
      }),
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const read = readAmount(amount, currency, {
      max: deposit.amount,
      overMax: DEPOSIT_MESSAGES.amountOverDeposit,
      empty: DEPOSIT_MESSAGES.enterAmount,
    });
    const parsed = FileClaimSchema.safeParse({
      amount: 'minor' in read ? read.minor : undefined,
      description,
      photos: photos.map((photo) => photo.path),
    });
    const found: Errors = 'error' in read ? { amount: read.error } : {};
    for (const issue of parsed.error?.issues ?? []) {
      const key = issue.path[0] as keyof Errors;
      found[key] ??= issue.message;
    }
    setErrors(found);
    if (!parsed.success || 'error' in read) return;
    setPending(true);
    try {
      onFiled(await fileClaim(deposit.booking_id, parsed.data));
    } catch (error) {
      setErrors(serverErrors(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !pending && onOpenChange(next)}
      title="File a claim"
      description={`${deposit.space.title}: the deposit of ${formatMoney(deposit.amount, currency)} stays held until an admin decides.`}
    >
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="File a claim">
        <Field
          label={`Amount (${currency})`}
          error={errors.amount}
          hint={`Up to ${formatMoney(deposit.amount, currency)}`}
        >
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="number"
              inputMode="decimal"
              min={0}
              step={amountStep(currency)}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              className="max-w-48"
            />
          )}
        </Field>
        <TextAreaField
          label="What happened"
          error={errors.description}
          max={CLAIM_DESCRIPTION_MAX}
          rows={4}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">
            Photos (optional, up to {CLAIM_PHOTOS_MAX})
          </legend>
          {photos.length > 0 && (
            <ul className="flex flex-wrap gap-2" aria-label="Photos added">
              {photos.map((photo) => (
                <li key={photo.path} className="relative">
                  <img
                    src={photo.url}
                    alt={photo.name}
                    width={96}
                    height={72}
                    className="aspect-[4/3] w-24 rounded-lg object-cover"
                  />
                  <button
                    type="button"
                    onClick={() => setPhotos((list) => list.filter((p) => p.path !== photo.path))}
                    aria-label={`Remove ${photo.name}`}
                    className="absolute -right-2 -top-2 inline-flex size-8 items-center justify-center rounded-full bg-white text-ink shadow-float"
                  >
                    <X className="size-4" aria-hidden />
                  </button>
                </li>
              ))}
            </ul>
          )}
          {photos.length + uploading < CLAIM_PHOTOS_MAX && (
            <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-dashed border-line px-4 text-sm font-medium hover:bg-surface focus-within:ring-2 focus-within:ring-brand-100">
              <ImagePlus className="size-4" aria-hidden /> Add photos
              <input
                type="file"
                accept="image/*"
                multiple
                className="sr-only"
                onChange={addPhotos}
              />
            </label>
          )}
          {uploading > 0 && (
            <p role="status" className="text-sm text-muted">
              Uploading {uploading === 1 ? 'a photo' : `${uploading} photos`}...
            </p>
          )}
          {errors.photos && (
            <p role="alert" className="text-sm text-danger-700">
              {errors.photos}
            </p>
          )}
        </fieldset>
        {errors.form && <ErrorMessage>{errors.form}</ErrorMessage>}
        <DialogActions>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" pending={pending} disabled={uploading > 0}>
            File claim
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
