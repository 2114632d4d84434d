/**
 * A section of the Bridal and Republic Day pages (docs/product.md#bridal, docs/product.md#republic-day): the rose
 * title, an optional dimmed lead below it, then the content.
 */
import type { ReactNode, Ref } from 'react';
import { Stack, Text, Title, type MantineSpacing } from '@mantine/core';
import classes from './PageSection.module.css';

interface PageSectionProps {
  id?: string;
  titleId: string;
  title: ReactNode;
  lead?: ReactNode;
  /** The lead's widest, in px; unlimited if left out. */
  leadMaw?: number;
  /** The room below the title and lead. */
  headingMb?: MantineSpacing;
  className?: string;
  ref?: Ref<HTMLElement>;
  children: ReactNode;
}

export function PageSection({
  id,
  titleId,
  title,
  lead,
  leadMaw,
  headingMb,
  className,
  ref,
  children,
}: PageSectionProps) {
  const heading = (
    <Title id={titleId} order={2} className={classes.title}>
      {title}
    </Title>
  );
  return (
    <section
      ref={ref}
      id={id}
      aria-labelledby={titleId}
      className={className ? `${classes.section} ${className}` : classes.section}
    >
      {lead ? (
        <Stack gap="xs" mb={headingMb}>
          {heading}
          <Text c="dimmed" maw={leadMaw}>
            {lead}
          </Text>
        </Stack>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

export { classes as pageSectionClasses };
