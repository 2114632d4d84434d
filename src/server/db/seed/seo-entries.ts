import { ALL_CATEGORY, SERVICE_CATEGORIES } from '@shared/catalogue';
import type { SeoEntry } from '@shared/site.schemas';

const brand = 'Curly Studio Chandigarh';

/** One entry per public route, keyed by the route's last segment ('' is the home page). */
export const SEO_ENTRIES: readonly SeoEntry[] = [
  {
    url: '',
    title: `${brand} | Unisex Salon, Bridal Makeup, Nails & Hair`,
    metaTitle: `${brand}: unisex salon for hair, makeup, nails and bridal`,
    description:
      'Hair cuts, colour, smoothening and cysteine, facials, body spa, nail art and extensions, and bridal makeup from ₹5,999. Book your appointment online.',
    keywords: ['unisex salon Chandigarh', 'bridal makeup', 'nail art', 'hair smoothening', 'hydra facial'],
  },
  {
    url: 'services',
    title: `Services & Prices | ${brand}`,
    metaTitle: 'Salon services and prices',
    description:
      'Browse every service: hair care from ₹599, body spa from ₹699, makeup and nails from ₹1,500, hydra facial ₹2,500.',
    keywords: ['salon services', 'salon price list', 'hair care', 'body spa', 'facial'],
  },
  {
    url: 'bridal',
    title: `Bridal Makeup & Pre-Bridal Packages | ${brand}`,
    metaTitle: 'Bridal, engagement, roka and reception makeup',
    description: 'HD and airbrush bridal makeup from ₹5,999 with five-day pre-bridal plans for the bride to be.',
    keywords: ['bridal makeup', 'pre-bridal package', 'engagement makeup', 'reception makeup', 'roka makeup'],
  },
  {
    url: 'nails',
    title: `Nail Art & Nail Extensions | ${brand}`,
    metaTitle: 'Nail art and extensions',
    description: 'Gel, acrylic and polygel extensions and hand-painted nail art from ₹1,500.',
    keywords: ['nail art', 'nail extension', 'gel nails', 'acrylic nails'],
  },
  {
    url: 'offers',
    title: `Offers & Deals | ${brand}`,
    metaTitle: 'Current salon offers',
    description: 'This month’s offers on facials, hair treatments, nails and bridal packages. Book before they expire.',
    keywords: ['salon offers', 'salon discount', 'facial offer', 'bridal offer'],
  },
  {
    url: 'republic-day',
    title: `Republic Day Specials | ${brand}`,
    metaTitle: 'Republic Day salon specials',
    description: 'Tricolour nail art, festive hair styling and Republic Day savings on our most loved services.',
    keywords: ['republic day offer', 'festive makeup', 'tricolour nail art'],
  },
  {
    url: 'installation',
    title: `Install the App | ${brand}`,
    metaTitle: 'Add Curly Studio to your home screen',
    description: 'Add our site to your phone’s home screen on Android or iPhone in four easy steps.',
    keywords: ['install salon app', 'add to home screen'],
  },
  {
    url: 'login',
    title: `Login | ${brand}`,
    metaTitle: 'Log in to your account',
    description: 'Log in with your phone number to book faster, keep your room and see your appointments.',
    keywords: ['salon login'],
  },
  {
    url: 'register',
    title: `Create Your Account | ${brand}`,
    metaTitle: 'Sign up',
    description: 'Create your account with your phone number to save services and track your appointments.',
    keywords: ['salon sign up', 'register'],
  },
  ...[...SERVICE_CATEGORIES, ALL_CATEGORY].map((category) => ({
    url: category.slug,
    title: `${category.name} | ${brand}`,
    metaTitle: `${category.name} services and prices`,
    description: `${category.name} at ${brand}: see every service with its price and add it to your room to book.`,
    keywords: [category.name.toLowerCase(), `${category.name.toLowerCase()} Chandigarh`, 'salon near me'],
  })),
];
