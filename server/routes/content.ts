import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ContentPath } from '../../models/api-paths';
import { ErrorCode } from '../../models/errors';
import { customerConfig } from '../domain/content/customer';
import { requestLanguage } from '../domain/content/languages';
import { claimMessageCoin, listMessages, readMessage } from '../domain/content/messages';
import { listActivities, listBanners } from '../domain/content/promotions';
import { listWinners } from '../domain/content/winners';
import { fail, ok } from '../http/envelope';
import { positiveInt } from '../http/fields';
import { Fields, PAGE_FIELDS, type WithQuery } from '../http/request-schemas';
import type { RouteContext } from './context';
import { protectedCall, protectedMutation } from './protected';

/** Default and largest page of the message list. */
const MESSAGE_PAGE = 50;
const MAX_MESSAGE_PAGE = 100;
const MESSAGE_LIST_QUERY = Fields(PAGE_FIELDS);
/** Pages past this are empty anyway; the bound keeps OFFSET a small integer. */
const MAX_PAGE_INDEX = 100_000;

const MESSAGE_NOT_FOUND = '消息不存在';
const NO_GIFT = '该消息没有奖励';

/** The `{id}` of a message path: a positive integer, else 0 (no message has it). */
function messageIdOf(request: FastifyRequest): number {
  const raw = (request.params as { id?: unknown }).id;
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw)) return 0;
  return Number(raw);
}

/** The route of a path with an id: `/user/v1/readMessage/:id`. */
const withIdParam = (build: (id: number) => string): string => build(0).replace(/\/0$/, '/:id');

/**
 * Content of home, /message and /activity (docs/api.md "Content"): personal messages with their
 * read state and gifts, activities, banners, the winners feed and the customer-service
 * configuration, all in the request's `locale`.
 */
export function registerContentRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const { db } = ctx;

  app.withTypeProvider<TypeBoxTypeProvider>().get(
    ContentPath.messageList,
    { schema: { querystring: MESSAGE_LIST_QUERY } },
    protectedCall(ctx, async (caller, request: WithQuery<typeof MESSAGE_LIST_QUERY>) => {
      const index = Math.min(positiveInt(request.query.pageIndex, 1), MAX_PAGE_INDEX);
      const size = Math.min(positiveInt(request.query.pageSize, MESSAGE_PAGE), MAX_MESSAGE_PAGE);
      return ok(await listMessages(db, caller.userId, requestLanguage(request), { index, size }));
    }),
  );

  // GET as spec §7 shows; POST too, for clients that send state changes as POST. Both are safe to repeat.
  const read = protectedMutation(ctx, async (tx, caller, request) => {
    const answer = await readMessage(tx, caller.userId, messageIdOf(request));
    return answer ? ok(answer) : fail(ErrorCode.failed, MESSAGE_NOT_FOUND);
  });
  app.get(withIdParam(ContentPath.readMessage), read);
  app.post(withIdParam(ContentPath.readMessage), read);

  const claim = protectedMutation(ctx, async (tx, caller, request) => {
    const result = await claimMessageCoin(tx, caller.userId, messageIdOf(request));
    switch (result.kind) {
      case 'claimed':
        return ok(result.answer);
      case 'not-found':
        return fail(ErrorCode.failed, MESSAGE_NOT_FOUND);
      case 'no-gift':
        return fail(ErrorCode.failed, NO_GIFT);
      case 'refused':
        return fail(ErrorCode.abnormalBalance);
    }
  });
  app.get(withIdParam(ContentPath.messageCoin), claim);
  app.post(withIdParam(ContentPath.messageCoin), claim);

  app.post(ContentPath.activeList, async (request) => ok(await listActivities(db, requestLanguage(request))));
  app.post(ContentPath.carousel, async (request) => ok(await listBanners(db, requestLanguage(request))));
  app.get(ContentPath.winnerList, async (request) => ok(await listWinners(db, requestLanguage(request))));
  // The client keeps the first item (spec §3 "Customer info"); platformId and userId change nothing here.
  app.post(ContentPath.customerConfig, async (request) => ok([await customerConfig(db, requestLanguage(request), request.ip)]));
}
