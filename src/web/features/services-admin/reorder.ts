/**
 * A drag in the services admin (docs/product.md#service-status-and-sorting: drag reorder recomputes sorting of affected
 * services). The moved services take the sortings their new places had, so only the services between the old and the
 * new place change. Where sortings were equal (or would fall out of order) they are raised just enough to keep the list
 * strictly in order, which may reach a few services past the moved range.
 */
import type { Service } from '@shared/catalogue.schemas';
import type { SortingItem } from '@shared/services-admin.schemas';

export interface Reordered {
  list: Service[];
  changes: SortingItem[];
}

/** The list after moving `activeId` to the place of `overId` (the list is in sorting order), or null for no move. */
export function reorderServices(list: readonly Service[], activeId: number, overId: number): Reordered | null {
  const from = list.findIndex((service) => service.id === activeId);
  const to = list.findIndex((service) => service.id === overId);
  if (from < 0 || to < 0 || from === to) return null;

  const moved = [...list];
  const [service] = moved.splice(from, 1);
  moved.splice(to, 0, service!);

  const low = Math.min(from, to);
  const high = Math.max(from, to);
  const slots = list.slice(low, high + 1).map((entry) => entry.sorting);
  const result = moved.map((entry) => ({ ...entry }));
  let previous = low > 0 ? list[low - 1]!.sorting : -1;
  for (let index = low; index < result.length; index += 1) {
    const entry = result[index]!;
    const wanted = Math.max(index <= high ? slots[index - low]! : entry.sorting, previous + 1);
    if (index > high && wanted === entry.sorting) break;
    entry.sorting = wanted;
    previous = wanted;
  }

  const before = new Map(list.map((entry) => [entry.id, entry.sorting]));
  const changes = result
    .filter((entry) => before.get(entry.id) !== entry.sorting)
    .map((entry) => ({ id: entry.id, sorting: entry.sorting }));
  return { list: result, changes };
}
