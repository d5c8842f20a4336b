import type { CustomerConfig, CustomerQuestion } from '../../models/content';

/** The shapes the customer-service chat shares with its calls (`AppCalls`) and its views. */

export interface CustomerChatSetup {
  /** The first customer configuration (spec §3 "Customer info"). */
  config: CustomerConfig;
  platformId: number;
  /** The site's host name, sent with entry. */
  domain: string;
}

export interface ChatUploadInput {
  file: Blob;
  name: string;
  visitorId: string;
  token: string | null;
}
export interface ChatUploadAnswer {
  /** The file code getFile serves it under. */
  code: string;
}

export interface ChatCustomer {
  serviceName: string;
  /** Welcome text (operator HTML; the view sanitizes it). */
  welcome: string;
  questions: CustomerQuestion[];
  customerId: number;
  clientIp: string;
  platformId: number;
  domain: string;
}

export type ChatAlert = 'loadFailed' | 'connectionLost';

export interface CustomerChatInput {
  /** The visitor id this browser was given before, '' on a first visit. */
  visitorId: string;
}
