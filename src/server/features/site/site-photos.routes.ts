/**
 * The admin's photos of the hero slides and the bridal gallery (docs/product.md#salon-photos, #api-site): POST
 * settings/photos/add, /remove and /move. The public reads them with the settings (GET /api/settings).
 */
import type { FastifyInstance } from 'fastify';
import {
  SITE_PHOTO_MESSAGES,
  photoAddSchema,
  photoMoveSchema,
  photoRemoveSchema,
  photosAnswerSchema,
} from '@shared/site-photos.schemas';
import type { AppContext } from '@server/context';
import { ADMIN_ONLY } from '@server/plugins/auth';
import { FORM_BODIES, featureRoutes } from '@server/plugins/routes';
import { addSitePhoto, moveSitePhoto, removeSitePhoto } from './site-photos.actions';

export function registerSitePhotoRoutes(app: FastifyInstance, context: AppContext): void {
  const route = featureRoutes(app, ['site']);

  route.post('/api/settings/photos/add', {
    access: ADMIN_ONLY,
    fileFields: ['image'],
    summary:
      'Add a photo to the hero slides or the bridal gallery (multipart: place hero|bridal, alt, altHi, file `image`: ' +
      'JPEG, PNG or WebP up to 5 MB, stored square as WebP at 480, 960 and 1440 px; admin)',
    consumes: FORM_BODIES,
    body: photoAddSchema,
    answer: photosAnswerSchema,
    handler: async (request) => ({
      message: SITE_PHOTO_MESSAGES.added,
      data: await addSitePhoto(context, request.body, request.uploadedFiles.get('image')),
    }),
  });

  route.post('/api/settings/photos/remove', {
    access: ADMIN_ONLY,
    summary: 'Remove a photo of the hero slides or the bridal gallery, and its files (JSON: place, id; admin)',
    body: photoRemoveSchema,
    answer: photosAnswerSchema,
    handler: async (request) => ({
      message: SITE_PHOTO_MESSAGES.removed,
      data: await removeSitePhoto(context, request.body),
    }),
  });

  route.post('/api/settings/photos/move', {
    access: ADMIN_ONLY,
    summary: 'Move a photo to another position of its place, 0 first (JSON: place, id, to; admin)',
    body: photoMoveSchema,
    answer: photosAnswerSchema,
    handler: async (request) => ({
      message: SITE_PHOTO_MESSAGES.moved,
      data: await moveSitePhoto(context, request.body),
    }),
  });
}
