/**
 * Translators for text that is not a key of ours: the spec's validation messages from the shared schemas, and
 * the messages the server answers with. Unknown text falls back to itself.
 */
import { useCallback } from 'react';
import { useTranslation } from '.';
// The 'validation' and 'server' text, registered as this module loads.
import './server-messages-en';
import './validation-en';

export function useValidationText(): (message: string | undefined) => string | undefined {
  const { t } = useTranslation('validation');
  return useCallback((message) => (message ? t(message, { defaultValue: message }) : undefined), [t]);
}

export function useServerText(): (message: string) => string {
  const { t } = useTranslation('server');
  return useCallback((message) => t(message, { defaultValue: message }), [t]);
}
