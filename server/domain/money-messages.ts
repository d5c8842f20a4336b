import type { Language } from '../../models/language';
import { formatAmount } from '../../models/money';
import type { Queryable } from '../db/database';
import { postMessage, type MessageField } from './content/messages';
import type { Translations } from './content/languages';
import { escapeHtml } from '../http/html';

/**
 * The personal messages a player gets when money moves without them watching (issue 17 §5): a
 * deposit credited, a withdrawal approved or rejected (with the operator's reason). Written in the
 * transaction that moves the money, in every language, so the inbox shows the reader's own.
 */

type Texts = Record<Language, Record<MessageField, string>>;

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;

function translations(texts: Texts): Translations<MessageField> {
  const out: Translations<MessageField> = {};
  for (const [lang, value] of Object.entries(texts) as [Language, Record<MessageField, string>][]) out[lang] = { title: value.title, content: paragraph(value.content) };
  return out;
}

export function depositCreditedTexts(deposit: { orderId: string; money: number; bonus: number }): Translations<MessageField> {
  const amount = formatAmount(deposit.money);
  const bonus = deposit.bonus > 0 ? formatAmount(deposit.bonus) : null;
  return translations({
    'zh-CN': { title: '充值已到账', content: `您的充值订单 ${deposit.orderId} 已到账：${amount}${bonus ? `，另赠送 ${bonus}` : ''}。` },
    'en-US': { title: 'Deposit credited', content: `Your deposit ${deposit.orderId} has been credited: ${amount}${bonus ? `, plus a bonus of ${bonus}` : ''}.` },
    'vi-VN': { title: 'Nạp tiền đã vào tài khoản', content: `Lệnh nạp ${deposit.orderId} đã được cộng vào tài khoản: ${amount}${bonus ? `, kèm thưởng ${bonus}` : ''}.` },
    'ja-JP': { title: '入金が反映されました', content: `入金注文 ${deposit.orderId} が口座に反映されました：${amount}${bonus ? `（ボーナス ${bonus} も付与されました）` : ''}。` },
  });
}

export function withdrawalApprovedTexts(withdrawal: { id: number; amountCents: number }): Translations<MessageField> {
  const amount = formatAmount(withdrawal.amountCents);
  return translations({
    'zh-CN': { title: '提现已通过', content: `您的提现申请（编号 ${withdrawal.id}，金额 ${amount}）已审核通过，款项将汇入您绑定的账户。` },
    'en-US': { title: 'Withdrawal approved', content: `Your withdrawal no. ${withdrawal.id} of ${amount} has been approved and is on its way to your bound account.` },
    'vi-VN': { title: 'Rút tiền đã được duyệt', content: `Yêu cầu rút tiền số ${withdrawal.id} (${amount}) đã được duyệt và đang được chuyển về tài khoản đã liên kết.` },
    'ja-JP': { title: '出金が承認されました', content: `出金申請（番号 ${withdrawal.id}、金額 ${amount}）が承認されました。登録済みの口座へ送金されます。` },
  });
}

export function withdrawalRejectedTexts(withdrawal: { id: number; amountCents: number; reason: string }): Translations<MessageField> {
  const amount = formatAmount(withdrawal.amountCents);
  const reason = withdrawal.reason;
  return translations({
    'zh-CN': { title: '提现未通过', content: `您的提现申请（编号 ${withdrawal.id}，金额 ${amount}）未通过审核，金额已退回余额。原因：${reason}` },
    'en-US': { title: 'Withdrawal rejected', content: `Your withdrawal no. ${withdrawal.id} of ${amount} was rejected and the amount is back in your balance. Reason: ${reason}` },
    'vi-VN': { title: 'Rút tiền bị từ chối', content: `Yêu cầu rút tiền số ${withdrawal.id} (${amount}) đã bị từ chối, số tiền đã được hoàn lại vào số dư. Lý do: ${reason}` },
    'ja-JP': { title: '出金が却下されました', content: `出金申請（番号 ${withdrawal.id}、金額 ${amount}）は却下され、金額は残高に戻されました。理由：${reason}` },
  });
}

/** Sends one of the texts above to the player, in the caller's transaction. */
export async function notifyPlayer(tx: Queryable, userId: number, texts: Translations<MessageField>): Promise<void> {
  await postMessage(tx, { recipientId: userId, coinCents: 0, texts });
}
