/** The frame of the login and register pages: a centred card on a soft rose backdrop. */
import type { ReactNode } from 'react';
import { Anchor, Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useText } from '@web/i18n';
import { paths } from '@web/paths';
import classes from './AuthCard.module.css';
import { accountsText } from '../en';

interface AuthCardProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  return (
    <div className={classes.backdrop}>
      <Container size={480} px="md" className={classes.container}>
        <Paper className={classes.card} shadow="md" withBorder>
          <Stack gap="xs" align="center" mb="lg">
            <ThemeIcon size={52} radius="xl" variant="light" color="rose" aria-hidden>
              <IconSparkles size={28} />
            </ThemeIcon>
            <Title order={1} ta="center" className={classes.title}>
              {title}
            </Title>
            <Text c="dimmed" ta="center" size="sm">
              {subtitle}
            </Text>
          </Stack>
          {children}
        </Paper>
      </Container>
    </div>
  );
}

interface AuthLinksProps {
  /** 'Don't have an account?' */
  question: string;
  /** The other page's name and path (Register, Login). */
  linkText: string;
  to: string;
}

/** The foot of the login and register forms: the way to the other one, and Go Home. */
export function AuthLinks({ question, linkText, to }: AuthLinksProps) {
  const { t } = useText(accountsText);
  return (
    <>
      <Text size="sm" ta="center">
        {question}{' '}
        <Anchor component={Link} to={to} fw={600}>
          {linkText}
        </Anchor>
      </Text>
      <Button component={Link} to={paths.home} variant="default" fullWidth>
        {t('action.goHome')}
      </Button>
    </>
  );
}
