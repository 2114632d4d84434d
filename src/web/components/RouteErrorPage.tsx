/** Shown when a page fails to load or throws (for example after a new release replaced its code). */
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../paths';

export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();

  useEffect(() => {
    console.error('A page failed.', error);
  }, [error]);

  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <img src="/logo.svg" width={64} height={64} alt="" />
        <Title order={1}>{t('error.title')}</Title>
        <Text c="dimmed">{t('error.body')}</Text>
        <Group>
          <Button onClick={() => window.location.reload()}>{t('error.reload')}</Button>
          <Button component="a" href={paths.home} variant="default">
            {t('error.home')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
