/** A dashboard section: its title and a Show/Hide link, and its content while shown (docs/product.md#dashboard). */
import { useId, type ReactNode } from 'react';
import { Anchor, Group, Stack, Title } from '@mantine/core';
import { useText } from '@web/i18n';
import classes from './DashboardSection.module.css';
import { dashboardText } from '../en';

interface DashboardSectionProps {
  title: string;
  isOpen: boolean;
  onToggle: () => void;
  children: ReactNode;
}

export function DashboardSection({ title, isOpen, onToggle, children }: DashboardSectionProps) {
  const { t } = useText(dashboardText);
  const contentId = useId();
  const headingId = useId();
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId} className={classes.section}>
      <Group justify="space-between" align="center" gap="sm" wrap="nowrap" className={classes.head}>
        <Title order={2} id={headingId} fz={{ base: 19, sm: 22 }}>
          {title}
        </Title>
        <Anchor
          component="button"
          type="button"
          fw={600}
          size="sm"
          onClick={onToggle}
          aria-expanded={isOpen}
          aria-controls={contentId}
          aria-label={isOpen ? t('section.hideLabel', { section: title }) : t('section.showLabel', { section: title })}
        >
          {isOpen ? t('section.hide') : t('section.show')}
        </Anchor>
      </Group>
      <div id={contentId} hidden={!isOpen} className={classes.content}>
        {isOpen && children}
      </div>
    </Stack>
  );
}
