import { useDomainConfig } from '../../app/hooks';
import { appNameOf } from './appName';

export function useAppName(): string {
  return appNameOf(useDomainConfig());
}
