import { useState } from 'react';
import type { OwnProfile, ProfileLink, ProfileUpdate } from '@rentspace/core/profiles/api';
import { PROFILE_MESSAGES } from '@rentspace/core/profiles/messages';
import { useShellActions } from '~/lib/shell-actions';
import { notify } from '~/lib/toast';
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
  const { viewProfile } = useShellActions();
  // Said where the person is, next to the button they pressed, not at the top of the page.
  const saved = (next: OwnProfile) => {
    setProfile(next);
    notify.success(PROFILE_MESSAGES.updated);
  };
  return (
    <div className="space-y-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted">What guests see in your public profile.</p>
        <Button variant="secondary" onClick={() => viewProfile(profile.id)}>
          View public profile
        </Button>
      </div>
      <PicturesSection profile={profile} onSaved={saved} />
      <ProfileForm profile={profile} onSaved={saved} />
      <div className="grid gap-10 lg:grid-cols-2">
        <LinksEditor initial={links} />
        <UpdatesEditor initial={updates} />
      </div>
    </div>
  );
}
