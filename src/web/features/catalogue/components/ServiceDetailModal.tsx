/**
 * The full description of a service (rich text from the back office), cleaned with DOMPurify before it is shown.
 * DOMPurify is loaded only when the first description opens, so it stays off the first-load path.
 */
import { useEffect, useState } from 'react';
import { Divider, Modal, Skeleton, Stack, Typography } from '@mantine/core';
import { useText } from '@web/i18n';
import type { Service } from '@shared/catalogue.schemas';
import { AddToRoomButton } from './AddToRoomButton';
import { ServicePrice } from './ServicePrice';
import { catalogueText } from '../en';

let purifier: Promise<(html: string) => string> | null = null;

function loadPurifier(): Promise<(html: string) => string> {
  purifier ??= import('dompurify').then(
    ({ default: DOMPurify }) =>
      (html: string) =>
        DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form', 'input', 'button'] }),
  );
  return purifier;
}

function RichDescription({ html }: { html: string }) {
  const { t } = useText(catalogueText);
  const [clean, setClean] = useState<{ source: string; html: string } | null>(null);

  useEffect(() => {
    let isCurrent = true;
    void loadPurifier().then((sanitize) => {
      if (isCurrent) setClean({ source: html, html: sanitize(html) });
    });
    return () => {
      isCurrent = false;
    };
  }, [html]);

  if (clean?.source !== html) {
    return (
      <Stack gap={8} aria-busy="true" aria-label={t('service.descriptionLoading')}>
        <Skeleton height={12} radius="xl" />
        <Skeleton height={12} radius="xl" />
        <Skeleton height={12} width="70%" radius="xl" />
      </Stack>
    );
  }
  return (
    <Typography>
      <div data-testid="service-description" dangerouslySetInnerHTML={{ __html: clean.html }} />
    </Typography>
  );
}

interface ServiceDetailModalProps {
  service: Service | null;
  onClose: () => void;
  isInCart: boolean;
  isAdding: boolean;
  onAdd: (service: Service) => void;
}

export function ServiceDetailModal({ service, onClose, isInCart, isAdding, onAdd }: ServiceDetailModalProps) {
  const { t } = useText(catalogueText);
  return (
    <Modal
      opened={service !== null}
      onClose={onClose}
      title={service?.name}
      size="lg"
      closeButtonProps={{ 'aria-label': t('service.close') }}
    >
      {service && (
        <Stack gap="md">
          <RichDescription html={service.comment} />
          <Divider color="rose.1" />
          <Stack gap="sm">
            <ServicePrice service={service} />
            <AddToRoomButton isInCart={isInCart} isAdding={isAdding} onAdd={() => onAdd(service)} />
          </Stack>
        </Stack>
      )}
    </Modal>
  );
}
