/** The app's text: see translate.ts (one handle per namespace, defined in each feature's en.ts). */
export {
  addTranslation,
  currentLanguage,
  defineText,
  setLanguage,
  translatorFor,
  useLanguage,
  useText,
  type Language,
  type TextHandle,
  type TFunction,
  type TOptions,
  type Translation,
  type TranslationKey,
} from './translate';
export { Trans } from './trans';
