import { useId } from 'react';
import type { SavedAddress } from '@shared/address-schemas';
import { localityLines } from '@shared/address-format';
import { cn } from '../../../lib/cn';

export type AddressChoice = number | 'new';

interface SavedAddressChoiceProps {
  addresses: SavedAddress[];
  value: AddressChoice;
  onChange: (value: AddressChoice) => void;
}

const card = cn(
  'flex cursor-pointer flex-col gap-0.5 border-2 border-line px-4 py-3 hover:border-paper',
  'peer-checked:border-acid peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-acid',
);

/** The account's saved addresses as radio cards, the default first, and "A new address". */
export function SavedAddressChoice({ addresses, value, onChange }: SavedAddressChoiceProps) {
  const groupId = useId();
  const option = (key: AddressChoice, label: string, detail: string, badge?: string) => {
    const id = `${groupId}-${key}`;
    return (
      <div key={key}>
        <input type="radio" id={id} name="savedAddress" checked={value === key} onChange={() => onChange(key)} className="peer sr-only" />
        <label htmlFor={id} className={card}>
          <span className="flex items-center gap-2 font-semibold">
            {label}
            {badge && <span className="caps bg-acid px-1.5 text-xs text-ink">{badge}</span>}
          </span>
          <span className="text-sm text-muted">{detail}</span>
        </label>
      </div>
    );
  };
  return (
    <fieldset className="flex flex-col gap-3" data-testid="saved-address-choice">
      <legend className="caps mb-3 text-2xl">Ship to</legend>
      {addresses.map((address) =>
        option(address.id, address.fullName, [address.line1, ...localityLines(address), address.country].join(', '), address.isDefault ? 'Default' : undefined))}
      {option('new', 'A new address', 'Type it in below')}
    </fieldset>
  );
}
