import { useState } from 'react';

/**
 * Category checkboxes add and remove categories, but only the first one chosen is sent and kept in
 * the address (spec section 4). The others are remembered here, and take over when the first is unticked.
 */
export function useCategorySelection(category: string | null, onChange: (category: string | null) => void) {
  const [others, setOthers] = useState<{ after: string | null; slugs: string[] }>({ after: null, slugs: [] });
  // Choices made before the address changed some other way (a nav link, Clear Filters) no longer apply.
  const extra = category && others.after === category ? others.slugs.filter((slug) => slug !== category) : [];
  const selected = category ? [category, ...extra] : [];

  function toggle(slug: string) {
    const next = selected.includes(slug) ? selected.filter((item) => item !== slug) : [...selected, slug];
    const [first = null, ...rest] = next;
    setOthers({ after: first, slugs: rest });
    onChange(first);
  }

  return { selected, toggle };
}
