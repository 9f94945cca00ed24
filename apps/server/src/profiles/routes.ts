import { createRoute, z } from '@hono/zod-openapi';
import { ProfileSchema } from '@rentspace/core/profiles/schemas';
import { PROFILE_MESSAGES } from '@rentspace/core/profiles/messages';
import type { Database } from '@rentspace/db';
import { OwnProfileSchema } from '@rentspace/core/profiles/api';
import { PublicProfileSchema } from '@rentspace/core/profiles/public-profile';
import { bearerSecurity, createRouter, errorResponses, jsonResponse } from '../http/openapi.ts';
import { requireUser } from '../http/require-user.ts';
import { notFound } from '../http/errors.ts';
import type { Clock } from '../clock.ts';
import type { ProfileRepository } from './repository.ts';
import type { ProfileService } from './service.ts';
import { loadPublicProfile } from './public-profile.ts';

const ownProfileResponse = jsonResponse(OwnProfileSchema, 'Own profile');

const getMe = createRoute({
  method: 'get',
  path: '/profiles/me',
  summary: "The signed-in user's own profile, created (is_admin false) when missing",
  security: bearerSecurity,
  responses: { 200: ownProfileResponse, 401: errorResponses[401] },
});

const putMe = createRoute({
  method: 'put',
  path: '/profiles/me',
  summary:
    'Edit own profile: name, bio, links to social networks, response time, avatar and banner (own uploads only)',
  security: bearerSecurity,
  request: { body: { required: true, content: { 'application/json': { schema: ProfileSchema } } } },
  responses: { 200: ownProfileResponse, 400: errorResponses[400], 401: errorResponses[401] },
});

const getPublic = createRoute({
  method: 'get',
  path: '/profiles/{id}',
  summary: "A host's public profile with stats, active listings, links and updates",
  // Any id that names no profile, malformed ones included, is 'Profile not found' (docs/product/profiles.md#public-profile).
  request: { params: z.object({ id: z.string().max(64) }) },
  responses: {
    200: jsonResponse(PublicProfileSchema, 'Public profile'),
    404: errorResponses[404],
  },
});

type OwnRow = Awaited<ReturnType<ProfileRepository['ensure']>>;
const ownProfile = (row: OwnRow) => ({ ...row, created_at: row.created_at.toISOString() });

export function profileRoutes({
  profiles,
  service,
  db,
  clock,
}: {
  profiles: ProfileRepository;
  service: ProfileService;
  db: Database;
  clock: Clock;
}) {
  const app = createRouter();
  app.openapi(getMe, async (c) => {
    const user = requireUser(c);
    const profile = await profiles.ensure(user.id);
    c.header('Cache-Control', 'private, no-store');
    return c.json(ownProfile(profile), 200);
  });
  app.openapi(putMe, async (c) => {
    const user = requireUser(c);
    const saved = await service.update(user.id, c.req.valid('json'));
    c.header('Cache-Control', 'private, no-store');
    return c.json(ownProfile(saved), 200);
  });
  // After /profiles/me, so that 'me' is not read as an id.
  app.openapi(getPublic, async (c) => {
    const { id } = c.req.valid('param');
    const profile = z.uuid().safeParse(id).success
      ? await loadPublicProfile(db, id, clock.now())
      : undefined;
    if (!profile) throw notFound(PROFILE_MESSAGES.notFound);
    c.header('Cache-Control', 'public, max-age=30');
    return c.json(profile, 200);
  });
  return app;
}
