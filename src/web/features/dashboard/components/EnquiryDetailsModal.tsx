/**
 * The details of an enquiry, for staff and admin alike: the appointment card the customer sees (services, total,
 * rejection reason); the admin also gets a link to the month of it in the appointments review to approve or reject.
 */
import { Button } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { UpcomingEnquiry } from '@shared/dashboard.schemas';
import { RecordDialog } from '@web/components/back-office/RecordDialog';
import { useText } from '@web/i18n';
import { paths } from '@web/paths';
import { AppointmentCard } from '@web/components/appointment-card/AppointmentCard';
import { dashboardText } from '../en';

interface EnquiryDetailsModalProps {
  enquiry: UpcomingEnquiry | null;
  canReview: boolean;
  onClose: () => void;
}

function reviewLink(enquiry: UpcomingEnquiry): string {
  const month = /^(\d{4})-(\d{2})/.exec(enquiry.date);
  if (!month || month[1] === '0000') return paths.bookingList;
  return `${paths.bookingList}?year=${month[1]}&month=${Number(month[2])}`;
}

export function EnquiryDetailsModal({ enquiry, canReview, onClose }: EnquiryDetailsModalProps) {
  const { t } = useText(dashboardText);
  return (
    <RecordDialog
      record={enquiry}
      title={(chosen) => t('enquiry.detailsTitle', { id: chosen.id })}
      onClose={onClose}
      size="lg"
    >
      {(chosen) => (
        <>
          <AppointmentCard appointment={chosen} />
          {canReview && (
            <Button
              component={Link}
              to={reviewLink(chosen)}
              variant="light"
              mt="md"
              fullWidth
              rightSection={<IconExternalLink size={16} aria-hidden />}
            >
              {t('enquiry.openReview')}
            </Button>
          )}
        </>
      )}
    </RecordDialog>
  );
}
