/**
 * The Add Product modal (docs/product.md#services-admin, #validation-add-product, #toasts: 'Product has been added!'):
 * the product form in a modal, for the invoice and any page that adds a product line outside the booking modal.
 */
import { Modal } from '@mantine/core';
import { useText } from '@web/i18n';
import type { ProductInput } from '@shared/appointments.schemas';
import { notifySuccess } from '@web/lib/notify';
import { ProductForm } from './ProductForm';
import { productFormText } from '@web/components/product-form/en';

interface AddProductModalProps {
  opened: boolean;
  onClose: () => void;
  /** The product as validated; the modal then closes and says so. */
  onAdd: (product: ProductInput) => void;
}

export function AddProductModal({ opened, onClose, onAdd }: AddProductModalProps) {
  const { t } = useText(productFormText);
  return (
    <Modal opened={opened} onClose={onClose} title={t('add')} centered>
      <ProductForm
        withLegend={false}
        onCancel={onClose}
        onAdd={(product) => {
          onAdd(product);
          onClose();
          notifySuccess(t('added'));
        }}
      />
    </Modal>
  );
}
