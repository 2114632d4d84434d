/** The header guests and customers see (docs/product.md#header). */
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useText } from '@web/i18n';
import { isCustomer } from '@shared/roles';
import { useLanguageSwitch } from '@web/lib/language-links';
import { cartItemCount, useSession } from '@web/lib/session';
import { paths } from '@web/paths';
import { AccountMenu } from './AccountMenu';
import { CartButton } from './CartButton';
import { HeaderFrame } from './HeaderFrame';
import { usePublicNavEntries } from './nav-entries';
import classes from './Header.module.css';
import { layoutText } from '@web/layout/en';

export function PublicHeader() {
  const { t } = useText(layoutText);
  const { user, cartText } = useSession();
  const entries = usePublicNavEntries();
  const languageSwitch = useLanguageSwitch();

  return (
    <HeaderFrame
      variant="public"
      user={user}
      entries={entries}
      actions={(onChangePassword) => (
        <>
          {/* A plain link: the page in the other language, the choice kept by the server (decision 018). */}
          <a
            href={languageSwitch.href}
            onClick={languageSwitch.onClick}
            lang={languageSwitch.lang}
            hrefLang={languageSwitch.lang}
            className={`${classes.link} ${classes.languageSwitch}`}
          >
            {languageSwitch.label}
          </a>
          {isCustomer(user) && <CartButton count={cartItemCount(cartText)} />}
          {user ? (
            <AccountMenu user={user} variant="public" onChangePassword={onChangePassword} />
          ) : (
            <>
              <Button component={Link} to={paths.login} variant="default" size="xs" h={34} px="md">
                {t('account.login')}
              </Button>
              <Button component={Link} to={paths.register} size="xs" h={34} px="md" visibleFrom="xs">
                {t('account.signup')}
              </Button>
            </>
          )}
        </>
      )}
    />
  );
}
