import type { Claim } from '@rentspace/core/deposits/api';
import { formatMoney, type Currency } from '@rentspace/core/money/currencies';

/** What the decision did, in words: the amount charged, or the deposit given back. */
export function decisionWords(claim: Claim, currency: Currency): string | null {
  if (claim.status !== 'decided' || claim.decided_amount === null) return null;
  return claim.decided_amount > 0
    ? `Decided: ${formatMoney(claim.decided_amount, currency)} charged, the rest of the deposit released.`
    : 'Decided: nothing charged, the deposit was released.';
}

/**
 * A claim on a deposit as its guest, host and the admins read it: the amount, what the host wrote,
 * the photos, the guest's answer, and the decision once made
 * (docs/product/pages-and-messages.md#security-deposits-after-booking).
 */
export function ClaimDetails({ claim, currency }: { claim: Claim; currency: Currency }) {
  const decision = decisionWords(claim, currency);
  return (
    <div className="space-y-3 rounded-xl bg-surface p-3 text-sm">
      <p>
        <span className="font-medium">Claim of </span>
        <span className="tabular font-semibold">{formatMoney(claim.amount, currency)}</span>
      </p>
      <blockquote className="whitespace-pre-line">{claim.description}</blockquote>
      {claim.photo_urls.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Claim photos">
          {claim.photo_urls.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noreferrer" className="block">
                <img
                  src={url}
                  alt={`Claim photo ${index + 1}`}
                  width={96}
                  height={72}
                  loading="lazy"
                  className="aspect-[4/3] w-24 rounded-lg object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      <div>
        <p className="font-medium">The guest's answer</p>
        <p className="whitespace-pre-line text-muted">{claim.guest_response ?? 'No answer yet'}</p>
      </div>
      {decision && (
        <div>
          <p className="font-medium">{decision}</p>
          {claim.decision_note && (
            <p className="whitespace-pre-line text-muted">{claim.decision_note}</p>
          )}
        </div>
      )}
    </div>
  );
}
