import i18n from 'i18next';
import { Navigate, type RouteObject } from 'react-router-dom';
import type { OnDemandNamespace } from '../i18n/resources';
import { PageLoading } from '../components/loading/PageLoading';
import { RouteErrorPage } from '../pages/errors/RouteErrorPage';
import type { RouteHandle } from './pageTitle';
import { RedirectKeepQuery } from './RedirectKeepQuery';
import { RootRoute } from './RootRoute';

const titled = (titleKey: string): RouteHandle => ({ titleKey });

/**
 * A route's on-demand texts (resources.ts ON_DEMAND_NAMESPACES), fetched beside the page's chunk
 * so the page does not suspend on them after it arrives.
 */
const textsOf = async (namespace: OnDemandNamespace) => {
  if (i18n.isInitialized) await i18n.loadNamespaces(namespace).catch(() => undefined);
};

/** Every route of spec §2; every page is its own chunk, so the first load carries only the shell. */
export const routes: RouteObject[] = [
  {
    element: <RootRoute />,
    HydrateFallback: PageLoading,
    // Static, not lazy: it must work when loading a page's chunk is what failed.
    ErrorBoundary: RouteErrorPage,
    children: [
      { path: '/', element: <Navigate to="/home" replace /> },
      { path: '/auth/login', element: <RedirectKeepQuery to="/pages/auth/login" /> },
      { path: '/auth/register', element: <RedirectKeepQuery to="/pages/auth/register" /> },
      {
        path: '/pages/auth/login',
        handle: titled('title.login'),
        lazy: async () => ({ Component: (await import('../pages/auth/LoginPage')).LoginPage }),
      },
      {
        path: '/pages/auth/register',
        handle: titled('title.register'),
        lazy: async () => ({ Component: (await import('../pages/auth/RegisterPage')).RegisterPage }),
      },
      {
        path: '/404',
        handle: titled('title.notFound'),
        lazy: async () => ({ Component: (await import('../pages/errors/NotFoundPage')).NotFoundPage }),
      },
      {
        path: '/401',
        handle: titled('title.unauthorized'),
        lazy: async () => ({ Component: (await import('../pages/errors/UnauthorizedPage')).UnauthorizedPage }),
      },
      {
        lazy: async () => ({ Component: (await import('../layout/AppLayout')).AppLayout }),
        children: [
          {
            path: '/home',
            handle: titled('title.home'),
            // Its texts come with it, not after it (no second round trip before home shows).
            lazy: async () => {
              const [page] = await Promise.all([import('../pages/home/HomePage'), textsOf('content')]);
              return { Component: page.HomePage };
            },
          },
          {
            path: '/lottery-hall',
            handle: titled('title.lotteryHall'),
            lazy: async () => ({ Component: (await import('../pages/lottery-hall/LotteryHallPage')).LotteryHallPage }),
          },
          {
            path: '/lottery-bet',
            handle: titled('title.lotteryBet'),
            lazy: async () => {
              const [page] = await Promise.all([import('../pages/lottery-bet/LotteryBetPage'), textsOf('play')]);
              return { Component: page.LotteryBetPage };
            },
          },
          {
            path: '/trend',
            handle: titled('title.trend'),
            lazy: async () => {
              const [page] = await Promise.all([import('../pages/trend/TrendPage'), textsOf('trend')]);
              return { Component: page.TrendPage };
            },
          },
          {
            path: '/my/index',
            handle: titled('title.account'),
            lazy: async () => ({ Component: (await import('../pages/my/AccountPage')).AccountPage }),
          },
          {
            path: '/message',
            handle: titled('title.message'),
            lazy: async () => {
              const [page] = await Promise.all([import('../pages/message/MessagePage'), textsOf('content')]);
              return { Component: page.MessagePage };
            },
          },
          {
            path: '/activity',
            handle: titled('title.activity'),
            lazy: async () => {
              const [page] = await Promise.all([import('../pages/activity/ActivityPage'), textsOf('content')]);
              return { Component: page.ActivityPage };
            },
          },
          {
            path: '/pages/chat/customer-service',
            handle: titled('title.customerService'),
            lazy: async () => {
              const [page] = await Promise.all([import('../pages/chat/CustomerServicePage'), textsOf('chat')]);
              return { Component: page.CustomerServicePage };
            },
          },
        ],
      },
      {
        path: '*',
        handle: titled('title.notFound'),
        lazy: async () => ({ Component: (await import('../pages/errors/NotFoundPage')).NotFoundPage }),
      },
    ],
  },
];
