/**
 * English text of the home page (docs/product.md#home): the hero slides, about, hygiene, services with their
 * starting prices, counters, testimonials, booking, categories and product lines. Prices are interpolated from
 * home-content.ts so the copy and the figures cannot drift apart.
 */
import { defineText } from '@web/i18n';

export const homeEn = {
  'hero.label': 'Featured services',
  'hero.slideLabel': 'Slide {{index}} of {{total}}',
  'hero.viewService': 'View Service',
  'hero.getAppointment': 'Get Appointment',
  'hero.previous': 'Previous slide',
  'hero.next': 'Next slide',

  'hero.bridal.eyebrow': 'Bridal Studio',
  'hero.bridal.title': 'Your bridal look, made just for you',
  'hero.bridal.text':
    'HD and airbrush bridal makeup with draping and hairstyling, and a trial look before the big day. Bridal makeup from {{price}}.',
  'hero.bridal.alt': 'A gold maang tikka and a pair of jhumkas under a garland of marigolds',

  'hero.hair.eyebrow': 'Hair Care',
  'hero.hair.title': 'Healthy hair, beautifully styled',
  'hero.hair.text':
    'Precision cuts, global colour, hair spa, smoothening and cysteine treatments by stylists who listen first. Hair care from {{price}}.',
  'hero.hair.alt': 'Flowing waves of hair with golden shears and a comb',

  'hero.nails.eyebrow': 'Nail Studio',
  'hero.nails.title': 'Nail art that gets noticed',
  'hero.nails.text':
    'Gel extensions, French tips, chrome and hand-painted art that stay glossy for weeks. Nail services from {{price}}.',
  'hero.nails.alt': 'Bottles of rose and gold nail polish beside painted almond nails',

  'hero.facial.eyebrow': 'Skin & Glow',
  'hero.facial.title': 'A hydra facial for an instant glow',
  'hero.facial.text':
    'Deep cleansing, exfoliation and a hydrating serum boost in a single sitting, with no downtime. Hydra facial at {{price}}.',
  'hero.facial.alt': 'A serum dropper, a jar of cream and green leaves with drops of water',

  'about.eyebrow': 'About Us',
  'about.title': 'A neighbourhood studio for hair, makeup, nails and bridal',
  'about.p1':
    'We are a unisex beauty studio in the heart of Chandigarh, looking after women and men from across the tricity. Whether you drop in for a quick threading or spend a morning on your bridal look, our stylists take the time to understand what you want and how you like to look.',
  'about.p2':
    'Every visit begins with a short consultation. We tell you the price before we start, recommend only what your hair and skin need, and use trusted professional products.',
  'about.point.stylists': 'Trained, experienced stylists',
  'about.point.prices': 'Prices told upfront',
  'about.point.everyone': 'For women and men',
  'about.artLabel': 'A gilded mirror with a lotus, a make-up brush and shears',

  'hygiene.eyebrow': 'Hygiene first',
  'hygiene.title': 'Clean by habit, not by chance',
  'hygiene.text':
    'Your comfort starts with a clean chair. These are the rules every member of our team follows, for every client, every single time.',
  'hygiene.tools.title': 'Sterilised tools',
  'hygiene.tools.text': 'Scissors, combs, pushers and clippers are cleaned and sterilised after each client.',
  'hygiene.disposables.title': 'Single-use disposables',
  'hygiene.disposables.text': 'Fresh wax strips, spatulas, nail files, buffers and sheets are opened just for you.',
  'hygiene.stations.title': 'Sanitised stations',
  'hygiene.stations.text': 'Chairs, basins and trolleys are wiped down between appointments, with fresh towels.',
  'hygiene.patch.title': 'Patch tests on request',
  'hygiene.patch.text': 'For colour, bleach or a new product on sensitive skin, we test first and go ahead after.',

  'services.eyebrow': 'Our Services',
  'services.title': 'Signature services and starting prices',
  'services.text':
    'Honest starting prices for our most loved services. The final price depends on your hair length and the look you choose.',
  'services.from': 'from {{price}}',
  'services.at': '{{price}}',
  'services.view': 'See services',
  'services.bridal.name': 'Bridal Makeup',
  'services.bridal.text': 'HD and airbrush bridal looks with draping, hairstyling and a trial on request.',
  'services.makeup.name': 'Party & Occasion Makeup',
  'services.makeup.text': 'Soft or full glam for the sangeet, a reception, a party or a photo shoot.',
  'services.nails.name': 'Nail Art & Extensions',
  'services.nails.text': 'Gel and acrylic extensions, refills, gel polish and hand-painted nail art.',
  'services.hair.name': 'Hair Care',
  'services.hair.text': 'Haircuts, blow-dries, global colour and nourishing hair spa rituals.',
  'services.bodySpa.name': 'Body Spa',
  'services.bodySpa.text': 'Back and shoulder massage, body polishing and a full body spa to unwind.',
  'services.hydraFacial.name': 'Hydra Facial',
  'services.hydraFacial.text': 'Cleanse, exfoliate and hydrate for a glow that shows the same day.',
  'services.smoothening.name': 'Hair Smoothening',
  'services.smoothening.text': 'Smooth, manageable hair for months, priced for short hair.',
  'services.cysteine.name': 'Cysteine Treatment',
  'services.cysteine.text': 'A formaldehyde-free treatment that tames frizz and adds shine.',

  'counters.title': 'Loved across the tricity',
  'counters.clients': 'Happy clients',
  'counters.brides': 'Bridal looks',
  'counters.hair': 'Hair makeovers',
  'counters.services': 'Services done',
  // <count> is the figure counters.island.ts counts up.
  'counters.value': '<count>{{value}}</count>+',

  'testimonials.eyebrow': 'Kind words',
  'testimonials.title': 'What our clients say',
  'testimonials.rating': 'Rated 5 out of 5',
  'testimonials.harleen.name': 'Harleen',
  'testimonials.harleen.place': 'Sector 35, Chandigarh',
  'testimonials.harleen.quote':
    'They did my engagement makeup and it stayed perfect through a long, warm evening. The trial session helped me settle on exactly the look I wanted.',
  'testimonials.ritika.name': 'Ritika',
  'testimonials.ritika.place': 'Phase 7, Mohali',
  'testimonials.ritika.quote':
    'My gel extensions lasted almost four weeks without a single chip, and the nail art matched the picture I showed them, only neater.',
  'testimonials.aman.name': 'Aman',
  'testimonials.aman.place': 'Sector 20, Panchkula',
  'testimonials.aman.quote':
    'I come here for my haircut and beard trim every month now. Nobody rushes you, and the place is spotless every single time.',
  'testimonials.simran.name': 'Simran',
  'testimonials.simran.place': 'Aerocity, Mohali',
  'testimonials.simran.quote':
    "I had the hydra facial a week before my sister's wedding. My skin felt fresh for days, and nobody pushed me to buy extra products.",
  'testimonials.neha.name': 'Neha',
  'testimonials.neha.place': 'Sector 9, Panchkula',
  'testimonials.neha.quote':
    'The cysteine treatment finally tamed my frizz. They explained the aftercare clearly, and the bill was exactly what they had quoted.',
  'testimonials.kavya.name': 'Kavya',
  'testimonials.kavya.place': 'Manimajra, Chandigarh',
  'testimonials.kavya.quote':
    'Booked online in a minute and they were ready for me on time. The spa pedicure was pure bliss after a long week.',

  'booking.eyebrow': 'Book an appointment',
  'booking.title': 'Your chair is waiting',
  'booking.text':
    'Choose your services, add them to My Room and pick a date and time that suits you. We will confirm your appointment shortly.',
  'booking.call': 'Prefer to talk? Call us on {{phone}}.',
  'booking.hours': '{{hours}}',
  'booking.cta': 'Get Appointment',
  'booking.callButton': 'Call {{phone}}',

  'categories.eyebrow': 'Explore',
  'categories.title': 'Browse by category',
  'categories.all': 'View all services',

  'brands.title': 'Professional product lines in our kit',
  'brands.label': '{{name}} logo',
} as const;

export const homeText = defineText('home', homeEn);
