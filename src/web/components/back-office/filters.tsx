/**
 * The filters of the back-office lists, one way each, in one order: a date range (one month in the picker on a phone,
 * two above; docs/product.md#constants), or a year (2021 to 2031) then its month
 * (docs/decisions/015-back-office-kit.md). A page lays them out in a FilterBar under its heading (BackOfficePage's
 * toolbar).
 */
import { useState, type ReactNode } from 'react';
import { Group, Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendarEvent } from '@tabler/icons-react';
import { monthNames } from '@web/lib/dates';
import { YEAR_RANGE } from '@shared/constants';
import { useIsPhone } from '@web/lib/breakpoints';

/** The filters of a list, named for screen readers, side by side and wrapping on a phone. */
export function FilterBar({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <Group component="section" aria-label={label} gap="sm" align="flex-end" wrap="wrap">
      {children}
    </Group>
  );
}

type Picked = [string | null, string | null];

interface DateRangeFilterProps {
  label: string;
  placeholder: string;
  /** Said while only the first day is picked. */
  incompleteText: string;
  start: string;
  end: string;
  /** Called once both days are picked; the list keeps the last whole range meanwhile. */
  onChange: (start: string, end: string) => void;
  /** The last day that may be picked. */
  maxDate?: string;
}

export function DateRangeFilter(props: DateRangeFilterProps) {
  const { label, placeholder, incompleteText, start, end, onChange, maxDate } = props;
  const isPhone = useIsPhone();
  // A range being picked (its first day only); otherwise the picker shows the list's range.
  const [picking, setPicking] = useState<Picked | null>(null);
  const picked = picking ?? [start, end];
  return (
    <DatePickerInput
      type="range"
      label={label}
      placeholder={placeholder}
      valueFormat="DD MMM YYYY"
      numberOfColumns={isPhone ? 1 : 2}
      maxDate={maxDate}
      allowSingleDateInRange
      leftSection={<IconCalendarEvent size={18} aria-hidden />}
      value={picked}
      onChange={(value) => {
        const next = value as Picked;
        const isWhole = Boolean(next[0] && next[1]);
        setPicking(isWhole ? null : next);
        if (isWhole) onChange(next[0]!, next[1]!);
      }}
      error={picked[0] && !picked[1] ? incompleteText : undefined}
      w={{ base: '100%', xs: 320 }}
      popoverProps={{ withinPortal: true, returnFocus: true }}
    />
  );
}

/** The years of the year filters (docs/product.md#constants: 2021 to 2031). */
export const FILTER_YEARS: readonly number[] = Array.from(
  { length: YEAR_RANGE.last - YEAR_RANGE.first + 1 },
  (_, index) => YEAR_RANGE.first + index,
);

/** This year of the salon's calendar, or the nearest year the filters offer. */
export function filterYearOf(today: string): number {
  return Math.min(YEAR_RANGE.last, Math.max(YEAR_RANGE.first, Number(today.slice(0, 4))));
}

/** The months to choose from, named in the language shown. */
const monthOptions = () => monthNames().map((label, index) => ({ value: String(index + 1), label }));

/** Half the bar on a phone (two filters to a line), a fixed width above. */
const halfOnPhone = (width: number) => ({ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: width });

interface YearMonthFilterProps<M extends number | string> {
  yearLabel: string;
  monthLabel: string;
  year: number;
  month: M;
  onChange: (change: { year?: number; month?: M }) => void;
  /** A first choice for the whole year, with this value and label. */
  allMonths?: { value: M & string; label: string };
}

/** The year, then its month. */
export function YearMonthFilter<M extends number | string>(props: YearMonthFilterProps<M>) {
  const months = props.allMonths ? [props.allMonths, ...monthOptions()] : monthOptions();
  const monthOf = (value: string) => (value === props.allMonths?.value ? props.allMonths.value : Number(value)) as M;
  return (
    <>
      <Select
        label={props.yearLabel}
        data={FILTER_YEARS.map(String)}
        value={String(props.year)}
        onChange={(value) => value && props.onChange({ year: Number(value) })}
        allowDeselect={false}
        w={halfOnPhone(120)}
      />
      <Select
        label={props.monthLabel}
        data={months}
        value={String(props.month)}
        onChange={(value) => value && props.onChange({ month: monthOf(value) })}
        allowDeselect={false}
        w={halfOnPhone(180)}
      />
    </>
  );
}
