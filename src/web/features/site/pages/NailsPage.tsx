/**
 * /nails (docs/product.md#nails): Nail Art (#nail-art) and Nail Extension (#nail-extension), each with read more / read
 * less and a book button; prices from ₹1,500 (docs/product.md#marketing-prices).
 */
import { Card, Container, List, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconDroplet, IconShieldCheck, IconSparkles } from '@tabler/icons-react';
import { useText } from '@web/i18n';
import { formatRupees } from '@shared/money';
import { BookButton } from '@web/components/BookButton';
import { NailsPriceList, NailsSection } from '../components/NailsSection';
import { PageHero } from '../components/PageHero';
import { STARTING_PRICES } from '../starting-prices';
import classes from '../components/Nails.module.css';
import { siteText } from '../en';

const NAILS_FROM = STARTING_PRICES.find((price) => price.key === 'nails')?.rupees ?? 0;

const ART_PRICES = [
  { key: 'gelArt', rupees: 1500 },
  { key: 'chrome', rupees: 1800 },
  { key: 'handPainted', rupees: 2200 },
] as const;

const EXTENSION_PRICES = [
  { key: 'gel', rupees: 1500 },
  { key: 'acrylic', rupees: 1800 },
  { key: 'polygel', rupees: 2200 },
  { key: 'refill', rupees: 900 },
  { key: 'removal', rupees: 400 },
] as const;

const CARE = [
  { key: 'tools', icon: IconShieldCheck },
  { key: 'products', icon: IconDroplet },
  { key: 'aftercare', icon: IconSparkles },
] as const;

export function NailsPage() {
  const { t } = useText(siteText);
  const from = t('nails.from', { price: formatRupees(NAILS_FROM) });

  return (
    <>
      <PageHero
        id="nails-title"
        eyebrow={t('nails.eyebrow')}
        title={t('nails.title')}
        lead={t('nails.lead', { price: formatRupees(NAILS_FROM) })}
        image="/images/nails/hero.svg"
        actions={
          <BookButton size="md" color="gold.4" c="dark.9">
            {t('nails.book')}
          </BookButton>
        }
      />
      <Container size="xl" w="100%">
        <NailsSection
          id="nail-art"
          title={t('nails.art.title')}
          price={from}
          intro={t('nails.art.intro')}
          image="/images/nails/nail-art.svg"
          bookLabel={t('nails.art.book')}
        >
          <Text c="dark.5">{t('nails.art.more')}</Text>
          <List spacing={4} size="sm">
            {([1, 2, 3, 4, 5, 6] as const).map((n) => (
              <List.Item key={n}>{t(`nails.art.style${n}`)}</List.Item>
            ))}
          </List>
          <NailsPriceList
            title={t('nails.priceListTitle')}
            lines={ART_PRICES.map(({ key, rupees }) => ({
              name: t(`nails.art.price.${key}`),
              price: formatRupees(rupees),
            }))}
          />
          <Text size="sm" c="dimmed">
            {t('nails.art.tip')}
          </Text>
        </NailsSection>

        <NailsSection
          id="nail-extension"
          title={t('nails.extension.title')}
          price={from}
          intro={t('nails.extension.intro')}
          image="/images/nails/nail-extension.svg"
          bookLabel={t('nails.extension.book')}
          reversed
        >
          <Text c="dark.5">{t('nails.extension.more')}</Text>
          <NailsPriceList
            title={t('nails.priceListTitle')}
            lines={EXTENSION_PRICES.map(({ key, rupees }) => ({
              name: t(`nails.extension.price.${key}`),
              price: formatRupees(rupees),
            }))}
          />
          <Text size="sm" c="dimmed">
            {t('nails.extension.tip')}
          </Text>
        </NailsSection>

        <section aria-labelledby="nails-care-title" className={classes.care}>
          <Title id="nails-care-title" order={2} className={classes.title} mb="lg">
            {t('nails.care.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
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
          </SimpleGrid>
        </section>
      </Container>
    </>
  );
}
