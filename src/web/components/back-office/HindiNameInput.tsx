/**
 * The optional Hindi name of what staff write (a service, an offer): shown on the Hindi pages, the English where it is
 * blank (docs/decisions/018-hindi-at-its-own-addresses.md).
 */
import { TextInput, type TextInputProps } from '@mantine/core';
import { useText } from '@web/i18n';
import { backOfficeText } from './en';

export function HindiNameInput(props: TextInputProps) {
  const { t } = useText(backOfficeText);
  return <TextInput description={t('hindi.hint')} lang="hi" maxLength={191} {...props} />;
}
