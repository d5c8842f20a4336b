import type { DomainConfig } from '../../../models/entities';

/** VIP level and page are hidden only when the domain sets vipSwitch to '0' (spec §6). */
export function isVipEnabled(domain: DomainConfig | null): boolean {
  return domain?.vipSwitch !== '0';
}
