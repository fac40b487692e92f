import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { TCertificate } from '@app/shared-types/certificates/model';
import { json, stubFetchEachTest } from '../../test/fetch-routes';
import { renderAt } from '../../test/render-app';
import MyCertificates from './components/MyCertificates';
import VerifyCertificatePage from './pages/VerifyCertificatePage';

const certificate: TCertificate = {
  id: 'cert1',
  code: '7KQ2-M9XD-4TPA',
  sessionId: 's1',
  attendeeName: 'Priya Shah',
  programTitle: 'Section 508 and WCAG 2.1 AA',
  fieldOfStudy: 'Specialized Knowledge',
  level: 'Basic',
  credits: 1.2,
  deliveryMethod: 'Group Internet Based',
  sponsorName: 'Capitol Ledger Advisory',
  sponsorId: null,
  completedAt: '2030-03-05T20:00:00.000Z',
  issuedAt: '2030-03-05T20:00:05.000Z',
};

const fetchStub = stubFetchEachTest();

const verifyAt = (code: string) =>
  renderAt(
    `/certificates/${code}`,
    <Routes>
      <Route path="/certificates/:code" element={<VerifyCertificatePage />} />
    </Routes>,
  );

describe('my certificates', () => {
  it('lists each certificate with its PDF and its public verification page', async () => {
    fetchStub.routes['GET /api/certificates'] = () => json([certificate]);
    renderAt('/profile', <MyCertificates />);
    const section = screen.getByRole('region', { name: 'My certificates' });
    expect(await within(section).findByText('Section 508 and WCAG 2.1 AA')).toBeTruthy();
    expect(section.textContent).toContain('1.2 CPE credits · Specialized Knowledge');
    expect(section.textContent).toContain('code 7KQ2-M9XD-4TPA');
    const pdf = within(section).getByRole('link', { name: 'Download PDF for Section 508 and WCAG 2.1 AA' });
    expect(pdf.getAttribute('href')).toBe('/api/certificates/cert1/pdf');
    expect(pdf.hasAttribute('download')).toBe(true);
    expect(within(section).getByRole('link', { name: 'Verification page for Section 508 and WCAG 2.1 AA' }).getAttribute('href')).toBe('/certificates/7KQ2-M9XD-4TPA');
  });

  it('says plainly when there are none yet, and how one is earned', async () => {
    fetchStub.routes['GET /api/certificates'] = () => json([]);
    renderAt('/profile', <MyCertificates />);
    expect(await screen.findByRole('heading', { name: 'No certificates yet', level: 3 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse live training' }).getAttribute('href')).toBe('/live-training');
  });
});

describe('the public verification page', () => {
  it('says a real code is genuine, with only the name, program, date and credits', async () => {
    fetchStub.routes['GET /api/certificates/verify/7KQ2-M9XD-4TPA'] = () => json({ genuine: true, name: 'Priya Shah', program: 'Section 508 and WCAG 2.1 AA', date: '2030-03-05T20:00:00.000Z', credits: 1.2 });
    verifyAt('7KQ2-M9XD-4TPA');
    expect(screen.getByRole('heading', { name: 'Certificate verification', level: 1 })).toBeTruthy();
    expect(await screen.findByText('This certificate is genuine: it was issued by us.')).toBeTruthy();
    const status = screen.getByRole('status');
    expect(within(status).getByRole('heading', { name: 'Priya Shah' })).toBeTruthy();
    expect(status.textContent).toContain('Program: Section 508 and WCAG 2.1 AA');
    expect(status.textContent).toContain('CPE credits: 1.2');
    expect(status.textContent).toMatch(/Completed: .*2030/);
  });

  it('says a made-up code is not one of ours', async () => {
    verifyAt('ZZZZ-ZZZZ-ZZZZ');
    expect(await screen.findByText(/No certificate has this code/)).toBeTruthy();
    expect(screen.queryByText(/genuine/)).toBeNull();
  });
});
