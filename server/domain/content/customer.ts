import type { CustomerConfig, CustomerQuestion } from '../../../models/content';
import type { Language } from '../../../models/language';
import type { Queryable } from '../../db/database';
import { siteText } from '../account/site-texts';

/**
 * POST /basic/v1/getCustomerConfig: the customer-service chat's welcome (site text
 * `customer-welcome`, operators edit it), its quick questions and the chat page's address.
 */

/** The chat page of this client; the client fills {username} and {tel}. */
export const CUSTOMER_URL = '/pages/chat/customer-service?service_id=1&username={username}&tel={tel}';

export const SERVICE_NAME: Readonly<Record<Language, string>> = {
  'zh-CN': 'Fastdraw 在线客服',
  'en-US': 'Fastdraw Support',
  'vi-VN': 'Hỗ trợ Fastdraw',
  'ja-JP': 'Fastdraw サポート',
};

/**
 * Quick questions: [keyword, question, answer] per language, same ids in every language. The chat
 * answers a quick question (contentType 4) at once with its answer (server/domain/chat/service.ts).
 */
const QUESTIONS: Readonly<Record<Language, readonly (readonly [string, string, string])[]>> = {
  'zh-CN': [
    ['充值', '充值后多久到账？', '在线支付一般 1–5 分钟到账；USDT 在区块确认后自动到账。超过 30 分钟未到账，请把订单号发给客服。'],
    ['提现', '提现需要多长时间？', '提现在审核通过后一般 10–30 分钟到账，高峰时段可能稍慢。提现记录里可以随时查看进度。'],
    ['密码', '忘记登录密码怎么办？', '请把您的账号和绑定的手机号或邮箱发给客服，核实身份后会为您重置登录密码。'],
    ['绑定', '如何更换已绑定的银行卡？', '为了资金安全，已绑定的银行卡只能由客服更换：请发送账号、新卡的开户行、卡号和持卡人姓名。'],
    ['公平', '如何验证开奖是否公平？', '每期开奖号码由服务器随机产生并立即公开，历史开奖可在每个彩种的开奖记录中查询。'],
    ['代理', '怎样成为代理并获得返佣？', '在“代理中心”复制您的邀请码或推广链接，好友注册并投注后，返佣会自动计入您的账户。'],
  ],
  'en-US': [
    ['Deposit', 'How soon is a deposit credited?', 'Online payments usually arrive within 1–5 minutes; USDT is credited once the block is confirmed. If 30 minutes pass, send us the order number.'],
    ['Withdraw', 'How long does a withdrawal take?', 'Once approved, a withdrawal usually arrives within 10–30 minutes, a little later at busy times. The withdrawal records show its progress.'],
    ['Password', 'I forgot my login password. What now?', 'Send us your account name and the phone number or e-mail bound to it; once we have checked it is you, we reset your login password.'],
    ['Bank card', 'How do I change my bound bank card?', 'To keep your money safe, only the service can change a bound card: send your account name, the new card\'s bank, number and holder name.'],
    ['Fairness', 'How can I check that a draw was fair?', 'Every draw is made at random by the server and published at once; each lottery\'s draw history lists every past result.'],
    ['Agent', 'How do I become an agent and earn rebates?', 'Copy your invite code or link in the agent centre; when friends register and bet, the rebates are credited to your account.'],
  ],
  'vi-VN': [
    ['Nạp tiền', 'Nạp tiền bao lâu thì được cộng?', 'Thanh toán trực tuyến thường được cộng trong 1–5 phút; USDT được cộng sau khi khối được xác nhận. Quá 30 phút, hãy gửi mã đơn cho chúng tôi.'],
    ['Rút tiền', 'Rút tiền mất bao lâu?', 'Sau khi được duyệt, tiền rút thường về trong 10–30 phút, giờ cao điểm có thể chậm hơn. Xem tiến độ trong lịch sử rút tiền.'],
    ['Mật khẩu', 'Tôi quên mật khẩu đăng nhập, phải làm sao?', 'Hãy gửi tên tài khoản và số điện thoại hoặc e-mail đã liên kết; sau khi xác minh, chúng tôi sẽ đặt lại mật khẩu đăng nhập.'],
    ['Thẻ ngân hàng', 'Làm sao để đổi thẻ ngân hàng đã liên kết?', 'Để an toàn, chỉ bộ phận hỗ trợ mới đổi được thẻ đã liên kết: hãy gửi tên tài khoản, ngân hàng, số thẻ mới và tên chủ thẻ.'],
    ['Công bằng', 'Làm sao kiểm tra kết quả mở thưởng có công bằng?', 'Mỗi kỳ, máy chủ chọn số ngẫu nhiên và công bố ngay; lịch sử mở thưởng của từng loại xổ số ghi lại mọi kết quả.'],
    ['Đại lý', 'Làm sao để trở thành đại lý và nhận hoa hồng?', 'Sao chép mã mời hoặc liên kết trong trung tâm đại lý; khi bạn bè đăng ký và đặt cược, hoa hồng tự động vào tài khoản của bạn.'],
  ],
  'ja-JP': [
    ['入金', '入金はどのくらいで反映されますか？', 'オンライン決済は通常 1〜5 分で反映されます。USDT はブロック承認後に反映されます。30 分を過ぎたら注文番号をお送りください。'],
    ['出金', '出金にはどのくらいかかりますか？', '承認後、通常 10〜30 分で着金します。混雑時は少し遅れることがあります。進捗は出金履歴で確認できます。'],
    ['パスワード', 'ログインパスワードを忘れました。', 'アカウント名と登録済みの電話番号またはメールアドレスをお送りください。本人確認の後、ログインパスワードを再設定します。'],
    ['口座変更', '登録済みの銀行口座を変更するには？', '安全のため、登録済み口座の変更はサポートのみが行えます。アカウント名、新しい口座の銀行名・口座番号・名義をお送りください。'],
    ['公平性', '抽選が公平かどうか確かめるには？', '抽選番号はサーバーが毎回ランダムに決めてすぐに公開します。各くじの抽選履歴ですべての結果を確認できます。'],
    ['代理', '代理になってリベートを受け取るには？', '代理センターで招待コードまたはリンクをコピーしてください。友達が登録してベットすると、リベートが自動で口座に入ります。'],
  ],
};

export function customerQuestions(lang: Language): CustomerQuestion[] {
  return QUESTIONS[lang].map(([keyword, question], index) => ({ id: index + 1, question, keyword }));
}

/** Quick question `id` (1-based) in `lang`: its text and the automatic answer; null for an unknown id. */
export function quickQuestion(id: number, lang: Language): { question: string; answer: string } | null {
  const entry = Number.isInteger(id) && id >= 1 ? QUESTIONS[lang][id - 1] : undefined;
  return entry ? { question: entry[1], answer: entry[2] } : null;
}

/** The language whose quick question `id` reads exactly `text` (the player clicked that tag), else null. */
export function quickQuestionLanguage(id: number, text: string): Language | null {
  const languages = Object.keys(QUESTIONS) as Language[];
  return languages.find((lang) => quickQuestion(id, lang)?.question === text) ?? null;
}

export async function customerConfig(db: Queryable, lang: Language, clientIp: string): Promise<CustomerConfig> {
  return {
    content: await siteText(db, 'customer-welcome', lang),
    serviceName: SERVICE_NAME[lang],
    questionList: customerQuestions(lang),
    customerUrl: CUSTOMER_URL,
    clientIp,
  };
}
