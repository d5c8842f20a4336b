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

const SERVICE_NAME: Readonly<Record<Language, string>> = {
  'zh-CN': 'Fastdraw 在线客服',
  'en-US': 'Fastdraw Support',
  'vi-VN': 'Hỗ trợ Fastdraw',
  'ja-JP': 'Fastdraw サポート',
};

/** Quick questions: [keyword, question] per language, same ids in every language. */
const QUESTIONS: Readonly<Record<Language, readonly (readonly [string, string])[]>> = {
  'zh-CN': [
    ['充值', '充值后多久到账？'],
    ['提现', '提现需要多长时间？'],
    ['密码', '忘记登录密码怎么办？'],
    ['绑定', '如何更换已绑定的银行卡？'],
    ['公平', '如何验证开奖是否公平？'],
    ['代理', '怎样成为代理并获得返佣？'],
  ],
  'en-US': [
    ['Deposit', 'How soon is a deposit credited?'],
    ['Withdraw', 'How long does a withdrawal take?'],
    ['Password', 'I forgot my login password. What now?'],
    ['Bank card', 'How do I change my bound bank card?'],
    ['Fairness', 'How can I check that a draw was fair?'],
    ['Agent', 'How do I become an agent and earn rebates?'],
  ],
  'vi-VN': [
    ['Nạp tiền', 'Nạp tiền bao lâu thì được cộng?'],
    ['Rút tiền', 'Rút tiền mất bao lâu?'],
    ['Mật khẩu', 'Tôi quên mật khẩu đăng nhập, phải làm sao?'],
    ['Thẻ ngân hàng', 'Làm sao để đổi thẻ ngân hàng đã liên kết?'],
    ['Công bằng', 'Làm sao kiểm tra kết quả mở thưởng có công bằng?'],
    ['Đại lý', 'Làm sao để trở thành đại lý và nhận hoa hồng?'],
  ],
  'ja-JP': [
    ['入金', '入金はどのくらいで反映されますか？'],
    ['出金', '出金にはどのくらいかかりますか？'],
    ['パスワード', 'ログインパスワードを忘れました。'],
    ['口座変更', '登録済みの銀行口座を変更するには？'],
    ['公平性', '抽選が公平かどうか確かめるには？'],
    ['代理', '代理になってリベートを受け取るには？'],
  ],
};

export function customerQuestions(lang: Language): CustomerQuestion[] {
  return QUESTIONS[lang].map(([keyword, question], index) => ({ id: index + 1, question, keyword }));
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
