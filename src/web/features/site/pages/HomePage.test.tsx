import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, stubApi, testSettings } from '@web/test/render';
import { matchMediaWith } from '@web/test/media';

const categories = [
  { id: 1, name: 'Bridal Makeup', slug: 'bridal-makeup', image: 'images/categories/bridal-makeup.svg' },
  { id: 2, name: 'Nails', slug: 'nail', image: 'images/categories/nail.svg' },
];

/** The salon's figures (GET /api/home/figures, docs/product.md#home-figures). */
const figures = { clients: 1250, brides: 85, hair: 3100, services: 9400 };

function homeApi() {
  return stubApi(({ url }) => {
    if (url === '/api/expense/categories') return { body: { data: categories } };
    if (url === '/api/home/figures') return { body: { data: figures } };
    return undefined;
  });
}

describe('HomePage', { timeout: 20_000 }, () => {
  it('has a hero of four slides, each with View Service to its category and Get Appointment', async () => {
    homeApi();
    renderApp('/');

    const slides = await screen.findAllByRole('group', { name: /^Slide \d of 4$/ });
    expect(slides).toHaveLength(4);
    const targets = slides.map((slide) =>
      within(slide).getByRole('link', { name: 'View Service' }).getAttribute('href'),
    );
    expect(targets).toEqual([
      '/curly-service/bridal-makeup',
      '/curly-service/hair',
      '/curly-service/nail',
      '/curly-service/facial',
    ]);
    for (const slide of slides) {
      // Get Appointment opens the Book Appointment modal (src/web/features/booking).
      expect(within(slide).getByRole('button', { name: 'Get Appointment' })).toHaveAttribute('aria-haspopup', 'dialog');
    }
    expect(within(slides[0]!).getByText(/Bridal makeup from ₹5,999\./)).toBeInTheDocument();
  });

  it('loads the first hero image eagerly with high priority and every other image lazily, all with size and alt', async () => {
    homeApi();
    renderApp('/');
    await screen.findByRole('img', { name: 'Bridal Makeup services' });

    const images = [...document.querySelector('main')!.querySelectorAll('img')];
    const [first, ...rest] = images;
    expect(first).toHaveAttribute('src', '/images/hero/bridal.svg');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('loading', 'eager');
    for (const image of rest) expect(image).toHaveAttribute('loading', 'lazy');
    for (const image of images) {
      expect(image.getAttribute('alt')).toBeTruthy();
      expect(Number(image.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(image.getAttribute('height'))).toBeGreaterThan(0);
    }
  });

  it('has the about anchor, the marketing prices and the category cards from the API', async () => {
    homeApi();
    renderApp('/');

    expect(
      await screen.findByRole('heading', { name: 'A neighbourhood studio for hair, makeup, nails and bridal' }),
    ).toBeInTheDocument();
    expect(document.getElementById('about')).not.toBeNull();
    const prices = screen.getByRole('region', { name: 'Signature services and starting prices' });
    for (const text of ['from ₹5,999', 'from ₹1,500', 'from ₹599', 'from ₹699', '₹2,500', '₹4,999']) {
      expect(within(prices).getAllByText(text).length).toBeGreaterThan(0);
    }
    const browse = screen.getByRole('region', { name: 'Browse by category' });
    expect(await within(browse).findByRole('link', { name: /Nails/ })).toHaveAttribute('href', '/curly-service/nail');
    expect(screen.getByRole('region', { name: 'What our clients say' })).toHaveTextContent('Sector 35, Chandigarh');
  });

  it('shows the salon’s four figures, en-IN, for visitors who prefer reduced motion', async () => {
    matchMediaWith('prefers-reduced-motion');
    homeApi();
    renderApp('/');
    const values = await screen.findAllByTestId('counter-value');
    expect(values.map((value) => value.textContent)).toEqual(['1,250+', '85+', '3,100+', '9,400+']);
    expect(screen.getByText('Bridal looks')).toBeInTheDocument();
    expect(screen.getByText('Services done')).toBeInTheDocument();
  });

  it('shows the salon’s own photos in the hero where uploaded, the first with the page and the others later', async () => {
    const photo = (id: string, alt: string) => ({
      id,
      alt,
      altHi: '',
      files: [480, 960, 1440].map((width) => ({ path: `uploads/site/${id}-${width}.webp`, width, height: width })),
    });
    const settings = {
      ...testSettings,
      photos: {
        hero: [photo('a'.repeat(32), 'Our bridal suite'), photo('b'.repeat(32), 'A hair spa chair')],
        bridal: [],
      },
    };
    stubApi(({ url }) => {
      if (url === '/api/settings') return { body: { data: settings } };
      if (url === '/api/home/figures') return { body: { data: figures } };
      return undefined;
    });
    renderApp('/');
    const first = await screen.findByRole('img', { name: 'Our bridal suite' });
    expect(first).toHaveAttribute('src', `/uploads/site/${'a'.repeat(32)}-960.webp`);
    expect(first.getAttribute('srcset')).toContain(`/uploads/site/${'a'.repeat(32)}-480.webp 480w`);
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('width', '1440');
    const second = screen.getByRole('img', { name: 'A hair spa chair' });
    expect(second).not.toHaveAttribute('src');
    expect(second).toHaveAttribute('data-src', `/uploads/site/${'b'.repeat(32)}-960.webp`);
    expect(second).toHaveAttribute('loading', 'lazy');
    // The slides without a photo keep the drawing.
    expect(screen.getByRole('img', { name: /Bottles of rose and gold nail polish/ })).toHaveAttribute(
      'data-src',
      '/images/hero/nails.svg',
    );
  });
  // The count up: CountersSection.test.tsx.
});
