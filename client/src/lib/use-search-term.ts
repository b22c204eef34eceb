import { useEffect, useEffectEvent, useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/**
 * A search box kept in the address: the box answers every keystroke at once, the trimmed term is
 * handed on once typing pauses (and so the request follows), and when the address changes some
 * other way (back button, CLEAR SEARCH) the box shows the address's term again.
 */
export function useSearchTerm(value: string, onSearch: (term: string) => void, delayMs = 300) {
  const [term, setTerm] = useState(value);
  const [shownFor, setShownFor] = useState(value);
  if (shownFor !== value) {
    setShownFor(value);
    if (term.trim() !== value) setTerm(value);
  }
  const debounced = useDebouncedValue(term, delayMs);
  const send = useEffectEvent((next: string) => {
    if (next !== value) onSearch(next);
  });
  useEffect(() => send(debounced.trim()), [debounced]);
  return [term, setTerm] as const;
}
