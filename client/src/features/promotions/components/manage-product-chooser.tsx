import { useState } from 'react';
import { formatPrice } from '@shared/money';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useOwnProducts } from '../api/manage-own-products';
import { ManagePickList } from './manage-pick-list';

interface ManageProductChooserProps {
  selected: number[];
  onChange: (ids: number[]) => void;
  error?: string;
}

/** The shop's own products as a searchable list of checkboxes (a code's or a sale's products). */
export function ManageProductChooser({ selected, onChange, error }: ManageProductChooserProps) {
  const [search, setSearch] = useState('');
  const products = useOwnProducts(useDebouncedValue(search.trim(), 250));
  return (
    <ManagePickList
      legend="Products" search={search} onSearch={setSearch} selected={selected} onChange={onChange} error={error}
      items={products.data?.map((product) => ({ id: product.id, label: product.name, detail: formatPrice(product.price) }))}
      emptyText={search.trim() ? 'No product matches this search.' : 'Your shop has no products yet: add one in the Products tab first.'}
    />
  );
}
