import { useState } from 'react';
import { CircleCheck } from 'lucide-react';
import type { OwnProfile, ProfileLink, ProfileUpdate } from '@rentspace/core/profiles/api';
import { PROFILE_MESSAGES } from '@rentspace/core/profiles/messages';
import { useShellActions } from '~/lib/shell-actions';
import { Button } from '~/components/ui/button';
import { PicturesSection } from './pictures-section';
import { ProfileForm } from './profile-form';
import { LinksEditor } from './links-editor';
import { UpdatesEditor } from './updates-editor';

export interface ProfileEditorProps {
  profile: OwnProfile;
  links: ProfileLink[];
  updates: ProfileUpdate[];
}

/** The /profile page: pictures, the profile fields, links and updates (docs/product/pages-and-messages.md#profile). */
export function ProfileEditor({ profile: initial, links, updates }: ProfileEditorProps) {
  const [profile, setProfile] = useState(initial);
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const { viewProfile } = useShellActions();
  const saved = (next: OwnProfile) => {
    setProfile(next);
    setSavedAt(Date.now());
  };
  return (
    <div className="space-y-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted">What guests see in your public profile.</p>
        <Button variant="secondary" onClick={() => viewProfile(profile.id)}>
          View public profile
        </Button>
      </div>
      {savedAt !== null && (
        <p
          key={savedAt}
          role="status"
          className="flex items-center gap-2 rounded-xl bg-success-50 px-4 py-3 text-sm font-medium text-success-700"
        >
          <CircleCheck className="size-4" aria-hidden /> {PROFILE_MESSAGES.updated}
        </p>
      )}
      <PicturesSection profile={profile} onSaved={saved} />
      <ProfileForm profile={profile} onSaved={saved} />
      <div className="grid gap-10 lg:grid-cols-2">
        <LinksEditor initial={links} />
        <UpdatesEditor initial={updates} />
      </div>
    </div>
  );
}
