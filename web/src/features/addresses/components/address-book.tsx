import { AddressFields, addressSchema, emptyAddress, type AddressValues } from '@/components/address-fields';
import { ConfirmDialog, Dialog } from '@/components/ui/dialog';
import { ErrorText } from '@/components/ui/error-text';
import { CheckboxField } from '@/components/ui/field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { useConfirmedMutation } from '@/hooks/use-confirmed-mutation';
import { useEditDialog } from '@/hooks/use-edit-dialog';
import { trimmed, useForm } from '@/lib/form';
import { useCountries, usePlaceRules } from '@/lib/places';
import type { Address } from '@/types/api';

import { useAddAddress, type AddressInput } from '../api/add-address';
import { useDeleteAddress } from '../api/delete-address';
import { useAddresses } from '../api/get-addresses';
import { useUpdateAddress } from '../api/update-address';

/** The most addresses a book holds: the server refuses a 21st. */
const maxAddresses = 20;

/** The customer's addresses, each to edit, delete or make the default, and one to add. */
export function AddressBook() {
  const book = useAddresses();
  const add = useAddAddress();
  const update = useUpdateAddress();
  const remove = useDeleteAddress();
  const { editing, open: setEditing, mutation, close, done } = useEditDialog<Address, typeof add, typeof update>(add, update);
  const deletion = useConfirmedMutation<Address>(remove, { variables: (a) => a._id, successMessage: () => 'Address deleted' });
  const full = (book.data?.length ?? 0) >= maxAddresses;

  return (
    <section className="address-book" aria-labelledby="address-book-title">
      <h2 id="address-book-title">Addresses</h2>
      <p className="muted">Where your orders go. The default address is chosen first at checkout.</p>
      {book.isPending ? (
        <Spinner label="Loading your addresses" />
      ) : book.error ? (
        <ErrorText>{book.error.message}</ErrorText>
      ) : book.data.length === 0 ? (
        <p className="muted">No addresses yet.</p>
      ) : (
        <ul className="address-cards">
          {book.data.map((a) => (
            <li key={a._id} className="card address-card">
              <p className="address-card-name">
                {a.customerName}
                {a.isDefault && <span className="badge">Default</span>}
              </p>
              {a.company && <p>{a.company}</p>}
              <p>{a.address}</p>
              <p className="muted">{a.number}</p>
              <div className="address-card-actions">
                {!a.isDefault && (
                  <button
                    type="button"
                    className="button button-secondary"
                    aria-label={`Make ${a.line1} the default`}
                    disabled={update.isPending}
                    onClick={() =>
                      update.mutate({ id: a._id, input: { ...toValues(a), isDefault: true } }, { onSuccess: () => toast.success('Default address changed') })
                    }
                  >
                    Make default
                  </button>
                )}
                <button type="button" className="button button-secondary" aria-label={`Edit ${a.line1}`} onClick={() => setEditing(a)}>
                  Edit
                </button>
                <button type="button" className="button button-danger" aria-label={`Delete ${a.line1}`} onClick={() => deletion.ask(a)}>
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button align-start" disabled={full} onClick={() => setEditing('new')}>
        Add an address
      </button>
      {full && <p className="hint">Your address book is full: delete an address to add another.</p>}

      <Dialog open={editing !== null} title={editing === 'new' || editing === null ? 'Add an address' : `Edit ${editing.line1}`} onClose={close}>
        {editing !== null && (
          <AddressForm
            address={editing === 'new' ? undefined : editing}
            submitLabel={editing === 'new' ? 'Add address' : 'Save changes'}
            busy={mutation.isPending}
            serverError={mutation.error}
            onSubmit={(input) =>
              editing === 'new'
                ? add.mutate(input, { onSuccess: done('Address added') })
                : update.mutate({ id: editing._id, input }, { onSuccess: done('Address updated') })
            }
          />
        )}
        <div className="dialog-actions">
          <button type="button" className="button button-secondary" onClick={close}>
            Close
          </button>
        </div>
      </Dialog>
      <ConfirmDialog
        {...deletion.dialogProps}
        title="Delete this address?"
        message={`${deletion.pending?.address ?? ''} will be deleted from your address book.`}
        confirmLabel="Delete"
      />
    </section>
  );
}

type AddressFormProps = {
  address?: Address;
  submitLabel: string;
  busy: boolean;
  serverError: Error | null;
  onSubmit: (input: AddressInput) => void;
};

function AddressForm({ address, submitLabel, busy, serverError, onSubmit }: AddressFormProps) {
  const countries = useCountries();
  const placeRules = usePlaceRules(countries.data ?? []);
  const form = useForm(
    { ...(address ? toValues(address) : emptyAddress), isDefault: address?.isDefault ? 'true' : '' },
    (values) => addressSchema(placeRules(values.country)),
    serverError,
  );
  return (
    <form
      noValidate
      className="form"
      onSubmit={form.handleSubmit(({ isDefault, ...values }) => onSubmit({ ...trimmed(values), isDefault: isDefault === 'true' }))}
    >
      <AddressFields form={form} />
      <CheckboxField label="Use as my default address" value={form.values.isDefault} onChange={(value) => form.setValue('isDefault', value)} />
      <button type="submit" className="button" disabled={busy}>
        {submitLabel}
      </button>
    </form>
  );
}

/** A saved address as the form's values. */
const toValues = (a: Address): AddressValues => ({
  customerName: a.customerName,
  company: a.company ?? '',
  line1: a.line1,
  line2: a.line2 ?? '',
  city: a.city ?? '',
  region: a.region,
  postalCode: a.postalCode ?? '',
  country: a.country,
  number: a.number,
});
