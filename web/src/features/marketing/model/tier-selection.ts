import type { TComparisonService, TServiceId, TServiceTier, TTierId } from '../../../content/types';
import { TIER_IDS } from '../../../content/types';
import { SERVICE_CONTACT_INTEREST, SERVICE_TIERS, formatTierPrice, serviceById } from '../../../content/services';
import { contactHref } from '../../../lib/contact-prefill';

/** 'Service Packages': the one package the visitor has picked, or none. */
export type TPackageSelection = { serviceId: TServiceId; tierId: TTierId } | null;

/** 'Compare Services': at most one tier per service. */
export type TCompareSelections = Partial<Record<TServiceId, TTierId>>;

export function isTierId(value: unknown): value is TTierId {
  return typeof value === 'string' && (TIER_IDS as readonly string[]).includes(value);
}

export function isServiceId(value: unknown): value is TServiceId {
  return typeof value === 'string' && value in SERVICE_TIERS;
}

/** Selecting a package replaces any earlier one; selecting the selected one keeps it. */
export function selectPackage(_current: TPackageSelection, serviceId: TServiceId, tierId: TTierId): TPackageSelection {
  return { serviceId, tierId };
}

export function isPackageSelected(current: TPackageSelection, serviceId: TServiceId, tierId: TTierId): boolean {
  return current?.serviceId === serviceId && current.tierId === tierId;
}

export type TResolvedPackage = { serviceId: TServiceId; serviceTitle: string; tier: TServiceTier; priceText: string };

export function resolvePackage(selection: TPackageSelection): TResolvedPackage | null {
  if (!selection) return null;
  const tier = SERVICE_TIERS[selection.serviceId].find((t) => t.id === selection.tierId);
  if (!tier) return null;
  return { serviceId: selection.serviceId, serviceTitle: serviceById(selection.serviceId).title, tier, priceText: formatTierPrice(tier) };
}

/** 'Contact Us About This Package': the contact page with service, package and a message. */
export function packageContactHref(selection: TPackageSelection): string {
  const resolved = resolvePackage(selection);
  if (!resolved) return contactHref();
  return contactHref({
    service: SERVICE_CONTACT_INTEREST[resolved.serviceId],
    packageName: resolved.tier.name,
    message: `I'm interested in the ${resolved.tier.name} package (${resolved.priceText}) for ${resolved.serviceTitle}. Please contact me to get started.`,
  });
}

/** One tier per service: picking a tier replaces that service's earlier pick. */
export function selectCompareTier(current: TCompareSelections, serviceId: TServiceId, tierId: TTierId): TCompareSelections {
  return { ...current, [serviceId]: tierId };
}

export function clearCompareTier(current: TCompareSelections, serviceId: TServiceId): TCompareSelections {
  const next = { ...current };
  delete next[serviceId];
  return next;
}

export type TCompareSummaryLine = { serviceId: TServiceId; serviceName: string; tierName: string; price: string };

const PRICE_KEY: Record<TTierId, 'basicPrice' | 'standardPrice' | 'premiumPrice'> = {
  basic: 'basicPrice',
  standard: 'standardPrice',
  premium: 'premiumPrice',
};

/** The summary under the comparison tables, in the tables' order. */
export function compareSummary(services: readonly TComparisonService[], selections: TCompareSelections): TCompareSummaryLine[] {
  return services.flatMap((service) => {
    const tierId = selections[service.id];
    if (!tierId) return [];
    return [{ serviceId: service.id, serviceName: service.name, tierName: service.tierNames[tierId], price: service[PRICE_KEY[tierId]] }];
  });
}

/** 'Get Quote for Selected Services': the contact page with the selection in the message. */
export function quoteContactHref(lines: readonly TCompareSummaryLine[]): string {
  if (lines.length === 0) return contactHref();
  const list = lines.map((l) => `- ${l.serviceName}: ${l.tierName} (${l.price})`).join('\n');
  const only = lines.length === 1 ? lines[0] : undefined;
  return contactHref({
    ...(only ? { service: SERVICE_CONTACT_INTEREST[only.serviceId], packageName: only.tierName } : {}),
    message: `I'd like a quote for the following services:\n${list}`,
  });
}

/** Stored selections from an older version of the page are checked before use. */
export function sanitisePackageSelection(value: unknown): TPackageSelection {
  if (!value || typeof value !== 'object') return null;
  const { serviceId, tierId } = value as Record<string, unknown>;
  return isServiceId(serviceId) && isTierId(tierId) ? { serviceId, tierId } : null;
}

export function sanitiseCompareSelections(value: unknown): TCompareSelections {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(([serviceId, tierId]) => isServiceId(serviceId) && isTierId(tierId)),
  ) as TCompareSelections;
}
