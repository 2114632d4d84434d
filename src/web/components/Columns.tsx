/**
 * Equal columns whose count and gap may change at Mantine's breakpoints, as SimpleGrid's `cols` and `spacing` take
 * them ({ base: 1, sm: 2 }), for the public pages (docs/architecture.md#fast-public-pages). SimpleGrid writes its
 * breakpoints into a <style> element of its own inside the page, and each such element the browser meets while it
 * reads a document makes it style and lay out the whole page again; here they are custom properties on the element,
 * which Columns.module.css reads at each breakpoint.
 */
import type { ComponentPropsWithoutRef, CSSProperties, Ref } from 'react';
import type { MantineSpacing } from '@mantine/core';
import classes from './Columns.module.css';

const BREAKPOINTS = ['base', 'xs', 'sm', 'md', 'lg'] as const;
type Breakpoint = (typeof BREAKPOINTS)[number];
/** One value, or one per breakpoint from `base` up. */
type Responsive<T> = T | ({ base: T } & Partial<Record<Exclude<Breakpoint, 'base'>, T>>);
/** Mantine's spacing name (its theme's value) or pixels. */
type Gap = MantineSpacing | number;

export interface ColumnsProps extends Omit<ComponentPropsWithoutRef<'div'>, 'style'> {
  cols: Responsive<number>;
  spacing?: Responsive<Gap>;
  style?: CSSProperties;
  ref?: Ref<HTMLDivElement>;
}

const gapValue = (gap: Gap) =>
  typeof gap === 'number' ? `calc(${gap / 16}rem * var(--mantine-scale))` : `var(--mantine-spacing-${gap})`;

function customProperties<T>(name: string, value: Responsive<T>, toCss: (value: T) => string) {
  const byBreakpoint = (typeof value === 'object' && value !== null ? value : { base: value }) as Partial<
    Record<Breakpoint, T>
  >;
  const properties: Record<string, string> = {};
  for (const breakpoint of BREAKPOINTS) {
    const at = byBreakpoint[breakpoint];
    if (at !== undefined) properties[`--${name}-${breakpoint}`] = toCss(at);
  }
  return properties;
}

export function Columns({ cols, spacing = 'md', className, style, ref, ...rest }: ColumnsProps) {
  const properties = {
    ...customProperties('columns', cols, String),
    ...customProperties('columns-gap', spacing, gapValue),
    ...style,
  } as CSSProperties;
  return (
    <div
      ref={ref}
      className={className ? `${classes.columns} ${className}` : classes.columns}
      style={properties}
      {...rest}
    />
  );
}
