import { Router } from 'express';
import { GOOGLE_AUTH_ERROR, GOOGLE_AUTH_SUCCESS, ZGoogleCallbackQuery } from '@app/shared-types/calendar';
import { AppError } from '../../errors/app-error';
import { parseInput } from '../../errors/parse-input';
import { currentUser, requireUser } from '../../http/guards';
import type { CalendarService } from './calendar.service';
import { sendCallbackPage } from './callback-page';

/** `appOrigin`: where the popup's message may go (the app itself). */
export function calendarRoutes(calendar: CalendarService, appOrigin: string | undefined): Router {
  const router = Router();
  router.get('/calendar/status', requireUser, async (req, res) => {
    res.json(await calendar.status(currentUser(req)));
  });
  router.get('/auth/google', requireUser, async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await calendar.startAuth(currentUser(req)));
  });
  // A GET that changes state: it needs no session write, the state lives in the database (calendar.model.ts).
  // Always a 200 page: it is the popup's UI, and the outcome travels in the message it posts.
  router.get('/auth/google/callback', async (req, res) => {
    const origin = appOrigin ?? `${req.protocol}://${req.get('host')}`;
    try {
      const { email } = await calendar.finishAuth(req.user, parseInput(ZGoogleCallbackQuery, req.query));
      sendCallbackPage(res, origin, { type: GOOGLE_AUTH_SUCCESS, email });
    } catch (error) {
      sendCallbackPage(res, origin, { type: GOOGLE_AUTH_ERROR, error: error instanceof AppError ? error.message : 'Failed to connect' });
    }
  });
  router.post('/calendar/disconnect', requireUser, async (req, res) => {
    res.json(await calendar.disconnect(currentUser(req)));
  });
  return router;
}
