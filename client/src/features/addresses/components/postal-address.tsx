import { formatAddress, type PostalAddress as Address } from '@shared/address-format';

/** An address as its country's post writes it, one line each, and the phone after it when given. */
export function PostalAddress({ address, phone, className }: { address: Address; phone?: string; className?: string }) {
  const lines = formatAddress(address);
  return (
    <address className={className ?? 'not-italic'}>
      {lines.map((line, index) => (
        <span key={index} className="block">{line}</span>
      ))}
      {phone && <span className="nums block text-muted">{phone}</span>}
    </address>
  );
}
