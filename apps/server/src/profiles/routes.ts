import { createRoute, z } from '@hono/zod-openapi';
import { bearerSecurity, createRouter, errorResponses } from '../http/openapi.ts';
import { requireUser } from '../http/require-user.ts';
import type { ProfileRepository } from './repository.ts';

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

export function profileRoutes(profiles: ProfileRepository) {
  const app = createRouter();
  app.openapi(getMe, async (c) => {
    const user = requireUser(c);
    const profile = await profiles.ensure(user.id);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ ...profile, created_at: profile.created_at.toISOString() }, 200);
  });
  return app;
}
