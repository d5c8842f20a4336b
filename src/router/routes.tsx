import i18n from 'i18next';
import { Navigate, type RouteObject } from 'react-router-dom';
import { CHAT_NAMESPACE, CONTENT_NAMESPACE, TREND_NAMESPACE } from '../i18n/resources';
import { PageLoading } from '../components/loading/PageLoading';
import { RouteErrorPage } from '../pages/errors/RouteErrorPage';
import type { RouteHandle } from './pageTitle';
import { RedirectKeepQuery } from './RedirectKeepQuery';
import { RootRoute } from './RootRoute';

const titled = (titleKey: string): RouteHandle => ({ titleKey });

/** The on-demand texts of home, /message and /activity, fetched beside the page's chunk. */
const contentTexts = async () => {
  if (i18n.isInitialized) await i18n.loadNamespaces(CONTENT_NAMESPACE).catch(() => undefined);
};

/** The customer-service chat's texts, fetched beside its page. */
const chatTexts = async () => {
  if (i18n.isInitialized) await i18n.loadNamespaces(CHAT_NAMESPACE).catch(() => undefined);
};

/** The trend page's texts, fetched beside its page. */
const trendTexts = async () => {
  if (i18n.isInitialized) await i18n.loadNamespaces(TREND_NAMESPACE).catch(() => undefined);
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
              const [page] = await Promise.all([import('../pages/home/HomePage'), contentTexts()]);
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
            lazy: async () => ({ Component: (await import('../pages/lottery-bet/LotteryBetPage')).LotteryBetPage }),
          },
          {
            path: '/trend',
            handle: titled('title.trend'),
            lazy: async () => {
              const [page] = await Promise.all([import('../pages/trend/TrendPage'), trendTexts()]);
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
              const [page] = await Promise.all([import('../pages/message/MessagePage'), contentTexts()]);
              return { Component: page.MessagePage };
            },
          },
          {
            path: '/activity',
            handle: titled('title.activity'),
            lazy: async () => {
              const [page] = await Promise.all([import('../pages/activity/ActivityPage'), contentTexts()]);
              return { Component: page.ActivityPage };
            },
          },
          {
            path: '/pages/chat/customer-service',
            handle: titled('title.customerService'),
            lazy: async () => {
              const [page] = await Promise.all([import('../pages/chat/CustomerServicePage'), chatTexts()]);
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
