/**
 * i18next with flat keys (no key or namespace separators), English only for now. Each feature brings its own
 * namespace (see resources.ts), so a second language is a new set of files, not a change to components.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_NAMESPACE, NAMESPACES, resources } from './resources';

void i18n.use(initReactI18next).init({
  resources,
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: ['en'],
  ns: NAMESPACES,
  defaultNS: DEFAULT_NAMESPACE,
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

export { i18n };
