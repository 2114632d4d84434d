/**
 * The way between the admin's two attendance pages (docs/product.md#attendance): today's attendance leads to Mark
 * Attendence, which leads back.
 */
import { Button } from '@mantine/core';
import { IconArrowLeft, IconListCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useText } from '@web/i18n';
import { paths } from '@web/paths';
import { attendanceText } from '../en';

const LINKS = {
  mark: {
    path: paths.markAttendance,
    variant: 'light',
    icon: <IconListCheck size={18} aria-hidden />,
    text: 'page.markLink',
  },
  today: {
    path: paths.attendance,
    variant: 'subtle',
    icon: <IconArrowLeft size={16} aria-hidden />,
    text: 'review.back',
  },
} as const;

export function AttendancePageLink({ to }: { to: keyof typeof LINKS }) {
  const { t } = useText(attendanceText);
  const link = LINKS[to];
  return (
    <Button component={Link} to={link.path} variant={link.variant} leftSection={link.icon}>
      {t(link.text)}
    </Button>
  );
}
