/**
 * The category cards of the home page, from the categories API; a failure is only logged
 * (docs/product.md#errors-public).
 */
import { Group } from '@mantine/core';
import { LinkButton } from '@web/components/LinkButton';
import { IconArrowRight } from '@tabler/icons-react';
import { useText } from '@web/i18n';
import { useCategories } from '@web/lib/categories';
import { CategoryGrid } from '@web/components/categories/CategoryGrid';
import { paths } from '@web/paths';
import { HomeSection } from './SectionHeading';
import { homeText } from './home-en';

export function HomeCategories() {
  const { t } = useText(homeText);
  const { categories, isLoading } = useCategories();

  return (
    <HomeSection id="categories-title" eyebrow={t('categories.eyebrow')} title={t('categories.title')}>
      <CategoryGrid
        categories={categories}
        isLoading={isLoading}
        cols={{ base: 2, sm: 3, md: 4, lg: 6 }}
        skeletonCount={12}
      />
      <Group justify="center" mt="xl">
        <LinkButton to={paths.services} icon={IconArrowRight} iconSide="right" variant="light" size="md">
          {t('categories.all')}
        </LinkButton>
      </Group>
    </HomeSection>
  );
}
