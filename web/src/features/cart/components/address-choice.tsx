import type { Address } from '@/types/api';

type AddressChoiceProps = {
  addresses: Address[];
  /** The chosen address's id; '' for a new address. */
  value: string;
  onChange: (addressId: string) => void;
};

/** The addresses of the customer's book to deliver to, or a new one. */
export function AddressChoice({ addresses, value, onChange }: AddressChoiceProps) {
  return (
    <fieldset className="address-choice">
      <legend className="visually-hidden">Saved addresses</legend>
      {addresses.map((a) => (
        <label key={a._id} className="card address-option">
          <input type="radio" name="addressId" value={a._id} checked={value === a._id} onChange={() => onChange(a._id)} />
          <span>
            <strong>{a.customerName}</strong>
            {a.isDefault && <span className="badge">Default</span>}
            <br />
            {a.company && <>{a.company}, </>}
            {a.address}
          </span>
        </label>
      ))}
      <label className="card address-option">
        <input type="radio" name="addressId" value="" checked={value === ''} onChange={() => onChange('')} />
        <span>A new address</span>
      </label>
    </fieldset>
  );
}
