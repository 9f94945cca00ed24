import { publicUrl } from '@rentspace/core/media';
import type { Profile } from '@rentspace/core/profiles/schemas';
import type { ProfileImageKind } from '@rentspace/core/profiles/limits';
import { isOwnUpload, profileImagePath, withCacheBuster } from '@rentspace/core/profiles/images';
import { validationError } from '../http/errors.ts';
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import { objectExists, type Storage } from '../storage/storage.ts';
import type { UploadService } from '../storage/service.ts';
import type { ProfileRepository } from './repository.ts';

const BUCKET = 'profile-images';
const KINDS: ProfileImageKind[] = ['avatar', 'banner'];

interface Deps {
  profiles: ProfileRepository;
  storage: Storage;
  uploads: UploadService;
  clock: Clock;
  logger: Logger;
}

/** Edits of one's own profile, including the avatar and banner pictures. */
export function createProfileService({ profiles, storage, uploads, clock, logger }: Deps) {
  /**
   * The value to store for a picture field: unchanged, removed (null), or a new upload of the
   * person's own, with a fresh cache-busting query. Anything else is refused.
   */
  async function pictureValue(
    userId: string,
    kind: ProfileImageKind,
    requested: string | null,
    current: string | null,
    now: Date,
  ) {
    if (requested === null) return null;
    const path = profileImagePath(requested);
    if (
      current !== null &&
      (requested === current || (path !== null && path === profileImagePath(current)))
    )
      return current;
    if (!path || !isOwnUpload(path, userId, kind) || !(await objectExists(storage, BUCKET, path))) {
      throw validationError({ [`${kind}_url`]: [`Upload the new ${kind} again, then save`] });
    }
    return withCacheBuster(publicUrl(BUCKET, path), now);
  }

  return {
    /** Saves the editable fields given; the replaced pictures are deleted once the row is saved. */
    async update(userId: string, input: Profile) {
      const current = await profiles.ensure(userId);
      const now = clock.now();
      const values: Profile = { ...input };
      const replaced: string[] = [];
      for (const kind of KINDS) {
        const field = `${kind}_url` as const;
        const requested = input[field];
        if (requested === undefined) continue;
        const next = await pictureValue(userId, kind, requested, current[field], now);
        values[field] = next;
        const oldPath = current[field] ? profileImagePath(current[field]) : null;
        // Only files in the person's own folder: a picture elsewhere is not theirs to delete.
        const isOwn = oldPath?.startsWith(`${userId}/`) ?? false;
        if (oldPath && isOwn && oldPath !== (next ? profileImagePath(next) : null))
          replaced.push(oldPath);
      }
      const saved = await profiles.updateOwn(userId, values, now);
      for (const path of replaced) {
        await uploads
          .remove(BUCKET, userId, path)
          .catch((error: unknown) =>
            logger.warn({ err: error, path }, 'old profile picture not removed'),
          );
      }
      return saved;
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
