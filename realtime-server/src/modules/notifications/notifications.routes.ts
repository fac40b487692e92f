import { Router } from 'express';
import { ZNotificationIdParam, ZNotificationListQuery, ZNotificationPreferencesUpdate } from '@app/shared-types/notifications';
import { currentUser, requireUser } from '../../http/guards';
import { parseInput } from '../../errors/parse-input';
import type { NotificationsService } from './notifications.service';
import type { Preferences } from './preferences';

/** The signed-in person's notifications (identity from the session) and their preferences. */
export function notificationsRoutes(notifications: NotificationsService, preferences: Pick<Preferences, 'get' | 'update'>): Router {
  const router = Router();
  router.use('/notifications', requireUser);
  router.get('/notifications', async (req, res) => {
    res.json(await notifications.list(currentUser(req), parseInput(ZNotificationListQuery, req.query)));
  });
  router.get('/notifications/unread-count', async (req, res) => {
    res.json(await notifications.unreadCount(currentUser(req).id));
  });
  router.post('/notifications/read-all', async (req, res) => {
    res.json(await notifications.markAllRead(currentUser(req)));
  });
  router.get('/notifications/preferences', async (req, res) => {
    res.json(await preferences.get(currentUser(req)));
  });
  router.put('/notifications/preferences', async (req, res) => {
    res.json(await preferences.update(currentUser(req), parseInput(ZNotificationPreferencesUpdate, req.body)));
  });
  router.post('/notifications/:id/read', async (req, res) => {
    res.json(await notifications.markRead(currentUser(req), parseInput(ZNotificationIdParam, req.params).id));
  });
  return router;
}
