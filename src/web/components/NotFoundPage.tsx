/**
 * Unmatched paths and unknown categories: a 404 page with a link to home (docs/decisions/006). The server answers these
 * addresses with status 404; the page keeps the document's title and robots tag in step (useNotFoundTags).
 */
import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useText } from '@web/i18n';
import { paths } from '@web/paths';
import { useNotFoundTags } from '@web/lib/use-seo-tags';
import classes from './NotFoundPage.module.css';
import { commonText } from '@web/components/en';

export function NotFoundPage() {
  const { t } = useText(commonText);
  useNotFoundTags();
  return (
    <Container size="sm" className={classes.page}>
      <Stack align="center" gap="md" ta="center">
        <Text className={classes.code} aria-hidden>
          404
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed" maw={440}>
          {t('notFound.body')}
        </Text>
        <Button component={Link} to={paths.home} size="md" leftSection={<IconArrowLeft size={18} aria-hidden />}>
          {t('notFound.home')}
        </Button>
      </Stack>
    </Container>
  );
}
