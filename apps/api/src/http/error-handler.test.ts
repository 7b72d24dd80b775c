import { createServerLogger } from '@plein/logger/node';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createErrorHandler } from './error-handler';

const logger = createServerLogger({ name: 'error-handler-test', level: 'silent' });

describe('the error handler', () => {
  it.each([['/items/%'], ['/items/%ED%A0%80']])(
    'answers a route parameter that does not decode (%s) with 400 invalid_path',
    async (path) => {
      const app = express();
      app.get('/items/:id', (_req, res) => void res.json({}));
      app.use(createErrorHandler(logger));
      const res = await request(app).get(path);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: { code: 'invalid_path', message: expect.any(String) as string },
      });
    },
  );
});
