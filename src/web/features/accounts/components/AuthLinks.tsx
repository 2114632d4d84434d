/** Under the login and register forms: the way to the other form ('New to our salon? Register'), then Go To Home. */
import { Anchor, Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '@web/i18n';
import { paths } from '@web/paths';

interface AuthLinksProps {
  question: string;
  linkLabel: string;
  to: string;
}

export function AuthLinks({ question, linkLabel, to }: AuthLinksProps) {
  const { t } = useTranslation('accounts');
  return (
    <>
      <Text size="sm" ta="center">
        {question}{' '}
        <Anchor component={Link} to={to} fw={600}>
          {linkLabel}
        </Anchor>
      </Text>
      <Button component={Link} to={paths.home} variant="default" fullWidth>
        {t('action.goHome')}
      </Button>
    </>
  );
}
