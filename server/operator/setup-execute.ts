import dayjs from 'dayjs';
import { formatAmount } from '../../models/money';
import type { Queryable } from '../db/database';
import { reserveInviteCode } from '../domain/invite-codes';
import { OperatorError } from '../domain/operator';
import { SUPPORTED_LANGUAGES } from '../../models/language';
import { bankCatalogue, insertBank, setBankName } from '../domain/banking/banks';
import { catalogue, insertPayMethod, setPayMethodEnabled, setPayMethodText } from '../domain/payments/catalogue';
import type { OperatorResult } from './result';
import { checkNewHouseCode, type SetupAction } from './setup-actions';

/** Runs a setup command (setup-actions.ts) in the caller's transaction. */
export async function executeSetup(db: Queryable, action: SetupAction): Promise<OperatorResult> {
  switch (action.command) {
    case 'create-invite-code': {
      let code = action.code;
      // The generator's alphabet has no 0 or 1: it never makes FAST01.
      if (code === null) code = await reserveInviteCode(db);
      else {
        checkNewHouseCode(code);
        const [row] = await db.query('INSERT INTO invite_codes (code) VALUES ($1) ON CONFLICT (code) DO NOTHING RETURNING code', [code]);
        if (!row) throw new OperatorError(`The invite code ${code} exists already`, 409);
      }
      return { message: `Invite code ${code} created: players register with it (or with the link /register?invite=${code})`, data: { code } };
    }
    case 'remove-invite-code': {
      const [row] = await db.query<{ owner_id: number | null }>('SELECT owner_id FROM invite_codes WHERE code = $1', [action.code]);
      if (!row) throw new OperatorError(`No invite code ${action.code}`, 404);
      if (row.owner_id !== null) throw new OperatorError(`${action.code} is a player's own invite code, not a house code; it stays`, 409);
      await db.query('DELETE FROM invite_codes WHERE code = $1', [action.code]);
      return { message: `Invite code ${action.code} removed: new registrations with it are refused`, data: { code: action.code } };
    }
    case 'list-invite-codes': {
      const rows = await db.query<{ code: string; created_at: Date }>('SELECT code, created_at FROM invite_codes WHERE owner_id IS NULL ORDER BY created_at, code');
      const codes = rows.map((row) => ({ code: row.code, createdAt: dayjs(row.created_at).format('YYYY-MM-DD HH:mm:ss') }));
      const lines = codes.length === 0 ? ['No house invite codes: create one with create-invite-code.'] : codes.map((item) => `  ${item.code}  ${item.createdAt}`);
      return { message: lines.join('\n'), data: { codes } };
    }
    case 'add-payment-method': {
      const [last] = await db.query<{ sort: number | null }>('SELECT max(sort) AS sort FROM pay_methods');
      const id = await insertPayMethod(db, { ...action.method, sort: action.sort ?? (last?.sort ?? 0) + 10 });
      return { message: `Payment method ${id} added: ${action.method.name} (${action.method.provider})`, data: { id } };
    }
    case 'list-payment-methods': {
      const methods = await catalogue(db);
      const lines =
        methods.length === 0
          ? ['No payment methods: add one with add-payment-method.']
          : methods.map(
              (m) =>
                `  #${String(m.id).padEnd(4)} ${m.enabled ? 'enabled ' : 'disabled'}  ${m.provider.padEnd(8)}  ${m.name}` +
                (m.maxCents > 0 ? `  ${formatAmount(m.minCents)}–${formatAmount(m.maxCents)}` : '') +
                (m.bonusBp > 0 ? `  bonus ${m.bonusBp / 100} %` : ''),
            );
      return { message: lines.join('\n'), data: { methods } };
    }
    case 'set-payment-method-text': {
      if (!(await setPayMethodText(db, action.id, action.lang, { name: action.name, tips: action.tips }))) throw new OperatorError(`No payment method ${action.id}`, 404);
      const tips = action.tips === null ? '' : action.tips === '' ? ' (no tips)' : ' with its tips';
      return { message: `Payment method ${action.id} is named "${action.name}" in ${action.lang}${tips}`, data: { id: action.id, lang: action.lang, name: action.name, ...(action.tips === null ? {} : { tips: action.tips }) } };
    }
    case 'list-banks': {
      const banks = await bankCatalogue(db);
      const lines = banks.map(
        (bank) =>
          `  ${bank.code.padEnd(10)} ${bank.enabled ? '' : '(disabled) '}${bank.name}  [${bank.variants.join(',')}]` +
          `  named in: ${SUPPORTED_LANGUAGES.filter((lang) => bank.names[lang]).join(', ') || 'its default name only'}`,
      );
      return { message: lines.length === 0 ? 'No banks: add one with add-bank.' : lines.join('\n'), data: { banks } };
    }
    case 'add-bank': {
      const id = await insertBank(db, action);
      if (id === null) throw new OperatorError(`A bank with the code ${action.code} exists already (set-bank-name names it per language)`, 409);
      return { message: `Bank ${action.code} added: ${action.name}, listed on ${action.variants.join(', ')} sites; name it per language with set-bank-name`, data: { id, code: action.code } };
    }
    case 'set-bank-name': {
      if (!(await setBankName(db, action.code, action.lang, action.name))) throw new OperatorError(`No bank ${action.code} (list-banks shows the codes)`, 404);
      return { message: `Bank ${action.code} is named "${action.name}" in ${action.lang}`, data: { code: action.code, lang: action.lang, name: action.name } };
    }
    case 'disable-payment-method':
    case 'enable-payment-method': {
      const enabled = action.command === 'enable-payment-method';
      if (!(await setPayMethodEnabled(db, action.id, enabled))) throw new OperatorError(`No payment method ${action.id}`, 404);
      return { message: `Payment method ${action.id} ${enabled ? 'enabled' : 'disabled'}`, data: { id: action.id, enabled } };
    }
  }
}
