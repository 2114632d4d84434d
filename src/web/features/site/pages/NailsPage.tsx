/**
 * /nails (docs/product.md#nails): Nail Art (#nail-art) and Nail Extension (#nail-extension), each with read more / read
 * less and a book button; prices from ₹1,500 (docs/product.md#marketing-prices).
 */
import { Card, List, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDroplet, IconShieldCheck, IconSparkles } from '@tabler/icons-react';
import { useText } from '@web/i18n';
import { formatRupees } from '@shared/money';
import { BookButton } from '@web/components/BookButton';
import { NailsPriceList, NailsSection } from '../components/NailsSection';
import { SitePage } from '../components/SitePage';
import { startingPrice } from '../starting-prices';
import classes from '../components/Nails.module.css';
import { siteText } from '../en';
import { Columns } from '@web/components/Columns';

/** The two sections of the page, in order: their price lists (text key and rupees) and Nail Art's styles. */
const SECTIONS = [
  {
    key: 'art',
    id: 'nail-art',
    styles: ([1, 2, 3, 4, 5, 6] as const).map((n) => `nails.art.style${n}` as const),
    prices: [
      { name: 'nails.art.price.gelArt', rupees: 1500 },
      { name: 'nails.art.price.chrome', rupees: 1800 },
      { name: 'nails.art.price.handPainted', rupees: 2200 },
    ],
  },
  {
    key: 'extension',
    id: 'nail-extension',
    styles: [],
    prices: [
      { name: 'nails.extension.price.gel', rupees: 1500 },
      { name: 'nails.extension.price.acrylic', rupees: 1800 },
      { name: 'nails.extension.price.polygel', rupees: 2200 },
      { name: 'nails.extension.price.refill', rupees: 900 },
      { name: 'nails.extension.price.removal', rupees: 400 },
    ],
  },
] as const;

const CARE = [
  { key: 'tools', icon: IconShieldCheck },
  { key: 'products', icon: IconDroplet },
  { key: 'aftercare', icon: IconSparkles },
] as const;

export function NailsPage() {
  const { t } = useText(siteText);
  const from = t('nails.from', { price: formatRupees(startingPrice('nails')) });

  return (
    <SitePage
      page="nails"
      actions={
        <BookButton size="md" color="gold.4" c="dark.9">
          {t('nails.book')}
        </BookButton>
      }
    >
      {SECTIONS.map(({ key, id, styles, prices }, index) => (
        <NailsSection
          key={key}
          id={id}
          title={t(`nails.${key}.title`)}
          price={from}
          intro={t(`nails.${key}.intro`)}
          image={`/images/nails/${id}.svg`}
          bookLabel={t(`nails.${key}.book`)}
          reversed={index % 2 === 1}
        >
          <Text c="dark.5">{t(`nails.${key}.more`)}</Text>
          {styles.length > 0 && (
            <List spacing={4} size="sm">
              {styles.map((style) => (
                <List.Item key={style}>{t(style)}</List.Item>
              ))}
            </List>
          )}
          <NailsPriceList
            title={t('nails.priceListTitle')}
            lines={prices.map(({ name, rupees }) => ({ name: t(name), price: formatRupees(rupees) }))}
          />
          <Text size="sm" c="dimmed">
            {t(`nails.${key}.tip`)}
          </Text>
        </NailsSection>
      ))}

      <section aria-labelledby="nails-care-title" className={classes.care}>
        <Title id="nails-care-title" order={2} className={classes.title} mb="lg">
          {t('nails.care.title')}
        </Title>
        <Columns cols={{ base: 1, sm: 3 }} spacing="lg">
          {CARE.map(({ key, icon: Icon }) => (
            <Card key={key} className={classes.careCard}>
              <ThemeIcon size={44} radius="xl" variant="light" color="rose" mb="sm" aria-hidden>
                <Icon size={22} />
              </ThemeIcon>
              <Text fw={700} ff="heading" size="lg" mb={4}>
                {t(`nails.care.${key}.title`)}
              </Text>
              <Text size="sm" c="dark.5">
                {t(`nails.care.${key}.text`)}
              </Text>
            </Card>
          ))}
        </Columns>
      </section>
    </SitePage>
  );
}
