// The words of the limits against abuse (docs/product/listings.md#upload-limits): no zod here.
import { waitInWords } from './intl.ts';

/** A person past their uploads of the day. */
export function uploadingTooMuch(seconds: number): string {
  return `You have uploaded too many files today. Please try again in ${waitInWords(seconds)}.`;
}

/** A person whose files fill their storage. */
export function storageFull(megabytes: number): string {
  return `Your photos and videos use all of your ${megabytes} MB of storage. Remove some you no longer use to upload more.`;
}

/** A person past their reports of the day. */
export function reportingTooMuch(seconds: number): string {
  return `You have sent too many reports today. Please try again in ${waitInWords(seconds)}.`;
}
