import { useState } from 'react';

import { ConfirmDialog } from '@/components/ui/dialog';
import { ErrorText } from '@/components/ui/error-text';
import { CheckboxField, Field } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { Cell, Row, RowHeader, Table } from '@/components/ui/table';
import { toast } from '@/components/ui/toast';
import { useConfirmedMutation } from '@/hooks/use-confirmed-mutation';
import { formatDateTime } from '@/lib/format';
import { required, useForm } from '@/lib/form';
import type { ApiKey, Scope } from '@/types/api';

import { scopes, useApiKeys, useCreateApiKey, useRevokeApiKey, type NewApiKey } from '../api/api-keys';

/**
 * The keys of the shop's other tools (bookkeeping, a label printer): made here with their
 * scopes, the secret shown once; listed with their last use; revoked at once.
 */
export function ApiKeys() {
  const keys = useApiKeys();
  const [secret, setSecret] = useState<{ name: string; secret: string }>();
  const revoke = useConfirmedMutation<ApiKey>(useRevokeApiKey(), {
    variables: (key) => key._id,
    successMessage: (key) => `${key.name} is revoked`,
  });

  return (
    <section className="section" aria-labelledby="api-keys">
      <h2 id="api-keys" className="section-title">
        API keys
      </h2>
      <p>
        A key lets another tool call the shop&rsquo;s API as <code>Authorization: Bearer &lt;key&gt;</code>, within its
        scopes only. Its changes show in an order&rsquo;s history under the key&rsquo;s name.
      </p>
      {secret ? <NewSecret {...secret} onDone={() => setSecret(undefined)} /> : <ApiKeyForm onCreated={setSecret} />}
      {keys.isPending && <Spinner />}
      {keys.error && <ErrorText>{keys.error.message}</ErrorText>}
      {keys.data?.length === 0 && <p>No API keys yet.</p>}
      {keys.data && keys.data.length > 0 && (
        <Table caption="API keys" columns={['Name', 'Scopes', 'Key', 'Created', 'Expires', 'Last used', '']}>
          {keys.data.map((key) => (
            <Row key={key._id}>
              <RowHeader label="Name">{key.name}</RowHeader>
              <Cell label="Scopes">{key.scopes.join(', ')}</Cell>
              <Cell label="Key">
                <code>{key.prefix}…</code>
              </Cell>
              <Cell label="Created">
                {formatDateTime(key.createdAt)} by {key.createdBy}
              </Cell>
              <Cell label="Expires">{key.expiresAt ? formatDateTime(key.expiresAt) : 'Never'}</Cell>
              <Cell label="Last used">{key.lastUsedAt ? formatDateTime(key.lastUsedAt) : 'Never'}</Cell>
              <Cell label="Actions">
                <button
                  type="button"
                  className="button button-danger"
                  aria-label={`Revoke ${key.name}`}
                  onClick={() => revoke.ask(key)}
                >
                  Revoke
                </button>
              </Cell>
            </Row>
          ))}
        </Table>
      )}
      <ConfirmDialog
        {...revoke.dialogProps}
        title="Revoke this key?"
        message={`${revoke.pending?.name ?? 'The key'} stops working at once, for every call.`}
        confirmLabel="Revoke"
      />
    </section>
  );
}

type ApiKeyFormValues = { name: string; expiresAt: string } & Record<Scope, string>;

const empty: ApiKeyFormValues = {
  name: '',
  expiresAt: '',
  'catalogue:read': '',
  'catalogue:write': '',
  'orders:read': '',
  'orders:write': '',
};

/** The form of a new key: its name, its scopes and, if it should end, when. */
function ApiKeyForm({ onCreated }: { onCreated: (created: { name: string; secret: string }) => void }) {
  const create = useCreateApiKey();
  const form = useForm(empty, { name: [required('Name is required')] }, create.error);
  const chosen = scopes.filter(({ scope }) => form.values[scope] === 'true').map(({ scope }) => scope);
  const [noScope, setNoScope] = useState(false);

  const submit = form.handleSubmit((values) => {
    if (chosen.length === 0) {
      setNoScope(true);
      return;
    }
    const input: NewApiKey = {
      name: values.name.trim(),
      scopes: chosen,
      // The admin's local time, as the server takes it: RFC 3339 in UTC.
      expiresAt: values.expiresAt ? new Date(values.expiresAt).toISOString() : null,
    };
    create.mutate(input, {
      onSuccess: ({ secret }) => {
        toast.success(`${input.name} is made`);
        onCreated({ name: input.name, secret });
      },
    });
  });

  return (
    <form noValidate aria-label="New API key" className="form prices-form" onSubmit={submit}>
      <Field label="Name" hint="Which tool holds it, e.g. Bookkeeping." maxLength={100} {...form.field('name')} />
      <fieldset className="form-group">
        <legend>Scopes</legend>
        {scopes.map(({ scope, label }) => (
          <CheckboxField
            key={scope}
            label={`${scope}: ${label}`}
            value={form.values[scope]}
            onChange={(value) => {
              form.setValue(scope, value);
              setNoScope(false);
            }}
          />
        ))}
        {noScope && <ErrorText>Choose at least one scope</ErrorText>}
      </fieldset>
      <Field label="Expires" type="datetime-local" hint="Empty: never." {...form.field('expiresAt')} />
      {form.formError && <ErrorText>{form.formError}</ErrorText>}
      <button type="submit" className="button align-start" disabled={create.isPending}>
        Create key
      </button>
    </form>
  );
}

/** The new key's secret, shown this once, with a way to copy it. */
function NewSecret({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  return (
    <div className="notice" role="region" aria-label={`The key of ${name}`}>
      <p className="notice-text">
        <strong>Copy the key of {name} now:</strong> the shop keeps only a fingerprint of it and will not show it again.
      </p>
      <div className="notice-text">
        <Field label="Key" readOnly value={secret} onFocus={(event) => event.currentTarget.select()} />
      </div>
      <div className="card-actions">
        <button
          type="button"
          className="button"
          onClick={() =>
            navigator.clipboard.writeText(secret).then(
              () => toast.success('The key is copied'),
              () => toast.error('Copy it by hand: select the key and copy it'),
            )
          }
        >
          Copy
        </button>
        <button type="button" className="button button-secondary" onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  );
}
