import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import type { PublicUser } from '@shared/account-schemas';
import { ACCOUNT_AREA_MESSAGES, profileUpdateSchema } from '@shared/account-area-schemas';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { serverMessage } from '../../../lib/server-message';
import { useUpdateProfile } from '../api/update-profile';

type ProfileForm = z.input<typeof profileUpdateSchema>;

/** First and last name; the username stays as it was chosen (it names the account everywhere). */
export function ProfileForm({ user }: { user: PublicUser }) {
  const form = useForm<ProfileForm, unknown, z.output<typeof profileUpdateSchema>>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: { firstName: user.firstName ?? '', lastName: user.lastName ?? '' },
  });
  const { errors } = form.formState;
  const save = useUpdateProfile();

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={form.handleSubmit((values) =>
        save.mutate(values, {
          onSuccess: ({ user: saved }) => {
            form.reset({ firstName: saved.firstName ?? '', lastName: saved.lastName ?? '' });
            toast({ title: 'Profile saved', description: ACCOUNT_AREA_MESSAGES.profileSaved });
          },
          onError: (error) => toast({ title: 'Not saved', description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' }),
        }),
      )}
    >
      <p className="text-sm text-muted">
        Username <span className="font-semibold text-paper">{user.username}</span>
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" error={errors.firstName?.message} {...form.register('firstName')} />
        <TextField label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...form.register('lastName')} />
      </div>
      <Button type="submit" className="self-start" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'SAVE PROFILE'}
      </Button>
    </form>
  );
}
