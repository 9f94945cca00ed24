import '@rentspace/core/zod-config';
import { z } from 'zod';
import { SandboxCardSchema, type SandboxCard } from '@rentspace/core/bookings/schemas';

const MAX_DIGITS = 19;

/** '4242424242424242' -> '4242 4242 4242 4242', as the person types. */
export function formatCardNumber(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, MAX_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1228' -> '12/28', as the person types. */
export function formatExpiry(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

const EXPIRY = /^(\d{2})\s*\/\s*(\d{2})$/;
const INCOMPLETE_EXPIRY = "Your card's expiration date is incomplete.";

/** The card form as typed: number with spaces, MM/YY, CVC. Messages as Stripe words them. */
export const CardFormSchema = z
  .object({
    number: SandboxCardSchema.shape.number,
    expiry: z.string().trim().regex(EXPIRY, INCOMPLETE_EXPIRY),
    cvc: SandboxCardSchema.shape.cvc,
  })
  .superRefine((card, ctx) => {
    const match = EXPIRY.exec(card.expiry.trim());
    if (!match) return;
    const month = Number(match[1]);
    const year = 2000 + Number(match[2]);
    if (month < 1 || month > 12) {
      ctx.addIssue({
        code: 'custom',
        path: ['expiry'],
        message: "Your card's expiration month is invalid.",
      });
      return;
    }
    const now = new Date();
    if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) {
      ctx.addIssue({
        code: 'custom',
        path: ['expiry'],
        message: "Your card's expiration date is in the past.",
      });
    }
  });

export type CardFormInput = z.input<typeof CardFormSchema>;
export type CardFormOutput = z.output<typeof CardFormSchema>;

/** The card as POST /functions/v1/sandbox/confirm takes it. */
export function toSandboxCard(card: CardFormOutput): SandboxCard {
  const [, month, year] = EXPIRY.exec(card.expiry.trim())!;
  return {
    number: card.number,
    exp_month: Number(month),
    exp_year: 2000 + Number(year),
    cvc: card.cvc,
  };
}
