/** Salon details, SEO list, crawler files and the health check over HTTP; the rules are in site.actions.ts. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { salonSettingsSchema, seoEntrySchema } from '@shared/site.schemas';
import { REQUEST_MESSAGES } from '@shared/common.messages';
import type { AppContext } from '@server/context';
import { errorBody } from '@server/plugins/errors';
import { featureRoutes } from '@server/plugins/routes';
import {
  SETTINGS_MESSAGES,
  salonSettingsUpdateSchema,
  settingsSavedAnswerSchema,
} from '@shared/salon-settings.schemas';
import { ADMIN_ONLY } from '@server/plugins/auth';
import { sendReady } from '@server/plugins/ready-answers';
import { homeFiguresSchema } from '@shared/home-figures';
import { homeFiguresAnswer } from './home-figures.actions';
import { registerSitePhotoRoutes } from './site-photos.routes';
import { checkDatabase, robotsText, salonSettings, seoEntries, sitemapText, updateSalonSettings } from './site.actions';

export function registerSiteRoutes(app: FastifyInstance, context: AppContext): void {
  const route = featureRoutes(app, ['site']);

  route.get('/api/settings', {
    access: 'public',
    summary:
      'Salon name, address, phones, e-mail, social links, feedback form and map (header, footer, contact widget)',
    answer: z.object({ data: salonSettingsSchema }),
    handler: async () => ({ data: await salonSettings(context) }),
  });

  route.post('/api/settings/update', {
    access: ADMIN_ONLY,
    summary:
      "Replace the salon's settings (JSON: details, map, hours, social links, GST registration, UPI ID, invoice " +
      'prefix, Hindi words; admin). The time zone is kept.',
    body: salonSettingsUpdateSchema,
    answer: settingsSavedAnswerSchema,
    handler: async (request) => ({
      message: SETTINGS_MESSAGES.saved,
      data: await updateSalonSettings(context, request.body),
    }),
  });

  route.get('/api/home/figures', {
    access: 'public',
    summary:
      "The home page's counters: customers served, bridal bookings, hair makeovers and services done, from the bills " +
      'that stand (or the figure the admin set); kept ready for a minute',
    answer: z.object({ data: homeFiguresSchema }),
    // A ready answer, checked against its schema when built.
    handler: async (request, reply) => sendReady(request, reply, await homeFiguresAnswer(context)),
  });

  registerSitePhotoRoutes(app, context);

  route.get('/api/seo', {
    access: 'public',
    summary: 'SEO entries, matched on the last URL segment',
    answer: z.object({ data: z.array(seoEntrySchema) }),
    handler: async () => ({ data: await seoEntries(context) }),
  });

  route.get('/api/health', {
    access: 'public',
    summary: 'Liveness and database check',
    answer: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
    otherAnswers: { 503: z.object({ message: z.string(), error: z.string(), code: z.string().optional() }) },
    handler: async (request, reply) => {
      try {
        await checkDatabase(context);
        return { status: 'ok' as const, database: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send(errorBody(REQUEST_MESSAGES.healthUnreachable, 'Service Unavailable'));
      }
    },
  });

  app.get('/robots.txt', async (_request, reply) => reply.type('text/plain; charset=utf-8').send(robotsText(context)));

  app.get('/sitemap.xml', async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').send(sitemapText(context)),
  );
}
