import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { usePageTitle } from '../../lib/ui/usePageTitle';
import { MAIN_CONTENT_ID } from '../layout/main-content';
import { RouteChangeEffects } from './RouteChangeEffects';

function Page({ title, sections = [] }: { title: string; sections?: string[] }) {
  usePageTitle(title);
  return (
    <>
      <h1>{title}</h1>
      {sections.map((id) => (
        <section key={id} id={id} aria-label={id}>
          {id}
        </section>
      ))}
    </>
  );
}

function renderShell(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <nav>
        <Link to="/services">Services</Link>
        <Link to="/services#tax">Tax</Link>
        <Link to="/contact">Contact</Link>
      </nav>
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Routes>
          <Route path="/services" element={<Page title="Services" sections={['bookkeeping', 'tax']} />} />
          <Route path="/contact" element={<Page title="Contact" />} />
        </Routes>
      </main>
      <RouteChangeEffects />
    </MemoryRouter>,
  );
}

describe('route changes', () => {
  it('moves focus to the new page heading and announces its title', async () => {
    const user = userEvent.setup();
    renderShell('/services');
    await user.click(screen.getByRole('link', { name: 'Contact' }));

    const heading = screen.getByRole('heading', { level: 1, name: 'Contact' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByText('Navigated to Contact | Capitol Ledger Advisory')).toBeTruthy();
  });

  it('leaves focus alone on the first load', () => {
    renderShell('/contact');
    expect(document.activeElement).toBe(document.body);
  });

  it('focuses the #target of a link such as /services#tax', async () => {
    const user = userEvent.setup();
    renderShell('/contact');
    await user.click(screen.getByRole('link', { name: 'Tax' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('region', { name: 'tax' })));
  });

  it('honours a #target on the first load too (pages render after the router)', async () => {
    renderShell('/services#bookkeeping');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('region', { name: 'bookkeeping' })));
  });
});
