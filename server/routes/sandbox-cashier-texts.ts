import type { FastifyRequest } from 'fastify';
import { matchLanguage, SUPPORTED_LANGUAGES, type Language } from '../../models/language';
import { requestPageLanguage } from '../http/first-paint';

/**
 * The sandbox cashier's texts in the four languages. The cashier is a page the browser opens (no
 * `locale` header): it speaks the `lang` of its address when given (the page's language links),
 * else the browser's language (Accept-Language), else zh-CN.
 */

export interface CashierTexts {
  title: string;
  orderId: string;
  method: string;
  amount: string;
  status: string;
  /** By deposit status: 0 awaiting, 1 paid, 2 failed, 3 processing, 4 expired. */
  statuses: Readonly<Record<number, string>>;
  pay: string;
  fail: string;
  closeNote: string;
  back: string;
  sandboxNote: string;
  notFoundTitle: string;
  notFound: string;
  language: string;
}

/** Each language's name in itself, for the page's language links. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { 'zh-CN': '中文', 'en-US': 'English', 'vi-VN': 'Tiếng Việt', 'ja-JP': '日本語' };

export const CASHIER_TEXTS: Readonly<Record<Language, CashierTexts>> = {
  'zh-CN': {
    title: 'Fastdraw 沙箱收银台',
    orderId: '订单号',
    method: '支付方式',
    amount: '金额',
    status: '状态',
    statuses: { 0: '待支付', 1: '支付成功，已到账', 2: '支付失败', 3: '处理中', 4: '订单已过期，不能再支付' },
    pay: '确认支付',
    fail: '模拟失败',
    closeNote: '您可以关闭此页面，返回 Fastdraw 查看余额与资金记录。',
    back: '返回 Fastdraw',
    sandboxNote: '这是沙箱支付环境，不会产生真实扣款。',
    notFoundTitle: '订单不存在',
    notFound: '订单不存在或链接已失效。',
    language: '语言',
  },
  'en-US': {
    title: 'Fastdraw sandbox cashier',
    orderId: 'Order number',
    method: 'Payment method',
    amount: 'Amount',
    status: 'Status',
    statuses: { 0: 'Awaiting payment', 1: 'Paid and credited', 2: 'Payment failed', 3: 'Processing', 4: 'This order has expired and can no longer be paid' },
    pay: 'Pay',
    fail: 'Simulate a failure',
    closeNote: 'You can close this page and go back to Fastdraw to see your balance and fund records.',
    back: 'Back to Fastdraw',
    sandboxNote: 'This is a sandbox: no real money moves.',
    notFoundTitle: 'Order not found',
    notFound: 'The order does not exist or the link is no longer valid.',
    language: 'Language',
  },
  'vi-VN': {
    title: 'Cổng thanh toán thử nghiệm Fastdraw',
    orderId: 'Mã đơn hàng',
    method: 'Phương thức thanh toán',
    amount: 'Số tiền',
    status: 'Trạng thái',
    statuses: { 0: 'Chờ thanh toán', 1: 'Đã thanh toán và cộng tiền', 2: 'Thanh toán thất bại', 3: 'Đang xử lý', 4: 'Đơn hàng đã hết hạn, không thể thanh toán nữa' },
    pay: 'Xác nhận thanh toán',
    fail: 'Giả lập thất bại',
    closeNote: 'Bạn có thể đóng trang này và quay lại Fastdraw để xem số dư và lịch sử giao dịch.',
    back: 'Quay lại Fastdraw',
    sandboxNote: 'Đây là môi trường thử nghiệm: không có tiền thật nào được chuyển.',
    notFoundTitle: 'Không tìm thấy đơn hàng',
    notFound: 'Đơn hàng không tồn tại hoặc liên kết đã hết hiệu lực.',
    language: 'Ngôn ngữ',
  },
  'ja-JP': {
    title: 'Fastdraw サンドボックス決済',
    orderId: '注文番号',
    method: '支払い方法',
    amount: '金額',
    status: '状態',
    statuses: { 0: 'お支払い待ち', 1: '支払い完了・入金済み', 2: '支払い失敗', 3: '処理中', 4: 'この注文は期限切れのため、お支払いできません' },
    pay: '支払う',
    fail: '失敗をシミュレート',
    closeNote: 'このページを閉じて、Fastdraw で残高と入出金履歴をご確認ください。',
    back: 'Fastdraw に戻る',
    sandboxNote: 'これはサンドボックスです。実際のお金は動きません。',
    notFoundTitle: '注文が見つかりません',
    notFound: '注文が存在しないか、リンクが無効です。',
    language: '言語',
  },
};

/** The cashier's language for a request: `?lang=`, else the browser's, else zh-CN. */
export function cashierLanguage(request: FastifyRequest): Language {
  const asked = (request.query as { lang?: unknown } | undefined)?.lang;
  return (typeof asked === 'string' && matchLanguage(asked)) || requestPageLanguage(request);
}

/** Links to the page in each other language (the order's address with its token and `lang`). */
export function languageLinks(address: string, current: Language): string {
  const links = SUPPORTED_LANGUAGES.filter((lang) => lang !== current).map((lang) => `<a href="${address}&amp;lang=${lang}" hreflang="${lang}" lang="${lang}">${LANGUAGE_NAMES[lang]}</a>`);
  return `<nav class="langs" aria-label="${CASHIER_TEXTS[current].language}">${links.join(' · ')}</nav>`;
}
