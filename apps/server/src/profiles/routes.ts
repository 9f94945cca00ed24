import { createRoute, z } from '@hono/zod-openapi';
import { bearerSecurity, createRouter, errorResponses } from '../http/openapi.ts';
import { requireUser } from '../http/require-user.ts';
import type { Database } from '@rentspace/db';
import { notFound } from '../http/errors.ts';
import type { ProfileRepository } from './repository.ts';
import { loadPublicProfile } from './public-profile.ts';

const OwnProfileSchema = z
  .object({
    id: z.uuid(),
    full_name: z.string().nullable(),
    avatar_url: z.string().nullable(),
    is_admin: z.boolean(),
  })
  .passthrough()
  .openapi('OwnProfile');

const getMe = createRoute({
  method: 'get',
  path: '/profiles/me',
  summary: "The signed-in user's own profile, created (is_admin false) when missing",
  security: bearerSecurity,
  responses: {
    200: { description: 'Own profile', content: { 'application/json': { schema: OwnProfileSchema } } },
    401: errorResponses[401],
  },
});

const getPublic = createRoute({
  method: 'get',
  path: '/profiles/{id}',
  summary: "A host's public profile with stats, active listings, links and updates",
  request: { params: z.object({ id: z.uuid() }) },
  responses: {
    200: { description: 'Public profile', content: { 'application/json': { schema: z.object({ id: z.uuid() }).passthrough() } } },
    404: errorResponses[404],
  },
});

export function profileRoutes(profiles: ProfileRepository, db: Database) {
  const app = createRouter();
  app.openapi(getMe, async (c) => {
    const user = requireUser(c);
    const profile = await profiles.ensure(user.id);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ ...profile, created_at: profile.created_at.toISOString() }, 200);
  });
  // After /profiles/me, so that 'me' is not read as an id.
  app.openapi(getPublic, async (c) => {
    const profile = await loadPublicProfile(db, c.req.valid('param').id);
    if (!profile) throw notFound('Profile not found');
    c.header('Cache-Control', 'public, max-age=30');
    return c.json(profile, 200);
  });
  return app;
}
