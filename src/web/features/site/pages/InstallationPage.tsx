/**
 * /installation (docs/product.md#installation): how to add the site to the home screen, 4 illustrated steps for Android
 * (Chrome) and 4 for iPhone (Safari). Where the browser offered its install prompt (Chromium's beforeinstallprompt,
 * caught at start-up by src/web/lib/pwa/install-prompt.ts), an Install button does it in one tap.
 */
import { ThemeIcon } from '@mantine/core';
import { IconBrandAndroid, IconBrandApple } from '@tabler/icons-react';
import { useText } from '@web/i18n';
import { InstallOffer } from '../components/InstallOffer';
import { InstallationSteps } from '../components/InstallationSteps';
import { SitePage } from '../components/SitePage';
import classes from '../components/Installation.module.css';
import { siteText } from '../en';
import { Columns } from '@web/components/Columns';

/** Each platform's badge and the artwork of its four steps, in order. */
const PLATFORMS = [
  {
    key: 'android',
    color: 'teal',
    Icon: IconBrandAndroid,
    images: ['android-1-open', 'android-2-menu', 'android-3-add', 'android-4-home'],
  },
  {
    key: 'iphone',
    color: 'dark',
    Icon: IconBrandApple,
    images: ['iphone-1-open', 'iphone-2-share', 'iphone-3-add', 'iphone-4-home'],
  },
] as const;
const STEPS = [1, 2, 3, 4] as const;

export function InstallationPage() {
  const { t } = useText(siteText);
  const steps = (platform: 'android' | 'iphone', images: readonly string[]) =>
    STEPS.map((n) => ({
      image: `/images/installation/${images[n - 1]}.svg`,
      title: t(`installation.${platform}.step${n}.title`),
      text: t(`installation.${platform}.step${n}.text`),
    }));

  return (
    <SitePage page="installation">
      <InstallOffer />
      <Columns cols={{ base: 1, md: 2 }} spacing="xl" className={classes.platforms}>
        {PLATFORMS.map(({ key, color, Icon, images }) => (
          <InstallationSteps
            key={key}
            id={`install-${key}`}
            title={t(`installation.${key}.title`)}
            browser={t(`installation.${key}.browser`)}
            icon={
              <ThemeIcon size={48} radius="xl" color={color} variant="light" aria-hidden>
                <Icon size={28} />
              </ThemeIcon>
            }
            steps={steps(key, images)}
            stepLabel={(n) => t('installation.step', { n })}
          />
        ))}
      </Columns>
    </SitePage>
  );
}
