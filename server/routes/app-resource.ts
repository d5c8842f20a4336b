import type { FastifyInstance } from 'fastify';
import { ApiPath } from '../../models/api-paths';
import type { DomainConfig } from '../../models/entities';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../../models/language';
import { ok } from '../http/envelope';
import type { ServerOptions } from '../options';
import type { RouteContext } from './context';

/** /app/resource: the deployment's configuration, readable without login. */
export function registerAppResourceRoutes(app: FastifyInstance, ctx: RouteContext): void {
  // The body (domain, type, platformId, packageId) would pick a tenant; this server has one.
  app.post(ApiPath.domainInfo, async () => ok(ctx.domainConfig));
  app.get(ApiPath.lineList, async () => ok(ctx.apiLines));
}

export function buildDomainConfig(options: Pick<ServerOptions, 'vipSwitch' | 'multiLanguage'>): DomainConfig {
  return {
    packageId: 1,
    platformId: 1,
    defaultLang: DEFAULT_LANGUAGE,
    vipSwitch: options.vipSwitch ?? '1',
    // Served by the client build (public/), so they work on any host the client is served from.
    pcLoginLogo: '/logo.svg',
    pcHomeLogo: '/logo.svg',
    appName: 'Fastdraw',
    languageList: [...SUPPORTED_LANGUAGES],
    multiLanguage: options.multiLanguage ?? true,
    ossUrl: '',
  };
}
