import { Router, type Request } from 'express';
import { SMS_AUTH_ERROR, SMS_AUTH_SUCCESS, ZSmsCallbackQuery, ZSmsConfigure } from '@app/shared-types/sms-provider';
import { AppError } from '../../errors/app-error';
import { parseInput } from '../../errors/parse-input';
import { currentUser, requireRole } from '../../http/guards';
import { sendCallbackPage } from './callback-page';
import type { ProviderService } from './provider.service';

/** Spec 001 section 7 (SMS provider), operators only; the callback is the popup's page. */
export function providerRoutes(service: ProviderService, publicUrl: string | undefined): Router {
  const router = Router();
  const operator = requireRole('operator');
  const origin = (req: Request) => publicUrl ?? `${req.protocol}://${req.get('host')}`;
  router.get('/sms/status', operator, async (_req, res) => res.json(await service.status()));
  router.post('/sms/configure', operator, async (req, res) => res.json(await service.configure(currentUser(req).id, parseInput(ZSmsConfigure, req.body))));
  router.get('/auth/ringcentral', operator, async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await service.startAuth(currentUser(req).id, `${origin(req)}/api/auth/ringcentral/callback`));
  });
  // Always a 200 page: it is the popup's UI, and the outcome travels in the message it posts.
  router.get('/auth/ringcentral/callback', async (req, res) => {
    try {
      await service.finishAuth(req.user?.role === 'operator' ? req.user.id : undefined, parseInput(ZSmsCallbackQuery, req.query));
      sendCallbackPage(res, origin(req), { type: SMS_AUTH_SUCCESS });
    } catch (error) {
      sendCallbackPage(res, origin(req), { type: SMS_AUTH_ERROR, error: error instanceof AppError ? error.message : 'Failed to connect SMS' });
    }
  });
  router.post('/sms/disconnect', operator, async (req, res) => res.json(await service.disconnect(currentUser(req).id)));
  return router;
}
