import { Router } from 'express';
import { ZCertificateCodeParam, ZCertificateIdParam } from '@app/shared-types/certificates';
import { currentUser, requireUser } from '../../http/guards';
import { notFound } from '../../errors/app-error';
import { CERTIFICATE_NOT_FOUND, type CertificatesService } from './certificates.service';

function param<T>(schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false } }, params: unknown): T {
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw notFound(CERTIFICATE_NOT_FOUND);
  return parsed.data;
}

export function certificatesRoutes(certificates: CertificatesService): Router {
  const router = Router();
  router.get('/certificates', requireUser, async (req, res) => {
    res.json(await certificates.mine(currentUser(req)));
  });
  // Public: anyone holding a code may check it (name, program, date, credits only).
  router.get('/certificates/verify/:code', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await certificates.verify(param(ZCertificateCodeParam, req.params).code));
  });
  router.get('/certificates/:id/pdf', requireUser, async (req, res) => {
    const { filename, body } = await certificates.pdf(currentUser(req), param(ZCertificateIdParam, req.params).id);
    res.set({ 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${filename}"`, 'Cache-Control': 'private, no-store' });
    res.send(body);
  });
  return router;
}
