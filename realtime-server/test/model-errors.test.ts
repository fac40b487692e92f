import { Router } from 'express';
import { Schema } from 'mongoose';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TAck } from '@app/shared-types/realtime';
import { appModules } from '../src/modules';
import type { AppModule } from '../src/modules/module';
import { defineModel } from '../src/db/define-model';
import { maxChars } from '../src/db/text-limits';
import { defineHandler } from '../src/realtime/define-handler';
import { createLogger } from '../src/logger';
import type { AppSocket } from '../src/realtime/types';
import { appSuite, type TestServer } from './helpers/test-app';
import { HttpClient } from './helpers/http-client';

/** A model stricter than any schema in front of it, as a disagreement between the two would be. */
const probeModel = defineModel<{ name: string; count: number }>(
  'ModelErrorProbe',
  new Schema({ name: { type: String, required: true, validate: maxChars(3) }, count: { type: Number, min: 0 } }, { collection: 'model_error_probes' }),
);

const probe: AppModule = {
  name: 'model-error-probe',
  setup: ({ db }) => {
    const Probes = probeModel(db);
    const routes = Router();
    routes.post('/probe/model', async (req, res) => {
      res.status(201).json(await Probes.create(req.body));
    });
    routes.get('/probe/model/:id', async (req, res) => {
      res.json(await Probes.findById(req.params.id));
    });
    return { routes };
  },
};

let server: TestServer;
appSuite((app) => (server = app), { start: { modules: [...appModules, probe] } });

describe('model validation as the last line of defence', () => {
  it('answers a value the model refuses with a 400 naming the field, never a 500', async () => {
    const c = new HttpClient(server.url);
    const tooLong = await c.post('/api/probe/model', { name: 'four' });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json).toEqual({ code: 'VALIDATION_FAILED', message: 'Must be at most 3 characters', errors: [{ path: 'name', message: 'Must be at most 3 characters' }] });
    const wrongType = await c.post('/api/probe/model', { name: 'abc', count: 'many' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.json.errors).toEqual([{ path: 'count', message: 'Invalid value for count' }]);
    expect((await c.post('/api/probe/model', { name: '😀😀😀' })).status).toBe(201);
  });

  it('answers an id the store cannot cast with a 400', async () => {
    const res = await new HttpClient(server.url).get('/api/probe/model/not-an-id');
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Invalid value for _id' });
  });

  it('answers a socket command the model refuses with an error ack, not an internal error', async () => {
    const Probes = probeModel(server.database.connection);
    const handler = defineHandler(z.object({ name: z.string() }), async (_ctx, input) => {
      await Probes.create(input);
    });
    const ack = await new Promise<TAck>((resolve) =>
      handler({ socket: { id: 'probe' } as AppSocket, logger: createLogger(server.config) })({ name: 'far too long' }, resolve),
    );
    expect(ack).toEqual({ ok: false, error: { code: 'VALIDATION_FAILED', message: 'Must be at most 3 characters', errors: [{ path: 'name', message: 'Must be at most 3 characters' }] } });
  });
});
