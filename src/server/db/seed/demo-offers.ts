import type { NewOffer } from '@server/features/offers/offers.repository';

/** Days from the seeding day to each demo offer's expiry (null: never expires). */
export const DEMO_OFFERS: readonly (Omit<NewOffer, 'expiry'> & { expiresInDays: number | null })[] = [
  {
    name: 'Hydra Facial + Hair Spa at ₹2,999',
    img: 'images/offers/hydra-glow.svg',
    sort: 1,
    status: 1,
    expiresInDays: 0,
  },
  {
    name: 'Flat 20% off Nail Extensions',
    img: 'images/offers/nail-extensions.svg',
    sort: 2,
    status: 1,
    expiresInDays: 3,
  },
  {
    name: 'Free Pre-Bridal Trial with Bridal Makeup',
    img: 'images/offers/bridal-trial.svg',
    sort: 3,
    status: 1,
    expiresInDays: 30,
  },
  {
    name: 'Smoothening + Cysteine Combo ₹6,999',
    img: 'images/offers/smooth-combo.svg',
    sort: 4,
    status: 1,
    expiresInDays: null,
  },
];
