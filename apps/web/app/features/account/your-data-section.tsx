import { useState } from 'react';
import { Download } from 'lucide-react';
import { ACCOUNT_MESSAGES } from '@rentspace/core/account/schema';
import { Button } from '~/components/ui/button';
import { ErrorMessage } from '~/components/ui/states';
import { fetchAccountExport, saveAsFile } from './data-api';

/** "Your data": a JSON file of everything the product holds about the person. */
export function YourDataSection() {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function download() {
    setPending(true);
    setFailure(null);
    try {
      saveAsFile(await fetchAccountExport());
    } catch {
      setFailure(ACCOUNT_MESSAGES.exportFailed);
    } finally {
      setPending(false);
    }
  }
  return (
    <section aria-labelledby="your-data-heading" className="space-y-3">
      <h2 id="your-data-heading" className="text-lg font-semibold">
        Your data
      </h2>
      <p className="text-muted">
        Download a copy of everything Rentspace holds about you: your profile, links and updates,
        listings and their calendars, bookings as a guest and as a host, deposits and claims,
        reviews and replies you wrote, messages you sent, saved listings, reports, e-mail choices,
        payouts and the addresses of your uploads, in one JSON file.
      </p>
      {failure && <ErrorMessage>{failure}</ErrorMessage>}
      <Button variant="secondary" onClick={download} pending={pending}>
        <Download className="size-4" aria-hidden />
        Download your data
      </Button>
    </section>
  );
}
