/**
 * The service cards of the home page (docs/product.md#home, #marketing-prices): each card's price and the page it
 * opens. Apart from home-content.ts, which the hero's island reads, because the paths bring the app's frame with them.
 */
import { paths } from '@web/paths';
import type { MarketingPriceKey } from './home-content';

export interface ServiceHighlight {
  key: MarketingPriceKey;
  /** 'from' prices start there; the others are the price. */
  isStartingPrice: boolean;
  to: string;
}

const searchAll = (term: string) => `${paths.curlyService('all')}?search=${encodeURIComponent(term)}`;

export const SERVICE_HIGHLIGHTS: readonly ServiceHighlight[] = [
  { key: 'bridal', isStartingPrice: true, to: paths.curlyService('bridal-makeup') },
  { key: 'makeup', isStartingPrice: true, to: searchAll('makeup') },
  { key: 'nails', isStartingPrice: true, to: paths.curlyService('nail') },
  { key: 'hair', isStartingPrice: true, to: paths.curlyService('hair') },
  { key: 'bodySpa', isStartingPrice: true, to: paths.curlyService('body-care') },
  { key: 'hydraFacial', isStartingPrice: false, to: searchAll('hydra') },
  { key: 'smoothening', isStartingPrice: false, to: searchAll('smoothening') },
  { key: 'cysteine', isStartingPrice: false, to: searchAll('cysteine') },
];
