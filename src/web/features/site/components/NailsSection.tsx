/**
 * One topic of the nails page (Nail Art, Nail Extension): picture, introduction, and more detail behind a read
 * more / read less toggle (docs/product.md#nails, #ui-states), with a button that opens the Book Appointment modal.
 * The detail is in the markup, hidden, and both words of the toggle are there too (Read less hidden);
 * read-more.island.ts opens and closes it.
 */
import { useId, useRef, type ReactNode } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useText } from '@web/i18n';
import { BookButton } from '@web/components/BookButton';
import { Eyebrow } from '@web/components/Eyebrow';
import { useIsland } from '@web/lib/use-island';
import { readMoreIsland } from './read-more.island';
import classes from './Nails.module.css';
import { siteText } from '../en';
import { Columns } from '@web/components/Columns';

interface NailsSectionProps {
  id: string;
  title: string;
  price: string;
  intro: string;
  image: string;
  bookLabel: string;
  /** The text behind Read more. */
  children: ReactNode;
  reversed?: boolean;
}

export function NailsSection({ id, title, price, intro, image, bookLabel, children, reversed }: NailsSectionProps) {
  const { t } = useText(siteText);
  const moreId = useId();
  const rootRef = useRef<HTMLElement>(null);
  useIsland(rootRef, readMoreIsland);

  return (
    <section
      ref={rootRef}
      id={id}
      aria-labelledby={`${id}-title`}
      className={classes.section}
      data-reversed={reversed || undefined}
      data-island="read-more"
    >
      <Columns cols={{ base: 1, md: 2 }} spacing={{ base: 'lg', md: 56 }} className={classes.grid}>
        <img src={image} alt="" width={800} height={600} className={classes.image} />
        <Stack gap="md">
          <Eyebrow size="sm">{price}</Eyebrow>
          <Title id={`${id}-title`} order={2} className={classes.title}>
            {title}
          </Title>
          <Text c="dark.5">{intro}</Text>
          <div id={moreId} hidden className={classes.more}>
            <Stack gap="md" pb="xs">
              {children}
            </Stack>
          </div>
          <Group gap="sm">
            <Button
              variant="subtle"
              aria-expanded={false}
              aria-controls={moreId}
              className={classes.toggle}
              rightSection={<IconChevronDown size={16} aria-hidden className={classes.chevron} />}
            >
              <span data-read="more">{t('nails.readMore')}</span>
              <span data-read="less" hidden>
                {t('nails.readLess')}
              </span>
            </Button>
            <BookButton>{bookLabel}</BookButton>
          </Group>
        </Stack>
      </Columns>
    </section>
  );
}

interface PriceLine {
  name: string;
  price: string;
}

/** A short price list inside a section's detail. */
export function NailsPriceList({ title, lines }: { title: string; lines: PriceLine[] }) {
  return (
    <div className={classes.priceList}>
      <Text fw={700} mb={6} c="rose.9">
        {title}
      </Text>
      {lines.map((line) => (
        <Group key={line.name} justify="space-between" wrap="nowrap" className={classes.priceLine}>
          <Text size="sm">{line.name}</Text>
          <Text size="sm" fw={600}>
            {line.price}
          </Text>
        </Group>
      ))}
    </div>
  );
}
