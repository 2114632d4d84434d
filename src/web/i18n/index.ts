/** The app's text: see translate.ts (flat keys, one namespace per feature; resources.ts lists them). */
export {
  i18n,
  Trans,
  translatorFor,
  useTranslation,
  type TFunction,
  type TOptions,
  type TranslationKey,
} from './translate';
