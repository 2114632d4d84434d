/**
 * /offer-list (document 2 Offers admin): every offer with Actions (delete, edit), Offer Name, Image, Id, Status,
 * Expiry Status, Expiry Date and Sorting; Add Offer and Edit Offer modals; delete after a confirmation. Admin
 * only (the route's guard sends types 2 and 3 home). On a phone the table scrolls inside its card.
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
  Table,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n';
import type { Offer } from '../../../../shared/catalogue.schemas';
import { ZERO_DATE } from '../../../../shared/constants';
import { offerExpiry } from '../../../../shared/offer-expiry';
import { salonToday } from '../../../../shared/salon-time';
import { OfferImage } from '../../offers/components/OfferImage';
import { formatOfferDate, useOfferExpiryWords } from '../../offers/offer-expiry-text';
import { useSalonTimeZone } from '../../site/api';
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
        <Table.Tr key={row} aria-hidden>
          {COLUMNS.map((column) => (
            <Table.Td key={column}>
              <Skeleton height={column === 'image' ? 54 : 14} width={column === 'image' ? 72 : undefined} />
            </Table.Td>
          ))}
        </Table.Tr>
      ));
    }
    if (offers.isError) return null;
    if (offers.data.length === 0) {
      return (
        <Table.Tr>
          <Table.Td colSpan={COLUMNS.length}>
            <Text ta="center" c="dimmed" py="xl">
              {t('page.empty')}
            </Text>
          </Table.Td>
        </Table.Tr>
      );
    }
    return offers.data.map((offer) => {
      const expiry = offerExpiry(offer.expiry, today);
      return (
        <Table.Tr key={offer.id} data-testid="offer-row">
          <Table.Td>
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
          </Table.Td>
          <Table.Td>
            <Text fw={600} size="sm" miw={140}>
              {offer.name}
            </Text>
          </Table.Td>
          <Table.Td>
            <OfferImage
              img={offer.img}
              alt={offer.name}
              width={72}
              height={54}
              loading="lazy"
              className={classes.thumb}
            />
          </Table.Td>
          <Table.Td>{offer.id}</Table.Td>
          <Table.Td>
            <Badge variant="light" color={offer.status === 1 ? 'teal' : 'gray'}>
              {offer.status === 1 ? t('status.1') : t('status.0')}
            </Badge>
          </Table.Td>
          <Table.Td>
            <Text size="sm" c={EXPIRY_COLOR[expiry.kind]} fw={500}>
              {expiryWords(expiry)}
            </Text>
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>
            {offer.expiry && offer.expiry !== ZERO_DATE ? formatOfferDate(offer.expiry) : t('expiry.none')}
          </Table.Td>
          <Table.Td>{offer.sort}</Table.Td>
        </Table.Tr>
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
        <Table.ScrollContainer minWidth={880} type="native">
          <Table verticalSpacing="sm" horizontalSpacing="md" striped highlightOnHover aria-label={t('page.title')}>
            <Table.Thead>
              <Table.Tr>
                {COLUMNS.map((column) => (
                  <Table.Th key={column} style={{ whiteSpace: 'nowrap' }}>
                    {t(`column.${column}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{body()}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
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
