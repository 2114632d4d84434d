/** One category as a card: its artwork and name, opening /curly-service/{slug}. */
import { useCategoryName } from './use-category-name';
import { Card, Skeleton } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useText } from '@web/i18n';
import type { Category } from '@shared/catalogue.schemas';
import { paths } from '@web/paths';
import { CategoryImage } from './CategoryImage';
import classes from './CategoryCard.module.css';
import linkCard from '@web/components/LinkCard.module.css';
import { categoriesText } from '@web/components/categories/en';

export function CategoryCard({ category, isImageEager = false }: { category: Category; isImageEager?: boolean }) {
  const { t } = useText(categoriesText);
  const name = useCategoryName()(category);
  return (
    <Card
      component={Link}
      to={paths.curlyService(category.slug)}
      padding={0}
      className={`${linkCard.linkCard} ${classes.card}`}
    >
      <CategoryImage
        category={category}
        alt={t('category.imageAlt', { name })}
        className={classes.image}
        loading={isImageEager ? 'eager' : 'lazy'}
      />
      <div className={classes.body}>
        <span className={classes.name}>{name}</span>
        <IconArrowRight size={18} className={classes.arrow} aria-hidden />
      </div>
    </Card>
  );
}

export function CategoryCardSkeleton() {
  return (
    <Card padding={0} data-testid="category-skeleton" aria-hidden>
      <Skeleton radius={0} style={{ aspectRatio: '4 / 3' }} />
      <Skeleton height={16} width="60%" m="md" radius="xl" />
    </Card>
  );
}
