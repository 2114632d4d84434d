/** Shown when a page fails to load or throws (for example after a new release replaced its code). */
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { useText } from '@web/i18n';
import { paths } from '@web/paths';
import { inPageLanguage } from '@web/lib/language-links';
import { commonText } from '@web/components/en';

function PageFailed() {
  const { t } = useText(commonText);
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <img src="/logo.svg" width={64} height={64} alt="" />
        <Title order={1}>{t('error.title')}</Title>
        <Text c="dimmed">{t('error.body')}</Text>
        <Group>
          <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
          <Button component="a" href={inPageLanguage(paths.home)} variant="default">
            {t('error.home')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

/** Keyed by the path where it is used, so moving to another page tries again. */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { hasFailed: boolean }> {
  override state = { hasFailed: false };

  static getDerivedStateFromError() {
    return { hasFailed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A page failed.', error);
  }

  override render() {
    return this.state.hasFailed ? <PageFailed /> : this.props.children;
  }
}
