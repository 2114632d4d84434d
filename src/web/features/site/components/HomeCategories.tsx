/**
 * The category cards of the home page, from the categories API; a failure is only logged
 * (docs/product.md#errors-public).
 */
import { Button, Container, Group } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useText } from '@web/i18n';
import { useCategories } from '@web/lib/categories';
import { CategoryGrid } from '@web/components/categories/CategoryGrid';
import { paths } from '@web/paths';
import { SectionHeading } from './SectionHeading';
import sections from './HomeSection.module.css';
import { homeText } from './home-en';

export function HomeCategories() {
  const { t } = useText(homeText);
  const { categories, isLoading } = useCategories();

  return (
    <section className={sections.section} aria-labelledby="categories-title">
      <Container size="xl">
        <SectionHeading id="categories-title" eyebrow={t('categories.eyebrow')} title={t('categories.title')} />
        <CategoryGrid
          categories={categories}
          isLoading={isLoading}
          cols={{ base: 2, sm: 3, md: 4, lg: 6 }}
          skeletonCount={12}
        />
        <Group justify="center" mt="xl">
          <Button
            component={Link}
            to={paths.services}
            variant="light"
            size="md"
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            {t('categories.all')}
          </Button>
        </Group>
      </Container>
    </section>
  );
}
