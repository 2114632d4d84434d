/**
 * /offer-list (docs/product.md#offers-admin): every offer with Actions (delete, edit), Offer Name, Image, Id, Status,
 * Expiry Status, Expiry Date and Sorting; Add Offer and Edit Offer modals; delete after a confirmation. Admin
 * only (the route's guard sends types 2 and 3 home). On a phone each offer is a card (CardTable).
 */
import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { CardTable } from '@web/components/CardTable';
import { useTranslation } from '@web/i18n';
import type { Offer } from '@shared/catalogue.schemas';
import { ZERO_DATE } from '@shared/constants';
import { offerExpiry } from '@shared/offer-expiry';
import { salonToday } from '@shared/salon-time';
import { OfferImage } from '@web/features/offers/components/OfferImage';
import { formatOfferDate, useOfferExpiryWords } from '@web/features/offers/offer-expiry-text';
import { useSalonTimeZone } from '@web/features/site/api';
import { adminOffersQuery } from '../api';
import { DeleteOfferModal } from '../components/DeleteOfferModal';
import { OfferFormModal } from '../components/OfferFormModal';
import classes from './OfferListPage.module.css';
// The 'offersAdmin' text, registered as this module loads.
import '../en';

const COLUMNS = ['actions', 'name', 'image', 'id', 'status', 'expiryStatus', 'expiryDate', 'sorting'] as const;

const EXPIRY_COLOR = { none: 'teal', date: 'teal', days: 'orange', today: 'red', expired: 'gray' } as const;

type Editor = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; offer: Offer };

export function OfferListPage() {
  const { t } = useTranslation('offersAdmin');
  const expiryWords = useOfferExpiryWords();
  const today = salonToday(useSalonTimeZone());
  const offers = useQuery(adminOffersQuery);
  const [editor, setEditor] = useState<Editor>({ kind: 'closed' });
  const [deleting, setDeleting] = useState<Offer | null>(null);

  function body() {
    if (offers.isPending) {
      return Array.from({ length: 3 }, (_, row) => (
        <CardTable.Tr key={row} aria-hidden>
          {COLUMNS.map((column) => (
            <CardTable.Td key={column}>
              <Skeleton height={column === 'image' ? 54 : 14} width={column === 'image' ? 72 : undefined} />
            </CardTable.Td>
          ))}
        </CardTable.Tr>
      ));
    }
    if (offers.isError) return null;
    if (offers.data.length === 0) {
      return (
        <CardTable.Tr>
          <CardTable.Td colSpan={COLUMNS.length} kind="block">
            <Text ta="center" c="dimmed" py="xl">
              {t('page.empty')}
            </Text>
          </CardTable.Td>
        </CardTable.Tr>
      );
    }
    return offers.data.map((offer) => {
      const expiry = offerExpiry(offer.expiry, today);
      return (
        <CardTable.Tr key={offer.id} data-testid="offer-row">
          <CardTable.Td kind="actions">
            <Group gap={6} wrap="nowrap">
              <Tooltip label={t('action.delete', { name: offer.name })} withArrow>
                <ActionIcon
                  variant="light"
                  color="red"
                  aria-label={t('action.delete', { name: offer.name })}
                  onClick={() => setDeleting(offer)}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
              <Tooltip label={t('action.edit', { name: offer.name })} withArrow>
                <ActionIcon
                  variant="light"
                  aria-label={t('action.edit', { name: offer.name })}
                  onClick={() => setEditor({ kind: 'edit', offer })}
                >
                  <IconPencil size={16} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          </CardTable.Td>
          <CardTable.Td kind="title">
            <Text fw={600} size="sm" miw={140}>
              {offer.name}
            </Text>
          </CardTable.Td>
          <CardTable.Td label={t('column.image')}>
            <OfferImage
              img={offer.img}
              alt={offer.name}
              width={72}
              height={54}
              loading="lazy"
              className={classes.thumb}
            />
          </CardTable.Td>
          <CardTable.Td label={t('column.id')}>{offer.id}</CardTable.Td>
          <CardTable.Td label={t('column.status')}>
            <Badge variant="light" color={offer.status === 1 ? 'teal' : 'gray'}>
              {offer.status === 1 ? t('status.1') : t('status.0')}
            </Badge>
          </CardTable.Td>
          <CardTable.Td label={t('column.expiryStatus')}>
            <Text size="sm" c={EXPIRY_COLOR[expiry.kind]} fw={500}>
              {expiryWords(expiry)}
            </Text>
          </CardTable.Td>
          <CardTable.Td label={t('column.expiryDate')} style={{ whiteSpace: 'nowrap' }}>
            {offer.expiry && offer.expiry !== ZERO_DATE ? formatOfferDate(offer.expiry) : t('expiry.none')}
          </CardTable.Td>
          <CardTable.Td label={t('column.sorting')}>{offer.sort}</CardTable.Td>
        </CardTable.Tr>
      );
    });
  }

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }} className={classes.page}>
      <Card withBorder radius="md" padding={0} className={classes.card}>
        <Group justify="space-between" align="flex-end" gap="sm" p={{ base: 'sm', sm: 'lg' }} wrap="wrap">
          <Stack gap={2} miw={0}>
            <Title order={1} fz={{ base: 22, sm: 28 }}>
              {t('page.title')}
            </Title>
            <Text c="dimmed" size="sm">
              {offers.data ? t('page.count', { count: offers.data.length }) : t('page.subtitle')}
            </Text>
          </Stack>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditor({ kind: 'add' })}>
            {t('page.add')}
          </Button>
        </Group>
        {offers.isError && (
          <Alert color="red" variant="light" mx={{ base: 'sm', sm: 'lg' }} mb="md" role="alert">
            <Group justify="space-between" gap="sm">
              <Text size="sm">{t('page.failed')}</Text>
              <Button size="xs" variant="light" color="red" onClick={() => void offers.refetch()}>
                {t('page.retry')}
              </Button>
            </Group>
          </Alert>
        )}
        <CardTable
          minWidth={880}
          verticalSpacing="sm"
          horizontalSpacing="md"
          striped
          highlightOnHover
          aria-label={t('page.title')}
        >
          <CardTable.Thead>
            <CardTable.Tr>
              {COLUMNS.map((column) => (
                <CardTable.Th key={column} style={{ whiteSpace: 'nowrap' }}>
                  {t(`column.${column}`)}
                </CardTable.Th>
              ))}
            </CardTable.Tr>
          </CardTable.Thead>
          <CardTable.Tbody>{body()}</CardTable.Tbody>
        </CardTable>
      </Card>
      <OfferFormModal
        opened={editor.kind !== 'closed'}
        offer={editor.kind === 'edit' ? editor.offer : null}
        onClose={() => setEditor({ kind: 'closed' })}
      />
      <DeleteOfferModal offer={deleting} onClose={() => setDeleting(null)} />
    </Container>
  );
}
