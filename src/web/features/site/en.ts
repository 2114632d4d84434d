/** English text of the public site pages (home, about, not found). */
export const siteEn = {
  'hero.badge': 'Hair · Makeup · Nails · Bridal',
  'hero.fallbackTitle': 'Welcome to our salon',
  'hero.fallbackTagline': 'Looks for every day and every celebration.',
  'hero.book': 'Book An Appointment',
  'hero.explore': 'Explore Services',
  'hero.artLabel': 'A gilded mirror with a lotus, a make-up brush and shears',

  'about.eyebrow': 'About Us',
  'about.title': 'Your neighbourhood studio for hair, makeup, nails and bridal',
  'about.p1':
    'We are a unisex beauty studio serving our North Indian city, for women and men alike. From a quick threading appointment to a full bridal look, our stylists take the time to understand what you want and how you like to look.',
  'about.p2':
    'Every visit starts with a consultation. We use fresh disposables, sterilised tools and trusted professional products, and we tell you the price before we begin.',
  'about.p3':
    'Bridal makeup starts from {{bridal}}, makeup and nail services from {{makeup}}, and hair care from {{hair}}. Book online, come in, and let us take care of the rest.',
  'about.price.bridal': 'Bridal',
  'about.price.makeup': 'Makeup',
  'about.price.nails': 'Nails',
  'about.price.hair': 'Hair care',
  'about.from': 'from {{price}}',

  'notFound.title': 'Page not found',
  'notFound.body':
    "We looked everywhere, even behind the mirrors, but this page isn't here. It may have moved, or the link may be mistyped.",
  'notFound.home': 'Go To Home',
} as const;
