import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { SITE_PHOTO_MESSAGES, type SitePhoto, type SitePhotos } from '@shared/site-photos.schemas';
import type { SalonSettings } from '@shared/site.schemas';
import { renderApp, signIn, stubApi, testSettings, testUser } from '@web/test/render';

const admin = testUser({ id: 1, name: 'Admin', user_type: 1 });

const photo = (id: string, alt: string): SitePhoto => ({
  id: id.repeat(32),
  alt,
  altHi: '',
  files: [{ path: `uploads/site/${id.repeat(32)}-480.webp`, width: 480, height: 480 }],
});

/** The settings with these photos, and the photo routes over them; answers what each call sent. */
function stubPhotos(photos: SitePhotos) {
  const settings: SalonSettings = { ...structuredClone(testSettings), photos };
  const sent: { url: string; body: unknown }[] = [];
  stubApi(({ url, init }) => {
    if (url.startsWith('/api/settings/photos/')) {
      const body = init.body instanceof FormData ? Object.fromEntries(init.body) : JSON.parse(String(init.body));
      sent.push({ url, body });
      if (url.endsWith('/add') && !(body as { alt: string }).alt.includes('chair')) {
        return {
          status: 422,
          body: {
            message: SITE_PHOTO_MESSAGES.imageInvalid,
            error: { image: [SITE_PHOTO_MESSAGES.imageInvalid] },
            code: 'photos.imageInvalid',
            codes: { image: ['photos.imageInvalid'] },
          },
        };
      }
      if (url.endsWith('/add')) photos.bridal.push(photo('c', (body as { alt: string }).alt));
      if (url.endsWith('/remove')) photos.hero = photos.hero.filter((each) => each.id !== (body as { id: string }).id);
      if (url.endsWith('/move')) photos.hero.reverse();
      return { body: { message: 'ok', data: photos } };
    }
    if (url.startsWith('/api/expense/categories')) return { body: { data: [] } };
    if (url.startsWith('/api/settings')) return { body: { data: settings } };
    return undefined;
  });
  return sent;
}

// The whole app renders with its lazy routes: give a busy machine time (the default is one second).
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));

describe('the settings’ photos', { timeout: 40_000 }, () => {
  it('lists the photos by slide, moves and removes them, each saved at once', async () => {
    const sent = stubPhotos({ hero: [photo('a', 'Bridal suite'), photo('b', 'Hair spa')], bridal: [] });
    signIn(admin);
    renderApp('/salon-settings');
    const slides = await screen.findByRole('region', { name: 'Home page slides' });
    expect(within(slides).getByRole('listitem', { name: 'Slide 1: Bridal' })).toHaveTextContent('Bridal suite');
    expect(within(slides).getByRole('button', { name: 'Move Slide 1: Bridal earlier' })).toBeDisabled();
    const user = userEvent.setup();
    await user.click(within(slides).getByRole('button', { name: 'Move Slide 1: Bridal later' }));
    await waitFor(() =>
      expect(within(slides).getByRole('listitem', { name: 'Slide 1: Bridal' })).toHaveTextContent('Hair spa'),
    );
    await user.click(within(slides).getByRole('button', { name: 'Remove Slide 2: Hair care' }));
    await waitFor(() => expect(within(slides).getAllByRole('listitem')).toHaveLength(1));
    expect(sent.map(({ url, body }) => [url, body])).toEqual([
      ['/api/settings/photos/move', { place: 'hero', id: 'a'.repeat(32), to: 1 }],
      ['/api/settings/photos/remove', { place: 'hero', id: 'a'.repeat(32) }],
    ]);
    expect(screen.getByRole('region', { name: 'Bridal gallery' })).toHaveTextContent(
      'No photos yet: the site shows its drawings.',
    );
  });

  it('asks for a photo and its words before sending, and shows the server’s refusal under the photo', async () => {
    const sent = stubPhotos({ hero: [], bridal: [] });
    signIn(admin);
    renderApp('/salon-settings');
    const form = await screen.findByRole('form', { name: 'Add a photo to Bridal gallery' });
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Upload photo' }));
    expect(within(form).getByText('Please choose a photo to upload.')).toBeInTheDocument();
    expect(within(form).getByText('Please describe the photo in a few words.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    const file = new File([new Uint8Array([1, 2, 3])], 'salon.jpg', { type: 'image/jpeg' });
    await user.upload(form.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await user.type(within(form).getByRole('textbox', { name: /^What the photo shows( \*)?$/ }), 'Not a picture');
    await user.click(within(form).getByRole('button', { name: 'Upload photo' }));
    expect(await within(form).findByText(SITE_PHOTO_MESSAGES.imageInvalid)).toBeInTheDocument();

    await user.clear(within(form).getByRole('textbox', { name: /^What the photo shows( \*)?$/ }));
    await user.type(within(form).getByRole('textbox', { name: /^What the photo shows( \*)?$/ }), 'A bridal chair');
    await user.click(within(form).getByRole('button', { name: 'Upload photo' }));
    const gallery = screen.getByRole('region', { name: 'Bridal gallery' });
    expect(await within(gallery).findByRole('listitem', { name: 'Photo 1' })).toHaveTextContent('A bridal chair');
    expect(sent.at(-1)).toMatchObject({
      url: '/api/settings/photos/add',
      body: { place: 'bridal', alt: 'A bridal chair', altHi: '' },
    });
  });
});
