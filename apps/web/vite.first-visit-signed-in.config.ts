// The first-visit client of the signed-in pages listed in app/first-visit/signed-in-pages.ts
// (/dashboard, /my-bookings): the same client as the public pages', built on its own after it, into
// the same directory (docs/decisions/0051-signed-in-first-visit.md).
import { defineConfig } from 'vite';
import { firstVisitConfig } from './vite.first-visit.config.ts';

export default defineConfig(firstVisitConfig('signed-in'));
