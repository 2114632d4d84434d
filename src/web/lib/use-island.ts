/** Runs an island (islands.ts, docs/architecture.md#fast-public-pages) inside the app. */
import { useEffect, type RefObject } from 'react';
import type { Island } from './islands';

/** Runs an island on the markup a component rendered, for as long as the component is mounted. */
export function useIsland(ref: RefObject<HTMLElement | null>, island: Island): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    return island(root);
  }, [ref, island]);
}
