import { expect, test } from '@playwright/test';
import { uniqueUsername } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test.describe('training video library', () => {
  test('filters by category and plays a video with captions and its transcript', async ({ page }) => {
    await page.goto('/client-portal');
    const library = page.getByRole('list', { name: 'Training videos' });
    await expect(page.getByTestId('video-count')).toHaveText(/Showing \d+ of \d+ videos/);
    const all = await library.getByRole('article').count();
    expect(all).toBeGreaterThanOrEqual(4);

    await page.getByRole('button', { name: 'Financial', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Financial', exact: true })).toHaveAttribute('aria-pressed', 'true');
    const financial = library.getByRole('article');
    await expect(financial).not.toHaveCount(all);
    for (const card of await financial.all()) await expect(card).toContainText('Financial');
    // The silent checklist video has no captions, and says so.
    await expect(page.getByText('Captions are not available for this video yet.')).toBeVisible();

    await page.getByRole('button', { name: 'SAM Registration', exact: true }).click();
    const card = library.getByRole('article', { name: 'SAM.gov Registration Step by Step' });
    await card.getByRole('button', { name: /Captions/ }).click();
    const dialog = page.getByRole('dialog', { name: /SAM.gov Registration Step by Step/ });
    const video = dialog.locator('video');
    await expect(video).toHaveAttribute('src', /\/media\/training\/sam-registration-step-by-step\.webm$/);
    await expect(dialog.locator('track[kind="captions"]')).toHaveAttribute('src', /\.vtt$/);
    await expect(dialog.getByRole('switch', { name: 'Show captions' })).toBeChecked();
    // The browser really loads the media and the caption cues.
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.textTracks[0]?.cues?.length ?? 0), { timeout: 10_000 })
      .toBeGreaterThan(2);

    await dialog.getByRole('button', { name: 'Show Transcript' }).click();
    await expect(dialog.getByRole('region', { name: /Transcript of SAM.gov Registration Step by Step/ })).toContainText('gather your legal business name');
    await expectNoAxeViolations(page, 'video dialog with transcript');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(card.getByRole('button', { name: /Captions/ })).toBeFocused();
  });
});

test.describe('secure file upload', () => {
  test('asks visitors to sign in before uploading', async ({ page }) => {
    await page.goto('/client-portal');
    await expect(page.getByText('PDF, DOC, XLS, JPG, PNG up to 10MB')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In to Upload' })).toHaveAttribute('href', /\/api\/login\?returnTo=%2Fclient-portal/);
  });

  test('rejects wrong types and oversized files with clear messages and really uploads a PDF', async ({ page }) => {
    const username = uniqueUsername('portal');
    expect((await page.request.post('/api/register', { data: { username, password: 'portal-password' } })).status()).toBe(201);
    await page.goto('/client-portal');
    const input = page.getByTestId('upload-input');
    await expect(page.getByRole('button', { name: 'Select Files' })).toBeVisible();

    await input.setInputFiles({ name: 'installer.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') });
    await expect(page.getByTestId('upload-rejections')).toContainText('"installer.exe" is not an accepted file type. Please upload a PDF, DOC, XLS, JPG or PNG file.');

    await input.setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]) });
    await expect(page.getByTestId('upload-rejections')).toContainText('"scan.pdf" is larger than 10MB. Each file must be 10MB or smaller.');

    await input.setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not really a pdf') });
    await expect(page.getByText('"fake.pdf" does not look like the file type its name says.', { exact: false }).first()).toBeVisible();

    await input.setInputFiles({ name: 'Engagement letter.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(page.locator('#main-content').getByText('1 file was uploaded securely.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toContainText('1 file was uploaded securely.');
    const mine = page.locator('section[aria-labelledby="my-uploads-heading"]');
    await expect(mine.getByText('Engagement letter.pdf').first()).toBeVisible();
    await expectNoAxeViolations(page, 'client portal after an upload');

    const list = await (await page.request.get('/api/uploads')).json();
    expect(list).toEqual([expect.objectContaining({ originalName: 'Engagement letter.pdf', mimeType: 'application/pdf' })]);
  });
});
