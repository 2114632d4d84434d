/**
 * A back-office list's filters, kept in the address (?start=&end=&sortby=&page=...) so a reload, a shared link or
 * the back button keeps them. One zod object reads them: each field falls back to its default when its parameter is
 * missing or wrong (`.catch`), so a hand-edited address never breaks the page. Writing puts back every filter that
 * differs from its default, plus those named `always`, in the schema's order (docs/decisions/015-back-office-kit.md).
 */
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { isCalendarDate } from '@shared/salon-time';

/** The values a filter may hold in the address. */
export type FilterValue = string | number | undefined;

/**
 * The longest parameter read: longer text is refused before any pattern sees it
 * (docs/decisions/011-bounded-work-per-request.md).
 */
const PARAM_MAX = 40;
const text = () => z.string().max(PARAM_MAX);

/** Readers of one parameter each, with the value the list uses when it is missing or wrong. */
export const urlParam = {
  /** Free text (a search), trimmed and cut to `max` characters; '' when missing. */
  text: (max: number) =>
    z
      .string()
      .transform((value) => value.trim().slice(0, max))
      .catch(''),
  /** A calendar date, YYYY-MM-DD. */
  date: (fallback: string) => text().refine(isCalendarDate).catch(fallback),
  /** A whole number from min to max. */
  whole: (min: number, max: number, fallback: number) => wholeNumber(min, max).catch(fallback),
  /** A whole number from min to max, or nothing. */
  optionalWhole: (min: number, max: number) => wholeNumber(min, max).optional().catch(undefined),
  /** One of a list of words. */
  choice: <const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) =>
    z.enum(values).catch(fallback),
  /** A whole number from min to max, or one word (such as 'all'). */
  wholeOr: <const W extends string>(word: W, min: number, max: number, fallback: number | W) =>
    z.union([z.literal(word), wholeNumber(min, max)]).catch(fallback),
};

function wholeNumber(min: number, max: number) {
  return text()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
}

/**
 * A range from `start` to `end`: each falls back on its own; a start after the end gives the default range back.
 * For `useUrlFilters`' `normalize`.
 */
export function orderedRange<F extends { start: string; end: string }>(defaults: { start: string; end: string }) {
  return (filters: F): F => (filters.start > filters.end ? { ...filters, ...defaults } : filters);
}

interface UrlFilterOptions<F> {
  /** Parameters written even when they hold their default (a range's dates, a month and its year). */
  always?: readonly (keyof F & string)[];
  /** Pushes a history entry (a page of a list) rather than replacing the current one (a range, an order). */
  push?: boolean;
  /** A rule across fields, applied after they are read (a range whose start is after its end). */
  normalize?: (filters: F) => F;
}

/**
 * The filters of the address, read through `schema` (a zod object whose fields each `.catch` a default), and the
 * function that writes a change back. Build the schema with useMemo when its defaults depend on today.
 */
export function useUrlFilters<S extends z.ZodObject>(
  schema: S,
  { always = [], push = false, normalize = (filters) => filters }: UrlFilterOptions<z.output<S>> = {},
): [z.output<S>, (change: Partial<z.output<S>>) => void] {
  type F = z.output<S>;
  const [params, setParams] = useSearchParams();
  const keys = Object.keys(schema.shape);
  const defaults = normalize(schema.parse({}));
  const read = schema.safeParse(Object.fromEntries(keys.map((key) => [key, params.get(key) ?? undefined])));
  const filters = read.success ? normalize(read.data) : defaults;

  // The writer keeps its identity while the address stays the same (an effect may depend on it).
  const latest = useRef({ filters, defaults, keys, always, push });
  useEffect(() => {
    latest.current = { filters, defaults, keys, always, push };
  });
  const update = useCallback(
    (change: Partial<F>) => {
      const { filters, defaults, keys, always, push } = latest.current;
      const next = { ...filters, ...change } as Record<string, FilterValue>;
      const search = new URLSearchParams();
      for (const key of keys) {
        const value = next[key];
        const isDefault = value === (defaults as Record<string, FilterValue>)[key] && !always.includes(key);
        if (value === undefined || isDefault) continue;
        search.set(key, String(value));
      }
      setParams(search, { replace: !push });
    },
    [setParams],
  );
  return [filters, update];
}
