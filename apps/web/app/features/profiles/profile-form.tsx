import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { OwnProfile } from '@rentspace/core/profiles/api';
import { PROFILE_MESSAGES } from '@rentspace/core/profiles/messages';
import { PROFILE_TEXT_LIMITS } from '@rentspace/core/profiles/limits';
import { RESPONSE_TIMES } from '@rentspace/core/profiles/response';
import { ProfileSchema, type Profile, type ProfileInput } from '@rentspace/core/profiles/schemas';
import { ApiRequestError } from '~/lib/api';
import { Button } from '~/components/ui/button';
import { Field, Input, Textarea, inputClasses } from '~/components/ui/field';
import { ErrorMessage } from '~/components/ui/states';
import { saveProfile } from './api';

type TextField = 'full_name' | 'bio' | 'website' | 'location';
const SOCIAL = [
  ['instagram', 'Instagram', 'https://instagram.com/you'],
  ['twitter', 'X (Twitter)', 'https://x.com/you'],
  ['facebook', 'Facebook', 'https://facebook.com/you'],
  ['linkedin', 'LinkedIn', 'https://linkedin.com/in/you'],
  ['youtube', 'YouTube', 'https://youtube.com/@you'],
  ['tiktok', 'TikTok', 'https://tiktok.com/@you'],
] as const;

type FormValues = { [K in TextField | (typeof SOCIAL)[number][0]]: string } & {
  response_time: string;
};

function initialValues(profile: OwnProfile): FormValues {
  const time = (RESPONSE_TIMES as readonly string[]).includes(profile.response_time ?? '')
    ? profile.response_time!
    : RESPONSE_TIMES[0];
  return {
    full_name: profile.full_name ?? '',
    bio: profile.bio ?? '',
    website: profile.website ?? '',
    location: profile.location ?? '',
    response_time: time,
    instagram: profile.instagram ?? '',
    twitter: profile.twitter ?? '',
    facebook: profile.facebook ?? '',
    linkedin: profile.linkedin ?? '',
    youtube: profile.youtube ?? '',
    tiktok: profile.tiktok ?? '',
  };
}

/** Name, bio, website, location, response time and the six social links; one Save. */
export function ProfileForm({
  profile,
  onSaved,
}: {
  profile: OwnProfile;
  onSaved(profile: OwnProfile): void;
}) {
  const form = useForm<ProfileInput, unknown, Profile>({
    resolver: zodResolver(ProfileSchema),
    defaultValues: initialValues(profile) as ProfileInput,
  });
  const [failure, setFailure] = useState<string | null>(null);
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await saveProfile(values);
      form.reset(initialValues(saved) as ProfileInput);
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiRequestError) {
        for (const [name, messages] of Object.entries(error.fields)) {
          if (name in initialValues(profile))
            form.setError(name as keyof ProfileInput, { type: 'server', message: messages[0] });
        }
      }
      setFailure(PROFILE_MESSAGES.updateProfileFailed);
    }
  });

  const text = (
    name: TextField,
    label: string,
    extra: { placeholder?: string; type?: string; autoComplete?: string } = {},
  ) => (
    <Field label={label} error={errors[name]?.message}>
      {({ id, describedBy, invalid }) => (
        <Input
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          {...extra}
          {...form.register(name)}
        />
      )}
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-labelledby="details-heading">
      <h2 id="details-heading" className="text-lg font-semibold">
        About you
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('full_name', 'Full name', { autoComplete: 'name' })}
        {text('location', 'Location', { placeholder: 'Brooklyn, New York' })}
      </div>
      <Field
        label="Bio"
        error={errors.bio?.message}
        hint={`Up to ${PROFILE_TEXT_LIMITS.bio} characters. Guests read it in your public profile.`}
      >
        {({ id, describedBy, invalid }) => (
          <Textarea
            id={id}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            rows={4}
            {...form.register('bio')}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {text('website', 'Website', { placeholder: 'https://example.com', type: 'url' })}
        <Field
          label="Response time"
          error={errors.response_time?.message}
          hint="Shown until guests have messaged you; then measured from your replies."
        >
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              className={inputClasses}
              {...form.register('response_time')}
            >
              {RESPONSE_TIMES.map((time) => (
                <option key={time} value={time}>
                  {time[0]!.toUpperCase() + time.slice(1)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <fieldset className="space-y-4">
        <legend className="text-lg font-semibold">Social links</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {SOCIAL.map(([name, label, placeholder]) => (
            <Field key={name} label={label} error={errors[name]?.message}>
              {({ id, describedBy, invalid }) => (
                <Input
                  id={id}
                  type="url"
                  placeholder={placeholder}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  {...form.register(name)}
                />
              )}
            </Field>
          ))}
        </div>
      </fieldset>
      {failure && <ErrorMessage>{failure}</ErrorMessage>}
      <Button type="submit" pending={form.formState.isSubmitting} className="w-full sm:w-auto">
        Save profile
      </Button>
    </form>
  );
}
