/**
 * Customer-service chat over the realtime gateway (spec §3 "Chat message", §7 "Realtime"): the
 * routes the client requests, their bodies and answers, and the pushes. Shared by the browser
 * client, the gateway and the desk. Wire format: models/realtime/protocol.ts (Pomelo hybrid).
 */

/** Request routes of the chat gateway (all REQUEST messages; every answer carries `code`, 0 = ok). */
export const ChatRoute = {
  entry: 'chat.chatHandler.entry',
  visitorInit: 'chat.chatHandler.visitorInit',
  pull: 'chat.chatHandler.pull',
  send: 'chat.chatHandler.send',
} as const;
export type ChatRouteName = (typeof ChatRoute)[keyof typeof ChatRoute];

/** Push routes (server → client). */
export const ChatPush = {
  /** A new message in the visitor's conversation (a service reply, an automatic answer, or the visitor's own from another tab). */
  onVisitor: 'onVisitor',
  /** A message was revoked: `{ msgId, status: 1 }` hides it. */
  onRevokeMsg: 'onRevokeMsg',
} as const;

/** Every route the gateway's handshake dictionary names, in code order (code = index + 1). */
export const CHAT_DICTIONARY: readonly string[] = [...Object.values(ChatRoute), ...Object.values(ChatPush)];

export const ChatContentType = { text: 1, image: 2, video: 3, question: 4 } as const;
export type ChatContentTypeValue = (typeof ChatContentType)[keyof typeof ChatContentType];

export const ChatSendType = { own: 1, service: 2 } as const;
export type ChatSendTypeValue = (typeof ChatSendType)[keyof typeof ChatSendType];

/** Send state of a message on the client: 0 sent, 1 failed, 2 sending. Once 0 it is never overwritten. */
export const ChatSendState = { sent: 0, failed: 1, sending: 2 } as const;
export type ChatSendStateValue = (typeof ChatSendState)[keyof typeof ChatSendState];

/** A message as the server stores and sends it. Image and video `content` is a file code for getFile. */
export interface ChatMessage {
  /** Server id (string of digits). */
  _id: string;
  /** Client-made id of the send that created it (dedupes a resend); server-made for replies. */
  msgId: string;
  content: string;
  /** Milliseconds since the epoch. */
  sendTime: number;
  customerId: number;
  contentType: ChatContentTypeValue;
  /** From the visitor's point of view: 1 own, 2 service. */
  sendType: ChatSendTypeValue;
  sendState: ChatSendStateValue;
  /** 1 hidden (revoked); 0 shown. */
  status: 0 | 1;
}

/** Handshake `user` data the client may send: the session token when logged in. */
export interface ChatHandshakeUser {
  token?: string;
  /** The page's language (zh-CN, en-US, vi-VN, ja-JP): the service name and automatic answers use it. */
  lang?: string;
}

/** Handshake answer `user`: whether the token was accepted (false: the socket chats as a visitor). */
export interface ChatHandshakeAnswerUser {
  login: boolean;
}

/** entry: who is chatting. `username` is the account name only when a token is held, else ''. */
export interface ChatEntryRequest {
  customerId: number;
  username: string;
  /** '' on a first visit; the id this browser was given before otherwise. */
  visitorId: string;
  clientIp: string;
  platformId: number;
  domain: string;
}
export interface ChatEntryAnswer {
  code: number;
  /** The conversation's id: an unguessable visitor id, or the player's when logged in. */
  visitorId: string;
  /** The service's display name. */
  serviceName?: string;
  msg?: string;
}

export interface ChatVisitorInitRequest {
  customerId: number;
}
export interface ChatVisitorInitAnswer {
  code: number;
  msg?: string;
}

export interface ChatPullRequest {
  customerId: number;
  /** 1 = newest page. */
  page: number;
  pageSize: number;
}
export interface ChatPullAnswer {
  code: number;
  /** Oldest first within the page. */
  msgRecord: ChatMessage[];
  /** True when there is no older page. */
  noMore: boolean;
  msg?: string;
}

export interface ChatSendRequest {
  customerId: number;
  contentType: ChatContentTypeValue;
  /** Text, or the file code of an uploaded image or video, or the question text for a quick question. */
  content: string;
  /** The quick question's id for contentType 4, else 0. */
  questionId: number;
  /** The client's id of this send; a resend repeats it and gets the same message back. */
  msgId: string;
}
export interface ChatSendAnswer {
  code: number;
  /** The stored message (sendState 0). */
  data?: ChatMessage;
  msg?: string;
}

export interface ChatRevokePush {
  msgId: string;
  _id: string;
  status: 1;
}

/** Answer codes of the chat routes besides 0 (ok) and 1 (failed). */
export const ChatCode = {
  ok: 0,
  failed: 1,
  /** Entry first. */
  noEntry: 401,
  /** Too many messages: slow down. */
  rateLimited: 4006,
  /** Bad body (blank text, unknown content type, unknown file code). */
  badRequest: 3007,
} as const;

/** Client-side limits (spec §9 "Chat"). */
export const CHAT_PAGE_SIZE = 15;
export const CHAT_TOP_LOAD_PX = 50;
export const CHAT_SEND_TIMEOUT_MS = 5000;
export const CHAT_LIST_HEIGHT_PX = 421;
/** Longest text message, in characters. */
export const CHAT_TEXT_MAX = 1000;

/** Uploads: only these extensions (spec §9); mp4 is sent as video, the others as images. */
export const CHAT_UPLOAD_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  mp4: 'video/mp4',
} as const;
export type ChatUploadExtension = keyof typeof CHAT_UPLOAD_TYPES;
export const CHAT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const CHAT_VIDEO_MAX_BYTES = 20 * 1024 * 1024;

/** The extension of a file name if it is one chat accepts, else null. */
export function chatUploadExtension(fileName: string): ChatUploadExtension | null {
  const ext = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  return Object.hasOwn(CHAT_UPLOAD_TYPES, ext) && fileName.includes('.') ? (ext as ChatUploadExtension) : null;
}

/** Content type of a message carrying an upload of this extension. */
export const uploadContentType = (ext: ChatUploadExtension): ChatContentTypeValue =>
  ext === 'mp4' ? ChatContentType.video : ChatContentType.image;

/** HTTP paths under the chat base (runtime config `chatBase`, default CHAT_BASE). */
export const CHAT_BASE = '/chat';
export const ChatHttpPath = {
  /** POST, the file as the raw body, `Content-Type` its type, `?name=` its file name; answers the envelope `{ code }` with data `{ code: fileCode, contentType }`. */
  upload: '/upload',
  /** GET `?code=` → the file. */
  getFile: '/getFile',
} as const;

/** Header naming the uploader when it is a visitor: the visitorId entry answered (players send `token`). */
export const CHAT_VISITOR_HEADER = 'visitor-id';

/** `data` of a successful upload: the file code to send as `content`, and the message type it makes. */
export interface ChatUploadAnswer {
  code: string;
  contentType: ChatContentTypeValue;
  /** The type sniffed from the bytes: image/png, image/jpeg, image/gif or video/mp4. */
  mimeType: string;
}

/** Reasons of a kick (package type 5): after any of them the client must not reconnect by itself. */
export const ChatKickReason = {
  /** The same conversation opened too many sockets; this (the oldest) one was taken over. */
  replaced: 'replaced',
  /** The service desk banned the conversation. */
  banned: 'banned',
  /** The server is stopping. */
  shutdown: 'shutdown',
  /** The socket sent more packages or bytes than its budget allows (docs/api.md "Flood budget"). */
  flood: 'flood',
  /** An operator froze the player's account. */
  frozen: 'frozen',
} as const;

/** WebSocket paths under the socket base (runtime config `wsBase`, default WS_BASE). */
export const WS_BASE = '/ws';
export const WsPath = { chat: '/chat', room: '/room' } as const;
