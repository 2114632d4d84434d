/** The English resources, one namespace per feature, merged here; i18next's types check every key. */
import { accountsEn } from '../features/accounts/en';
import { cartEn } from '../features/cart/en';
import { catalogueEn } from '../features/catalogue/en';
import { offersEn } from '../features/offers/en';
import { homeEn } from '../features/site/components/home-en';
import { siteEn } from '../features/site/en';
import { commonEn } from '../components/en';
import { layoutEn } from '../layout/en';
import { serverMessagesEn } from './server-messages-en';
import { validationEn } from './validation-en';

export const DEFAULT_NAMESPACE = 'common';

export const resources = {
  en: {
    common: commonEn,
    layout: layoutEn,
    site: siteEn,
    accounts: accountsEn,
    catalogue: catalogueEn,
    cart: cartEn,
    home: homeEn,
    offers: offersEn,
    validation: validationEn,
    server: serverMessagesEn,
  },
};

export type Namespace = keyof (typeof resources)['en'];
export const NAMESPACES = Object.keys(resources.en) as Namespace[];

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof DEFAULT_NAMESPACE;
    resources: (typeof resources)['en'];
    keySeparator: false;
    nsSeparator: false;
    returnNull: false;
  }
}
