import type { DomainConfig } from '../../../models/entities';

/** Shown until the domain configuration names the product (or when it fails to load). */
export const DEFAULT_APP_NAME = 'Fastdraw';

export function appNameOf(domain: DomainConfig | null): string {
  return domain?.appName?.trim() || DEFAULT_APP_NAME;
}
