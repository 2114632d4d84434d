/**
 * The app's languages beside English (docs/architecture.md#text). Every text file `en.ts` (or `<name>-en.ts`) has its
 * Hindi beside it, `hi.ts` (`<name>-hi.ts`), whose default export is a `Translation` of its handle; the server's
 * messages have theirs in `i18n/hindi-messages.ts`. The files are found by their names, so a feature adds its Hindi by
 * adding the file, and they are fetched together (one file of the build) when Hindi is first wanted: a visitor who
 * reads English never fetches them.
 */
import { addTranslation, setLanguage, type Language, type Translation } from '@web/i18n';
import { addMessageTranslations } from '@web/i18n/message-text';
import { setDayjsLanguage } from '@web/lib/dates';

const HINDI_FILES = import.meta.glob<Translation>(['./**/hi.ts', './**/*-hi.ts'], { import: 'default' });

let hindi: Promise<void> | null = null;

/** Fetches a language's words (once) and adds them; English is always there. */
export function loadLanguage(language: Language): Promise<void> {
  if (language === 'en') return Promise.resolve();
  hindi ??= Promise.all([
    Promise.all(Object.values(HINDI_FILES).map((load) => load())),
    import('@web/i18n/hindi-messages'),
  ]).then(([files, messages]) => {
    for (const translation of files) addTranslation(translation, 'hi');
    addMessageTranslations('hi', messages.HINDI_MESSAGES);
  });
  return hindi;
}

/**
 * Shows everything in a language from now on: the text layer's words and the dates dayjs and Mantine's pickers write.
 * The language's words must have arrived (`loadLanguage`).
 */
export function applyLanguage(language: Language): void {
  setLanguage(language);
  setDayjsLanguage(language);
}
