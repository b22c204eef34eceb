import { useEffect, useRef, type RefObject } from 'react';

/**
 * On a page rendered on the server, a shopper can type into a field before the script hydrates
 * it. React keeps the typed text on screen but not in its state, so the box would show one term
 * while the page acts on another (or on none). Once mounted, a controlled field holding other text
 * than its value reports that text as a change, as if it had been typed now. After a client-side
 * navigation the field starts with its value, and nothing is reported.
 */
export function useTypedBeforeHydration(
  field: RefObject<HTMLInputElement | null>,
  value: string,
  onChange: (typed: string) => void,
): void {
  const atMountRef = useRef({ value, onChange });
  useEffect(() => {
    const { value, onChange } = atMountRef.current;
    const typed = field.current?.value;
    if (typed !== undefined && typed !== value) onChange(typed);
  }, [field]);
}
