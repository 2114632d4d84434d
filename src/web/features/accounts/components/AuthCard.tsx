/**
 * The frame of the login and register pages: a centred card on a soft rose backdrop, holding the page's form as
 * markup for its island (docs/architecture.md#fast-public-pages).
 */
import { useMemo, useRef, type ReactNode } from 'react';
import { Anchor, Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useText } from '@web/i18n';
import type { Island } from '@web/lib/islands';
import { inPageLanguage } from '@web/lib/language-links';
import { notifyError } from '@web/lib/notify';
import { useIsland } from '@web/lib/use-island';
import { paths } from '@web/paths';
import type { FormMessage } from '../account-messages';
import type { ShowError } from './account-form';
import { FormMessages } from './island-fields';
import classes from './AuthCard.module.css';
import { accountsText } from '../en';

interface AuthFormProps {
  /** Which form: its title, subtitle and island name ('login-form') follow. */
  kind: 'login' | 'register';
  /** The form's island; here in the app it shows the app's toasts. */
  island: (showError: ShowError) => Island;
  /** The messages the island may show. */
  messages: readonly FormMessage[];
  /** The form's fields and buttons, one under another. */
  children: ReactNode;
  /** Sent with the form, out of sight (hidden inputs). */
  hidden?: ReactNode;
}

/** The card with the form in it; the island takes the visitor home once it is done. */
export function AuthForm({ kind, island, messages, hidden, children }: AuthFormProps) {
  const { t } = useText(accountsText);
  const formRef = useRef<HTMLFormElement>(null);
  const appIsland = useMemo(() => island(notifyError), [island]);
  useIsland(formRef, appIsland);
  return (
    <AuthCard title={t(`${kind}.title`)} subtitle={t(`${kind}.subtitle`)}>
      <form ref={formRef} noValidate data-island={`${kind}-form`} data-next={inPageLanguage(paths.home)}>
        <Stack gap="md">{children}</Stack>
        {hidden}
        <FormMessages messages={messages} />
      </form>
    </AuthCard>
  );
}

function AuthCard({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
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
