import { describe, expect, it } from 'vitest';
import { SPEC_NAV_LINKS } from '../../test/fixtures';
import { groupNavLinks, isAppPath, isNavLinkCurrent, navLinksFor, navViewerOf, NAV_LINKS, splitNavRow } from './nav-links';

const labels = (links: { label: string }[]) => links.map((l) => l.label);

const VISITOR = ['Home', 'Services', 'Government Contracting', 'Community', 'Training', 'Live Training', 'Consultation', 'Pricing', 'Premium', 'Client Portal', 'Contact'];
const ACCOUNT = ['Home', 'Services', 'Government Contracting', 'Community', 'Training', 'Live Training', 'Consultation', 'Pricing', 'Premium', 'Compliance', 'Client Portal', 'Settings', 'Contact'];

describe('navigation by role', () => {
  it("keeps the spec's 15 links, labels and paths, in its order", () => {
    expect(NAV_LINKS.map((l) => [l.label, l.to])).toEqual(SPEC_NAV_LINKS);
  });

  it('shows operators all 15, in order, and then their contact inbox and payment reconciliation', () => {
    const links = navLinksFor('operator');
    expect(links.slice(0, 15).map((l) => [l.label, l.to])).toEqual(SPEC_NAV_LINKS);
    expect(links.slice(15).map((l) => [l.label, l.to])).toEqual([
      ['Contact Inbox', '/contact/inbox'],
      ['Reconciliation', '/billing/reconciliation'],
    ]);
  });

  it('shows members and instructors what they may use: no operator tools (403), in the same order', () => {
    expect(labels(navLinksFor('member'))).toEqual(ACCOUNT);
    expect(labels(navLinksFor('instructor'))).toEqual(ACCOUNT);
  });

  it('shows visitors neither operator tools nor pages that are only a sign-in wall for them', () => {
    expect(labels(navLinksFor(null))).toEqual(VISITOR);
  });

  it("draws a member's links while the session loads, then the viewer's own", () => {
    expect(navViewerOf(null, true)).toBe('member');
    expect(navViewerOf(null, false)).toBeNull();
    expect(navViewerOf({ role: 'operator' }, false)).toBe('operator');
    expect(navViewerOf({ role: 'instructor' }, false)).toBe('instructor');
  });

  it('groups links under headings without reordering them, leaving out empty groups', () => {
    for (const viewer of [null, 'member', 'operator'] as const) {
      const links = navLinksFor(viewer);
      const groups = groupNavLinks(links);
      expect(groups.flatMap((g) => g.links)).toEqual(links);
    }
    expect(groupNavLinks(navLinksFor(null)).map((g) => [g.heading, labels(g.links)])).toEqual([
      ['Explore', ['Home', 'Services', 'Government Contracting']],
      ['Learn and connect', ['Community', 'Training', 'Live Training', 'Consultation']],
      ['Membership', ['Pricing', 'Premium']],
      ['Workspace', ['Client Portal']],
      ['Support', ['Contact']],
    ]);
    expect(groupNavLinks(navLinksFor('operator')).find((g) => g.heading === 'Workspace')?.links.map((l) => l.label)).toEqual([
      'Analytics',
      'Compliance',
      'SMS Campaigns',
      'Client Portal',
      'Settings',
    ]);
  });

  it("keeps visitors' and members' links in one row; an operator's last ones go behind More, order kept", () => {
    expect(splitNavRow(navLinksFor(null)).more).toEqual([]);
    expect(splitNavRow(navLinksFor('member')).more).toEqual([]);
    const { inline, more } = splitNavRow(navLinksFor('operator'));
    expect(more.length).toBeGreaterThan(0);
    expect([...inline, ...more]).toEqual(navLinksFor('operator'));
    expect(labels(more)).toContain('Contact Inbox');
  });

  it('tells app pages from marketing pages', () => {
    for (const path of ['/community', '/training', '/live-training', '/consultation', '/consultations', '/compliance-monitoring', '/monitoring', '/sms-campaigns', '/settings', '/contact/inbox', '/profile', '/notifications']) {
      expect(isAppPath(path), path).toBe(true);
    }
    for (const path of ['/', '/services', '/government-contracting', '/pricing', '/premium', '/contact', '/client-portal', '/privacy', '/terms', '/accessibility', '/sign-in', '/trainingx']) {
      expect(isAppPath(path), path).toBe(false);
    }
  });

  it('marks Consultation current on both of its paths, and Contact only on /contact itself', () => {
    expect(isNavLinkCurrent('/consultation', '/consultations')).toBe(true);
    expect(isNavLinkCurrent('/contact', '/contact')).toBe(true);
    expect(isNavLinkCurrent('/contact', '/contact/inbox')).toBe(false);
    expect(isNavLinkCurrent('/contact/inbox', '/contact/inbox')).toBe(true);
    expect(isNavLinkCurrent('/', '/services')).toBe(false);
  });
});
