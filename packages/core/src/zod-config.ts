import { z } from 'zod';

/**
 * Imported before zod by every module that defines schemas. In the browser, zod must not compile
 * parsers with `new Function` nor probe whether it may: the probe alone violates the CSP (no
 * 'unsafe-eval'), and browsers report it. The server keeps zod's faster compiled parsers.
 */
if ('document' in globalThis) z.config({ jitless: true });
