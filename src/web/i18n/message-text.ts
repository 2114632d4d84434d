/**
 * One translator for messages that arrive as English words: the shared schemas' validation messages (shown by
 * forms before anything is sent) and the server's answers, which carry a stable code beside their words
 * (docs/architecture.md#text). In English the words show as they are. In another language the message catalogue
 * (src/shared/messages.ts) is fetched once, the message's code found (the server's, or the one its words have in the
 * catalogue), and the language's words for that code shown with the message's values; a message the language has
 * no words for shows in English.
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { fillTemplate } from '@shared/message-template';
import type * as MessageCatalogue from '@shared/messages';
import type { MessageCode } from '@shared/messages';
import { useLanguage, type Language } from './translate';

let catalogue: typeof MessageCatalogue | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();
const translations: { [L in Exclude<Language, 'en'>]?: Partial<Record<MessageCode, string>> } = {};

function changed(): void {
  for (const listener of listeners) listener();
}

/** Adds a language's words for message codes (with the catalogue's `{{name}}` places). */
export function addMessageTranslations(
  language: Exclude<Language, 'en'>,
  words: Partial<Record<MessageCode, string>>,
): void {
  translations[language] = { ...translations[language], ...words };
  changed();
}

/** Fetches the message catalogue (once); messages shown after it arrives are translated. */
export function loadMessageCatalogue(): Promise<void> {
  loading ??= import('@shared/messages').then((loaded) => {
    catalogue = loaded;
    changed();
  });
  return loading;
}

/** A message in a language: its words for the message's code, else the English words. */
export function messageIn(language: Language, message: string, code?: string): string {
  if (language === 'en' || !catalogue) return message;
  const found = catalogue.findMessage(message);
  const known = code !== undefined && catalogue.isMessageCode(code) ? code : found?.code;
  const words = known && translations[language]?.[known];
  return words ? fillTemplate(words, found?.values ?? {}) : message;
}

export interface MessageText {
  (message: string, code?: string): string;
  (message: string | undefined, code?: string): string | undefined;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const catalogueNow = () => catalogue;

/** The translator of messages, for the language in use. */
export function useMessageText(): MessageText {
  const language = useLanguage();
  const loaded = useSyncExternalStore(subscribe, catalogueNow, catalogueNow);
  useEffect(() => {
    if (language !== 'en') void loadMessageCatalogue();
  }, [language]);
  return useCallback(
    ((message: string | undefined, code?: string) =>
      message === undefined ? undefined : messageIn(language, message, code)) as MessageText,
    // The catalogue's arrival changes the words, so it is a dependency though the function reads it globally.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [language, loaded],
  );
}
