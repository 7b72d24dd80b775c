import { formContentSchema, formSettingsSchema } from '@plein/validation';
import express, { Router } from 'express';
import { parseBody } from '../../http/body';
import type { ContentChanged } from '../../http/content-changed';
import { parseGuidParam } from '../../http/params';
import { requireAdmin } from '../../http/principal';
import { noQuery } from '../../http/query';
import { requireTenant } from '../../http/request-context';
import {
  createFormSchema,
  deleteSubmissionsSchema,
  parseExportQuery,
  parseSubmissionsQuery,
  parseVersionParam,
} from './schemas';
import type { FormDashboardService } from './dashboard-service';
import type { ListItemsEditorRepository } from '../list-items/editor-repository';
import type { SubmissionPublicationService } from './publication-service';
import type { FormsService } from './service';
import { writeSubmissionsCsv } from './submissions-export';
import type { FormSubmissionsService } from './submissions-service';

/**
 * The administrators' form calls (mounted under `/api`, admins of the tenant only): forms, their
 * draft, settings and versions, and their submissions. Writes that change what visitors see
 * (publish, settings, delete, deleting or publishing submissions) call `contentChanged` before
 * answering.
 */
export function formsAdminRoutes(
  forms: FormsService,
  submissions: FormSubmissionsService,
  contentChanged: ContentChanged,
  dashboards: FormDashboardService,
  listBlocks: Pick<ListItemsEditorRepository, 'listBlocks'>,
  publications: SubmissionPublicationService,
): Router {
  const router = Router();
  // A draft of 100 fields with options and texts in two languages stays well under this.
  const json = express.json({ limit: '1mb' });
  const small = express.json({ limit: '64kb' });

  /** The tenant of an admin's request, its form guid checked; refuses any query. */
  const adminCall = (req: express.Request) => {
    const { tenant } = requireTenant(req);
    requireAdmin(req);
    const guid = parseGuidParam(req);
    return { tenant, guid };
  };

  // The lists a form can publish its submissions to.
  router.get('/admin/list-blocks', async (req, res) => {
    const { tenant } = requireTenant(req);
    requireAdmin(req);
    noQuery(req);
    res.set('Cache-Control', 'private, no-store').json(await listBlocks.listBlocks(tenant));
  });
  router.get('/admin/forms', async (req, res) => {
    const { tenant } = requireTenant(req);
    requireAdmin(req);
    noQuery(req);
    res.json(await forms.list(tenant));
  });
  router.post('/admin/forms', small, async (req, res) => {
    const { tenant } = requireTenant(req);
    requireAdmin(req);
    noQuery(req);
    const { title } = parseBody(createFormSchema, req.body);
    res.status(201).json(await forms.create(tenant, title));
  });
  router.get('/admin/forms/:guid', async (req, res) => {
    const { tenant, guid } = adminCall(req);
    noQuery(req);
    res.json(await forms.get(tenant, guid));
  });
  router.delete('/admin/forms/:guid', async (req, res) => {
    const { tenant, guid } = adminCall(req);
    noQuery(req);
    await forms.delete(tenant, guid);
    await contentChanged(tenant);
    res.status(204).end();
  });
  router.put('/admin/forms/:guid/draft', json, async (req, res) => {
    const { tenant, guid } = adminCall(req);
    noQuery(req);
    res.json(await forms.saveDraft(tenant, guid, parseBody(formContentSchema, req.body)));
  });
  router.delete('/admin/forms/:guid/draft', async (req, res) => {
    const { tenant, guid } = adminCall(req);
    noQuery(req);
    res.json(await forms.discardDraft(tenant, guid));
  });
  router.put('/admin/forms/:guid/settings', small, async (req, res) => {
    const { tenant, guid } = adminCall(req);
    noQuery(req);
    const form = await forms.saveSettings(tenant, guid, parseBody(formSettingsSchema, req.body));
    await contentChanged(tenant);
    res.json(form);
  });
  router.post('/admin/forms/:guid/versions', async (req, res) => {
    const { tenant, guid } = adminCall(req);
    noQuery(req);
    const form = await forms.publish(tenant, guid);
    await contentChanged(tenant);
    res.json(form);
  });
  router.get('/admin/forms/:guid/versions/:version', async (req, res) => {
    const { tenant, guid } = adminCall(req);
    noQuery(req);
    res.json(await forms.version(tenant, guid, parseVersionParam(req)));
  });
  router.get('/admin/forms/:guid/versions/:version/dashboard', async (req, res) => {
    const { tenant, guid } = adminCall(req);
    noQuery(req);
    res.json(await dashboards.dashboard(tenant, guid, parseVersionParam(req)));
  });
  router.get('/admin/forms/:guid/submissions', async (req, res) => {
    const { tenant, guid } = adminCall(req);
    res.json(await submissions.list(tenant, guid, parseSubmissionsQuery(req)));
  });
  // path-to-regexp v8 reads ':' as a parameter; the backslash makes it a literal colon.
  router.post('/admin/forms/:guid/submissions\\:delete', small, async (req, res) => {
    const { tenant, guid } = adminCall(req);
    noQuery(req);
    const { guids } = parseBody(deleteSubmissionsSchema, req.body);
    await submissions.delete(tenant, guid, guids);
    // Published submissions take their items with them.
    await contentChanged(tenant);
    res.status(204).end();
  });
  router.get('/admin/forms/:guid/submissions\\:export', async (req, res) => {
    const { tenant, guid } = adminCall(req);
    const { filter, language } = parseExportQuery(req);
    const { contents, batches } = await submissions.exportOf(tenant, guid, filter);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="submissions-${guid}.csv"`);
    res.setHeader('Cache-Control', 'private, no-store');
    try {
      await writeSubmissionsCsv({ contents, batches, language, out: res });
    } catch (error) {
      // The download was stopped, or the database failed mid-way: the answer is cut short.
      if (!res.destroyed) res.destroy(error instanceof Error ? error : undefined);
    }
  });
  router.post('/admin/forms/:guid/submissions/:submissionGuid/publication', async (req, res) => {
    const { tenant, guid } = adminCall(req);
    noQuery(req);
    const submissionGuid = parseGuidParam(req, 'submissionGuid');
    const published = await publications.publish(tenant, guid, submissionGuid);
    await contentChanged(tenant);
    res.status(201).json(published);
  });
  router.delete('/admin/forms/:guid/submissions/:submissionGuid/publication', async (req, res) => {
    const { tenant, guid } = adminCall(req);
    noQuery(req);
    await publications.unpublish(tenant, guid, parseGuidParam(req, 'submissionGuid'));
    await contentChanged(tenant);
    res.status(204).end();
  });
  router.get('/admin/forms/:guid/submissions/:submissionGuid', async (req, res) => {
    const { tenant, guid } = adminCall(req);
    noQuery(req);
    res.json(await submissions.get(tenant, guid, parseGuidParam(req, 'submissionGuid')));
  });
  return router;
}
