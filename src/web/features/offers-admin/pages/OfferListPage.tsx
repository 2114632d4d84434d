/**
 * /offer-list (docs/product.md#offers-admin): every offer with Actions (delete, edit), Offer Name, Image, Id, Status,
 * Expiry Status, Expiry Date and Sorting; Add Offer and Edit Offer modals; delete after 'Are you sure you want to
 * delete this Offer?'. Admin only (the route's guard sends types 2 and 3 home). Built on the back-office kit
 * (src/web/components/back-office).
 */
import { useQuery } from '@tanstack/react-query';
import type { Offer } from '@shared/catalogue.schemas';
import { salonToday } from '@shared/salon-time';
import { AddButton, BackOfficePage } from '@web/components/back-office/BackOfficePage';
import { ConfirmDeleteModal } from '@web/components/back-office/ConfirmDeleteModal';
import { DataTable } from '@web/components/back-office/DataTable';
import { useRowDialog } from '@web/components/back-office/use-row-dialog';
import { useText } from '@web/i18n';
import { useSalonTimeZone } from '@web/lib/salon-settings';
import { adminOffersQuery, useDeleteOffer } from '../api';
import { useOfferColumns, type OfferDialog } from '../components/offer-columns';
import { OfferFormModal } from '../components/OfferFormModal';
import { offersAdminText } from '../en';

export function OfferListPage() {
  const { t } = useText(offersAdminText);
  const offers = useQuery(adminOffersQuery);
  const deleteOffer = useDeleteOffer();
  const dialog = useRowDialog<OfferDialog, Offer>();
  const columns = useOfferColumns(salonToday(useSalonTimeZone()), dialog.open);
  const editing = dialog.rowOf('edit');
  const deleting = dialog.rowOf('delete');

  return (
    <BackOfficePage
      title={t('page.title')}
      summary={offers.data ? t('page.count', { count: offers.data.length }) : t('page.subtitle')}
      action={<AddButton onClick={dialog.openAdd}>{t('page.add')}</AddButton>}
      after={
        <>
          <OfferFormModal opened={dialog.isAdding || editing !== null} offer={editing} onClose={dialog.close} />
          <ConfirmDeleteModal
            opened={deleting !== null}
            onClose={dialog.close}
            text={t}
            subject={deleting?.name}
            onConfirm={() => deleteOffer.mutateAsync(deleting!.id)}
          />
        </>
      }
    >
      <DataTable
        columns={columns}
        rows={offers.data ?? []}
        rowTestId="offer-row"
        minWidth={880}
        state={{ query: offers, failed: t('page.failed'), empty: { title: t('page.empty') } }}
      />
    </BackOfficePage>
  );
}
