import { useState, type ChangeEvent } from 'react';
import { Camera, ImageUp } from 'lucide-react';
import type { OwnProfile } from '@rentspace/core/profiles/api';
import type { ProfileImageKind } from '@rentspace/core/profiles/limits';
import { checkProfileImage } from '@rentspace/core/profiles/images';
import { PROFILE_MESSAGES } from '@rentspace/core/profiles/messages';
import { AVATAR_UPDATED_EVENT } from '~/lib/auth/auth-context';
import { ApiRequestError } from '~/lib/api';
import { Avatar } from '~/components/ui/avatar';
import { Button, buttonClasses } from '~/components/ui/button';
import { cx } from '~/components/ui/cx';
import { saveProfile, uploadProfileImage } from './api';

const FIELD = { avatar: 'avatar_url', banner: 'banner_url' } as const;
const UPLOAD_FAILED = {
  avatar: PROFILE_MESSAGES.uploadAvatarFailed,
  banner: PROFILE_MESSAGES.uploadBannerFailed,
} as const;
/** The server's refusals in the product's own words (docs/product/profiles.md#pictures): shown as they are. */
const SPEC_UPLOAD_MESSAGES: string[] = [
  PROFILE_MESSAGES.notAnImage,
  PROFILE_MESSAGES.avatarTooLarge,
  PROFILE_MESSAGES.bannerTooLarge,
];

type Status = { pending: boolean; error: string | null; preview: string | null };

function uploadFailure(kind: ProfileImageKind, error: unknown): string {
  if (error instanceof ApiRequestError && SPEC_UPLOAD_MESSAGES.includes(error.message))
    return error.message;
  return UPLOAD_FAILED[kind];
}

/** Announces a new avatar to every open view (the header, menus, cards): docs/product/profiles.md#pictures. */
function broadcastAvatar(url: string | null) {
  window.dispatchEvent(new CustomEvent(AVATAR_UPDATED_EVENT, { detail: { url } }));
}

function usePicture(
  kind: ProfileImageKind,
  profile: OwnProfile,
  onSaved: (profile: OwnProfile) => void,
) {
  const [status, setStatus] = useState<Status>({ pending: false, error: null, preview: null });
  const saved = profile[FIELD[kind]];

  async function store(url: string | null, local: string | null) {
    try {
      const next = await saveProfile({ [FIELD[kind]]: url });
      if (kind === 'avatar') broadcastAvatar(next.avatar_url);
      setStatus({ pending: false, error: null, preview: null });
      onSaved(next);
    } catch {
      setStatus({ pending: false, error: PROFILE_MESSAGES.updateProfileFailed, preview: null });
    } finally {
      if (local) URL.revokeObjectURL(local);
    }
  }

  async function choose(file: File) {
    const problem = checkProfileImage(file, kind);
    if (problem) return setStatus({ pending: false, error: problem, preview: null });
    const local = URL.createObjectURL(file);
    setStatus({ pending: true, error: null, preview: local });
    let url: string;
    try {
      url = await uploadProfileImage(file, kind);
    } catch (error) {
      URL.revokeObjectURL(local);
      return setStatus({ pending: false, error: uploadFailure(kind, error), preview: null });
    }
    await store(url, local);
  }

  const remove = () => {
    setStatus({ pending: true, error: null, preview: null });
    void store(null, null);
  };
  return { shown: status.preview ?? saved, status, choose, remove, hasPicture: Boolean(saved) };
}

function PickButton({
  kind,
  label,
  disabled,
  onFile,
}: {
  kind: ProfileImageKind;
  label: string;
  disabled: boolean;
  onFile(file: File): void;
}) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onFile(file);
  };
  const Icon = kind === 'avatar' ? Camera : ImageUp;
  return (
    <label
      className={cx(
        buttonClasses('secondary', 'md'),
        'cursor-pointer focus-within:ring-2 focus-within:ring-brand-600',
        disabled && 'pointer-events-none opacity-60',
      )}
    >
      <Icon className="size-4" aria-hidden />
      {label}
      <input
        type="file"
        accept="image/*"
        className="sr-only"
        disabled={disabled}
        onChange={onChange}
      />
    </label>
  );
}

function Controls({
  kind,
  picture,
  label,
}: {
  kind: ProfileImageKind;
  picture: ReturnType<typeof usePicture>;
  label: string;
}) {
  const hint =
    kind === 'avatar'
      ? 'Images only, up to 5MB. A square picture works best.'
      : 'Images only, up to 10MB. Shown wide across the top.';
  return (
    <div className="space-y-1.5">
      <div className="flex flex-wrap items-center gap-2">
        <PickButton
          kind={kind}
          label={`Change ${label}`}
          disabled={picture.status.pending}
          onFile={(file) => void picture.choose(file)}
        />
        {picture.hasPicture && (
          <Button variant="ghost" onClick={picture.remove} disabled={picture.status.pending}>
            Remove {label}
          </Button>
        )}
      </div>
      <p className="text-sm text-muted" role={picture.status.pending ? 'status' : undefined}>
        {picture.status.pending ? `Uploading ${label}…` : hint}
      </p>
      {picture.status.error && (
        <p role="alert" className="text-sm text-danger-700">
          {picture.status.error}
        </p>
      )}
    </div>
  );
}

/** Banner (images only, 10MB) and avatar (images only, 5MB) with previews; each saves at once. */
export function PicturesSection({
  profile,
  onSaved,
}: {
  profile: OwnProfile;
  onSaved(profile: OwnProfile): void;
}) {
  const avatar = usePicture('avatar', profile, onSaved);
  const banner = usePicture('banner', profile, onSaved);

  return (
    <section aria-labelledby="pictures-heading" className="space-y-4">
      <h2 id="pictures-heading" className="sr-only">
        Avatar and banner
      </h2>
      <div>
        <div className="overflow-hidden rounded-2xl bg-gradient-to-r from-brand-100 to-brand-50">
          {banner.shown ? (
            <img
              src={banner.shown}
              alt="Your banner"
              width={1200}
              height={300}
              className="aspect-[5/2] w-full object-cover sm:aspect-[4/1]"
            />
          ) : (
            <div className="aspect-[5/2] w-full sm:aspect-[4/1]" aria-hidden />
          )}
        </div>
        <div className="-mt-12 px-4 sm:px-6">
          <Avatar url={avatar.shown} own size={96} className="ring-4 ring-white" />
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controls kind="avatar" picture={avatar} label="avatar" />
        <Controls kind="banner" picture={banner} label="banner" />
      </div>
    </section>
  );
}
