import { Router } from 'express';
import { ZCreateCommentRequest, ZCreatePostRequest, ZFeedQuery } from '@app/shared-types/community';
import { currentUser, requireUser } from '../../http/guards';
import { parseInput } from '../../errors/parse-input';
import { idParam } from '../../http/params';
import type { CommunityService } from './community.service';

export function communityRoutes(community: CommunityService): Router {
  const router = Router();

  router.get('/posts', async (req, res) => {
    res.type('json').send(await community.feedJson(req.user, parseInput(ZFeedQuery, req.query)));
  });

  router.post('/posts', requireUser, async (req, res) => {
    res.status(201).json(await community.createPost(currentUser(req), parseInput(ZCreatePostRequest, req.body)));
  });

  router.get('/posts/:id', async (req, res) => {
    res.json(await community.getPost(req.user, idParam(req.params)));
  });

  router.delete('/posts/:id', requireUser, async (req, res) => {
    await community.deletePost(currentUser(req), idParam(req.params));
    res.status(204).end();
  });

  router.post('/posts/:id/like', requireUser, async (req, res) => {
    res.json(await community.toggleLike(currentUser(req), idParam(req.params)));
  });

  router.get('/posts/:id/comments', async (req, res) => {
    res.json(await community.listComments(req.user, idParam(req.params)));
  });

  router.post('/posts/:id/comments', requireUser, async (req, res) => {
    const { content } = parseInput(ZCreateCommentRequest, req.body);
    const { comment } = await community.addComment(currentUser(req), idParam(req.params), content);
    res.status(201).json(comment);
  });

  router.delete('/comments/:id', requireUser, async (req, res) => {
    await community.deleteComment(currentUser(req), idParam(req.params));
    res.status(204).end();
  });

  router.post('/users/:id/follow', requireUser, async (req, res) => {
    res.json(await community.follow(currentUser(req), idParam(req.params)));
  });

  router.delete('/users/:id/follow', requireUser, async (req, res) => {
    res.json(await community.unfollow(currentUser(req), idParam(req.params)));
  });

  router.get('/community/stats', async (_req, res) => {
    res.json(await community.stats());
  });

  return router;
}
