import { describe, expect, it } from 'vitest';
import { COMPARISON_SERVICES, SERVICE_TIERS, formatTierPrice } from '../../../content/services';
import { readContactPrefill } from '../../../lib/contact-prefill';
import {
  clearCompareTier,
  compareSummary,
  isPackageSelected,
  packageContactHref,
  quoteContactHref,
  resolvePackage,
  sanitiseCompareSelections,
  sanitisePackageSelection,
  selectCompareTier,
  selectPackage,
} from './tier-selection';

const query = (href: string) => href.slice(href.indexOf('?'));

describe('service packages tier picker', () => {
  it('keeps one selected package; choosing another replaces it', () => {
    const first = selectPackage(null, 'bookkeeping', 'standard');
    expect(isPackageSelected(first, 'bookkeeping', 'standard')).toBe(true);
    const second = selectPackage(first, 'tax', 'basic');
    expect(isPackageSelected(second, 'bookkeeping', 'standard')).toBe(false);
    expect(isPackageSelected(second, 'tax', 'basic')).toBe(true);
  });

  it('names the package and its price in the confirmation', () => {
    expect(resolvePackage({ serviceId: 'bookkeeping', tierId: 'standard' })).toMatchObject({
      serviceTitle: 'Bookkeeping & Accounting',
      tier: { name: 'Professional' },
      priceText: '$850/month',
    });
    expect(resolvePackage(null)).toBeNull();
  });

  it("'Contact Us About This Package' opens the contact page with the service and package filled in", () => {
    const href = packageContactHref({ serviceId: 'bookkeeping', tierId: 'standard' });
    expect(href.startsWith('/contact?')).toBe(true);
    const prefill = readContactPrefill(query(href));
    expect(prefill.service).toBe('bookkeeping');
    expect(prefill.packageName).toBe('Professional');
    expect(prefill.message).toContain('Professional package ($850/month) for Bookkeeping & Accounting');
    expect(readContactPrefill(query(packageContactHref({ serviceId: 'tax', tierId: 'premium' }))).service).toBe('tax-preparation');
  });
});

describe('compare services', () => {
  it('keeps at most one tier per service', () => {
    let s = selectCompareTier({}, 'bookkeeping', 'basic');
    s = selectCompareTier(s, 'cfo', 'premium');
    s = selectCompareTier(s, 'bookkeeping', 'premium');
    expect(s).toEqual({ bookkeeping: 'premium', cfo: 'premium' });
    expect(clearCompareTier(s, 'cfo')).toEqual({ bookkeeping: 'premium' });
  });

  it('summarises the selections in table order with names and prices', () => {
    const lines = compareSummary(COMPARISON_SERVICES, { cfo: 'standard', bookkeeping: 'basic' });
    expect(lines).toEqual([
      { serviceId: 'bookkeeping', serviceName: 'Bookkeeping & Accounting', tierName: 'Essential', price: '$500/month' },
      { serviceId: 'cfo', serviceName: 'CFO & Financial Strategy', tierName: 'Executive', price: '$4,500/month' },
    ]);
  });

  it("'Get Quote for Selected Services' puts every selection into the contact message", () => {
    const lines = compareSummary(COMPARISON_SERVICES, { bookkeeping: 'standard', hr: 'premium', cfo: 'premium' });
    const prefill = readContactPrefill(query(quoteContactHref(lines)));
    expect(prefill.message).toBe(
      "I'd like a quote for the following services:\n" +
        '- Bookkeeping & Accounting: Professional ($850/month)\n' +
        '- Payroll & HR Services: Federal Ready (Custom pricing per employee)\n' +
        '- CFO & Financial Strategy: Government CFO ($7,500/month)',
    );
    // Several services: no single service interest is implied.
    expect(prefill.service).toBeUndefined();
    expect(readContactPrefill(query(quoteContactHref(lines.slice(2)))).service).toBe('cfo');
  });

  it('ignores stored selections that name unknown services or tiers', () => {
    expect(sanitisePackageSelection({ serviceId: 'bookkeeping', tierId: 'gold' })).toBeNull();
    expect(sanitisePackageSelection({ serviceId: 'hr', tierId: 'basic' })).toEqual({ serviceId: 'hr', tierId: 'basic' });
    expect(sanitiseCompareSelections({ cfo: 'premium', nope: 'basic', hr: 7 })).toEqual({ cfo: 'premium' });
  });
});

describe('static pricing (spec section 9)', () => {
  const prices = (id: keyof typeof SERVICE_TIERS) => SERVICE_TIERS[id].map((t) => `${t.name} ${formatTierPrice(t)}`);

  it('lists every package with the exact price', () => {
    expect(prices('bookkeeping')).toEqual(['Essential $500/month', 'Professional $850/month', 'Enterprise $1,500/month']);
    expect(prices('cfo')).toEqual(['Advisory $2,500/month', 'Executive $4,500/month', 'Government CFO $7,500/month']);
    expect(prices('auditing')).toEqual(['Review $5,000 per project', 'Comprehensive $12,000 per project', 'Government Ready $25,000 per project']);
    expect(prices('business-development')).toEqual(['Planning $1,500/month', 'Growth $3,500/month', 'Federal Market $6,500/month']);
    expect(prices('tax')).toEqual(['Individual $200 per return', 'Business $750 per return', 'Government Contractor $1,500 per return']);
    expect(prices('hr')).toEqual([
      'Starter Custom pricing per employee',
      'Growth Custom pricing per employee',
      'Federal Ready Custom pricing per employee',
    ]);
  });

  it('marks the spec popular and government-ready tiers', () => {
    expect(SERVICE_TIERS.bookkeeping.map((t) => [t.popular, t.governmentReady])).toEqual([
      [false, false],
      [true, false],
      [false, true],
    ]);
    expect(SERVICE_TIERS.hr.find((t) => t.popular)?.name).toBe('Growth');
    expect(SERVICE_TIERS.cfo.find((t) => t.popular)?.name).toBe('Executive');
    expect(SERVICE_TIERS.auditing.find((t) => t.popular)?.name).toBe('Comprehensive');
  });
});
