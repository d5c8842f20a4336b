import type { ChatUploadAnswer, ChatUploadInput, CustomerChatSetup } from '../../machines/chat/customer-chat.machine';
import { CHAT_BASE, CHAT_UPLOAD_TYPES, CHAT_VISITOR_HEADER, chatUploadExtension, ChatHttpPath } from '../../models/realtime/chat';
import type { ApiClient } from '../api/client';
import * as contentApi from '../api/endpoints/content';
import { newIdempotencyKey } from '../api/idempotency';
import type { RuntimeConfig } from '../config/env';

/**
 * The real calls of the customer-service chat, loaded with the chat (src/realtime/chat-calls.ts
 * stands in for them until then): the customer configuration on the transport, uploads to
 * {chatBase}/upload, and the Pomelo socket at {wsBase}/chat. Files are fetched back by the view
 * from {chatBase}/getFile?code=.
 */

/** The chat's HTTP base: the runtime config's, else the same-origin default. */
export const chatBaseOf = (config: Pick<RuntimeConfig, 'chatBase'>): string => config.chatBase ?? CHAT_BASE;

/** Where an uploaded image or video is served. */
export const chatFileUrl = (chatBase: string, code: string): string => `${chatBase}${ChatHttpPath.getFile}?code=${encodeURIComponent(code)}`;

/** Sends one file as the raw body; a player is known by its token, a visitor by its issued id. */
export async function uploadChatFile(chatBase: string, input: ChatUploadInput, fetchFn: typeof fetch = fetch): Promise<ChatUploadAnswer> {
  const ext = chatUploadExtension(input.name);
  const headers: Record<string, string> = {
    'Content-Type': ext ? CHAT_UPLOAD_TYPES[ext] : 'application/octet-stream',
    'Idempotency-Key': newIdempotencyKey(),
  };
  if (input.token) headers.token = input.token;
  else headers[CHAT_VISITOR_HEADER] = input.visitorId;
  const response = await fetchFn(`${chatBase}${ChatHttpPath.upload}?name=${encodeURIComponent(input.name)}`, { method: 'POST', headers, body: input.file });
  const envelope = (await response.json().catch(() => null)) as { code?: unknown; data?: { code?: unknown } } | null;
  const code = envelope?.data?.code;
  if (!response.ok || envelope?.code !== 0 || typeof code !== 'string' || code === '') throw new Error(`chat upload refused (${response.status}, code ${String(envelope?.code)})`);
  return { code };
}

/** The first customer configuration, with the platform and the site's host (entry sends them). */
export async function fetchCustomerSetup(api: ApiClient, config: RuntimeConfig, hostname: string, signal?: AbortSignal): Promise<CustomerChatSetup> {
  const [first] = await contentApi.customerConfig(api, config.platformId, undefined, signal ? { signal } : {});
  if (!first) throw new Error('no customer-service configuration');
  return { config: first, platformId: config.platformId, domain: hostname };
}

export { runPomeloSocket, socketUrl } from './pomelo-socket';
