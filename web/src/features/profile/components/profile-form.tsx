import { ErrorText } from '@/components/ui/error-text';
import { Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { trimmed, useForm } from '@/lib/form';
import type { Account, Profile } from '@/types/api';

import { useProfile } from '../api/get-profile';
import { profileSchema, useUpdateProfile, type ProfileFormValues } from '../api/update-profile';

const emptyProfile: ProfileFormValues = { education: '', city: '', number: '', profile: '' };

export function MyProfile({ account }: { account: Account }) {
  const { data: profile, error, isPending } = useProfile(account.email);

  if (isPending) return <Spinner label="Loading your profile" />;
  // No profile saved yet is a normal start.
  if (error && !isApiError(error, 404)) return <ErrorText>{error.message}</ErrorText>;

  return <ProfileForm account={account} saved={profile} />;
}

function ProfileForm({ account, saved }: { account: Account; saved?: Profile }) {
  const updateProfile = useUpdateProfile();
  const form = useForm(saved ? pickFormValues(saved) : emptyProfile, profileSchema, updateProfile.error);

  return (
    <form
      noValidate
      className="form"
      onSubmit={form.handleSubmit((values) =>
        updateProfile.mutate(
          { email: account.email, name: account.name, ...trimmed(values) },
          { onSuccess: () => toast.success('Profile updated successfully') },
        ),
      )}
    >
      <Field label="Name" name="name" value={account.name} readOnly />
      <Field label="Email" name="email" type="email" value={account.email} readOnly />
      <Field label="Education" {...form.field('education')} />
      <Field label="City" autoComplete="address-level2" {...form.field('city')} />
      <Field label="Phone number" type="tel" autoComplete="tel" {...form.field('number')} />
      <Field label="LinkedIn profile link" type="url" placeholder="https://www.linkedin.com/in/…" {...form.field('profile')} />
      <button type="submit" className="button" disabled={updateProfile.isPending}>
        Update Profile
      </button>
    </form>
  );
}

function pickFormValues({ education, city, number, profile }: Profile): ProfileFormValues {
  return { education: education ?? '', city: city ?? '', number: number ?? '', profile: profile ?? '' };
}
