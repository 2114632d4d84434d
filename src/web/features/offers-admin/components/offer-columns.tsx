/**
 * The admin's offer list's columns (docs/product.md#offers-admin): Actions (delete, edit), Offer Name, Image, Id,
 * Status (Enable/Disable), Expiry Status, Expiry Date and Sorting.
 */
import { Text } from '@mantine/core';
import type { Offer } from '@shared/catalogue.schemas';
import { ZERO_DATE } from '@shared/constants';
import { offerExpiry } from '@shared/offer-expiry';
import type { DataColumn } from '@web/components/back-office/DataTable';
import { NameCell } from '@web/components/back-office/NameCell';
import { RowActions } from '@web/components/back-office/RowActions';
import { StatusBadge } from '@web/components/back-office/StatusBadge';
import { useText } from '@web/i18n';
import { OfferImage } from '@web/components/OfferImage';
import { formatOfferDate, useOfferExpiryWords } from '@web/lib/offer-expiry-text';
import classes from './offer-columns.module.css';
import { offersAdminText } from '../en';

const EXPIRY_COLOR = { none: 'teal', date: 'teal', days: 'orange', today: 'red', expired: 'gray' } as const;

export type OfferDialog = 'edit' | 'delete';

export function useOfferColumns(today: string, open: (dialog: OfferDialog, offer: Offer) => void): DataColumn<Offer>[] {
  const { t } = useText(offersAdminText);
  const expiryWords = useOfferExpiryWords();
  return [
    {
      key: 'actions',
      header: t('column.actions'),
      kind: 'actions',
      cell: (offer) => (
        <RowActions
          actions={[
            { kind: 'delete', label: t('action.delete', { name: offer.name }), onClick: () => open('delete', offer) },
            { kind: 'edit', label: t('action.edit', { name: offer.name }), onClick: () => open('edit', offer) },
          ]}
        />
      ),
    },
    {
      key: 'name',
      header: t('column.name'),
      kind: 'title',
      cell: (offer) => <NameCell miw={140}>{offer.name}</NameCell>,
    },
    {
      key: 'image',
      header: t('column.image'),
      cell: (offer) => (
        <OfferImage img={offer.img} alt={offer.name} width={72} height={54} loading="lazy" className={classes.thumb} />
      ),
    },
    { key: 'id', header: t('column.id'), cell: (offer) => offer.id },
    { key: 'status', header: t('column.status'), cell: (offer) => <StatusBadge status={offer.status} /> },
    {
      key: 'expiryStatus',
      header: t('column.expiryStatus'),
      cell: (offer) => {
        const expiry = offerExpiry(offer.expiry, today);
        return (
          <Text size="sm" c={EXPIRY_COLOR[expiry.kind]} fw={500}>
            {expiryWords(expiry)}
          </Text>
        );
      },
    },
    {
      key: 'expiryDate',
      header: t('column.expiryDate'),
      nowrap: true,
      cell: (offer) => (offer.expiry && offer.expiry !== ZERO_DATE ? formatOfferDate(offer.expiry) : t('expiry.none')),
    },
    { key: 'sorting', header: t('column.sorting'), cell: (offer) => offer.sort },
  ];
}
