import { ContentPath } from '../../../models/api-paths';
import type { Activity, Banner, CustomerConfig, MessageCoinAnswer, MessageList, MessageListQuery, ReadMessageAnswer, Winner } from '../../../models/content';
import type { ApiClient, RequestOptions } from '../client';
import { badResponseError } from '../errors';

/**
 * Typed calls of the content of home, /message and /activity (spec §7; models/content.ts). Texts
 * come in the request's locale, which the transport sends with every call. Reading a message is
 * the same action however often it is repeated, so it needs no idempotency key; claiming a
 * message's gift takes the player's action key.
 */

/** The player's personal messages (protected), newest first, with the unread count. */
export async function messageList(api: ApiClient, query: MessageListQuery = {}, opts: RequestOptions = {}): Promise<MessageList> {
  const answer = await api.get<MessageList>(ContentPath.messageList, { ...query }, opts);
  if (!answer || !Array.isArray(answer.list) || typeof answer.readCount !== 'number') {
    throw badResponseError('not a message list', ContentPath.messageList);
  }
  return answer;
}

/** A list answer that is not a list is unreadable (the screen shows its failure, never a crash). */
async function listOf<T>(path: string, answer: Promise<T[]>): Promise<T[]> {
  const list = await answer;
  if (!Array.isArray(list)) throw badResponseError('not a list', path);
  return list;
}

/** Marks one of the player's messages read; answers the unread count after it. */
export function readMessage(api: ApiClient, id: number, opts: RequestOptions = {}): Promise<ReadMessageAnswer> {
  return api.get<ReadMessageAnswer>(ContentPath.readMessage(id), undefined, opts);
}

/** Claims the gift attached to one of the player's messages (once; a repeat credits nothing). */
export function messageCoin(api: ApiClient, id: number, key: string, opts: RequestOptions = {}): Promise<MessageCoinAnswer> {
  return api.post<MessageCoinAnswer>(ContentPath.messageCoin(id), {}, { ...opts, idempotencyKey: key });
}

export function activityList(api: ApiClient, platformId: number, opts: RequestOptions = {}): Promise<Activity[]> {
  return listOf(ContentPath.activeList, api.post<Activity[]>(ContentPath.activeList, { platformId }, opts));
}

export function banners(api: ApiClient, platformId: number, opts: RequestOptions = {}): Promise<Banner[]> {
  return listOf(ContentPath.carousel, api.post<Banner[]>(ContentPath.carousel, { platformId }, opts));
}

export function winners(api: ApiClient, opts: RequestOptions = {}): Promise<Winner[]> {
  return listOf(ContentPath.winnerList, api.get<Winner[]>(ContentPath.winnerList, undefined, opts));
}

/** The customer-service configurations; the client keeps the first (spec §3 "Customer info"). */
export function customerConfig(api: ApiClient, platformId: number, userId: number | undefined, opts: RequestOptions = {}): Promise<CustomerConfig[]> {
  return api.post<CustomerConfig[]>(ContentPath.customerConfig, { platformId, ...(userId ? { userId } : {}) }, opts);
}
