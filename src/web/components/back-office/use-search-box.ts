/**
 * A list's search box over the search kept in the address: what is typed goes into the address once typing pauses
 * (docs/product.md#constants: 500 ms), trimmed and cut to `max` characters; clearing the box applies at once; and when
 * the address changes by itself (back, forward, a link) the box follows it.
 */
import { useState } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS } from '@shared/constants';

export function useSearchBox(applied: string, apply: (search: string) => void, max: number) {
  const [text, setText] = useState(applied);
  const [addressSearch, setAddressSearch] = useState(applied);
  if (addressSearch !== applied) {
    setAddressSearch(applied);
    if (text.trim() !== applied) setText(applied);
  }
  const applyLater = useDebouncedCallback((typed: string) => {
    const search = typed.trim().slice(0, max);
    if (search !== applied) apply(search);
  }, SEARCH_DEBOUNCE_MS);
  return {
    text,
    change: (typed: string) => {
      setText(typed);
      applyLater(typed);
    },
    clear: () => {
      setText('');
      applyLater.cancel();
      apply('');
    },
  };
}
