import express, { Router } from 'express';
import type { Request } from 'express';
import type { Knex } from 'knex';
import { parseBody } from '../../http/body';
import { requireTenant } from '../../http/request-context';
import { readablePage } from './editing';
import type { WithEditorTransaction } from './editing';
import { createPresenceRepository } from './presence';
import { presenceSchema } from './editor-schemas';
import { editorCall } from './require-editor';
import { parsePageId } from './schemas';

const json = express.json({ limit: '1kb' });

/**
 * Who else has a page open in the editor (mounted under `/api`): `POST /pages/:id/presence`
 * (every 20 s while the editor is open; answers the others) and `POST /pages/:id/presence:leave`
 * (204). Only for those who may edit the page.
 */
export function presenceRoutes(knex: Knex, withTransaction: WithEditorTransaction): Router {
  const router = Router();
  const presence = createPresenceRepository(knex);
  /** The caller, their session and the page they may edit, from the request. */
  const editorOnPage = async (req: Request) => {
    const { tenant } = requireTenant(req);
    const call = editorCall(req);
    const id = parsePageId(req);
    const { session } = parseBody(presenceSchema, req.body);
    const record = await withTransaction((repositories) =>
      readablePage(repositories, tenant, call, id),
    );
    return { tenant, call, session, pageId: record.id };
  };
  router.post('/pages/:id/presence', json, async (req, res) => {
    const { tenant, call, session, pageId } = await editorOnPage(req);
    res.json(await presence.beat(tenant, pageId, call.user.membershipId, session));
  });
  router.post('/pages/:id/presence\\:leave', json, async (req, res) => {
    const { tenant, session, pageId } = await editorOnPage(req);
    await presence.leave(tenant, pageId, session);
    res.status(204).end();
  });
  return router;
}
