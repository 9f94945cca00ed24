import '../zod-config.ts';
import { z } from 'zod';
import { CURRENCIES } from './currencies.ts';

/** One of the nine currencies, for request and form schemas. */
export const CurrencySchema = z.enum(CURRENCIES);
