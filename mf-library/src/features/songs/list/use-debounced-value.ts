import { useEffect, useState } from 'react';

/** Search is debounced like the setlist editor's (spec §5: 300 ms). */
export const SEARCH_DEBOUNCE_MS = 300;

/** `value`, once it has stopped changing for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
