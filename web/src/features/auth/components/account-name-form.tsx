import { useId } from 'react';

import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/toast';
import { useForm } from '@/lib/form';
import type { Account } from '@/types/api';

import { nameSchema, useRenameAccount } from '../api/rename-account';

export function AccountNameForm({ account }: { account: Account }) {
  const rename = useRenameAccount();
  const form = useForm({ name: account.name }, nameSchema, rename.error);
  const titleId = useId();

  return (
    <section className="card account-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="card-title">
        Name
      </h2>
      <form
        noValidate
        className="form"
        onSubmit={form.handleSubmit(({ name }) =>
          rename.mutate(name.trim(), { onSuccess: () => toast.success('Name updated') }),
        )}
      >
        <Field
          label="Display name"
          autoComplete="name"
          hint="Shown in the top bar and on the reviews you write."
          {...form.field('name')}
        />
        <button type="submit" className="button align-start" disabled={rename.isPending}>
          Save name
        </button>
      </form>
    </section>
  );
}
