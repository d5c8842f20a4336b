import type { FastifyInstance } from 'fastify';
import dayjs from 'dayjs';
import type { DevMailbox } from '../domain/email/dev-mailbox';
import { escapeHtml, page, sendPage } from '../http/html';
import { Fields, TextField } from '../http/request-schemas';

const MAILBOX_QUERY = Fields({ format: TextField("'json' answers JSON instead of the page") });

/** Where the demo's mailbox is shown. */
export const DEV_MAILBOX_PATH = '/dev/mailbox';

/**
 * GET /dev/mailbox (demo mode only): the latest e-mails per address, newest first, so a tester can
 * read a code without a mail server. `?format=json` answers the same as JSON.
 */
export function registerDevMailbox(app: FastifyInstance, mailbox: DevMailbox): void {
  app.get<{ Querystring: { format?: string } }>(DEV_MAILBOX_PATH, { schema: { querystring: MAILBOX_QUERY } }, async (request, reply) => {
    const boxes = mailbox.list();
    if (request.query.format === 'json') return reply.header('cache-control', 'no-store').send({ boxes });
    const rows = boxes.flatMap(({ address, messages }) =>
      messages.map(
        (message, i) => `<tr><td>${i === 0 ? escapeHtml(address) : ''}</td><td>${escapeHtml(dayjs(message.at).format('YYYY-MM-DD HH:mm:ss'))}</td>
           <td>${escapeHtml(message.subject)}<br><small>${escapeHtml(message.text).replaceAll('\r\n', '<br>')}</small></td></tr>`,
      ),
    );
    const body = `<h1>Dev mailbox <small>(demo mode)</small></h1>
      <p class="note">E-mails this server sent without a mail server, newest first. Not available outside demo mode.</p>
      ${rows.length === 0 ? '<p>No e-mail yet.</p>' : `<table><thead><tr><th>To</th><th>Sent</th><th>Message</th></tr></thead><tbody>${rows.join('')}</tbody></table>`}`;
    return sendPage(reply, page('Dev mailbox', body));
  });
}
