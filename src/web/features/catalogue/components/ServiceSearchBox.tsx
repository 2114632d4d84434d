/**
 * The search box of the services pages: a search field with a button that clears it (shown only while there is
 * text). Markup only: the page's island (service-search.island.ts, category-filter.island.ts) gives it its
 * behaviour, so the field is uncontrolled and starts from `defaultValue`.
 */
import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useText } from '@web/i18n';
import { CLEAR_ATTRIBUTE } from './search-box';
import classes from './ServiceSearch.module.css';
import { catalogueText } from '../en';

export function ServiceSearchBox({ defaultValue = '' }: { defaultValue?: string }) {
  const { t } = useText(catalogueText);
  return (
    <TextInput
      type="search"
      size="md"
      radius="xl"
      defaultValue={defaultValue}
      aria-label={t('services.searchLabel')}
      placeholder={t('services.searchPlaceholder')}
      leftSection={<IconSearch size={18} aria-hidden />}
      rightSection={
        <CloseButton
          aria-label={t('services.clearSearch')}
          size="sm"
          hidden={defaultValue === ''}
          className={classes.clear}
          {...{ [CLEAR_ATTRIBUTE]: '' }}
        />
      }
      rightSectionPointerEvents="all"
      maxLength={100}
      autoComplete="off"
      enterKeyHint="search"
      w="100%"
      maw={560}
    />
  );
}
