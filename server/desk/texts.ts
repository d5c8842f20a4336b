import { isSupportedLanguage, resolveLanguage, type Language } from '../../models/language';
import { preferred } from '../http/quality-list';

/**
 * The operator desk's texts in the four interface languages. The desk is server-rendered and
 * server/ may not import locales/, so they live here; the Record type makes a missing language or
 * key a compile error. `{n}` is replaced by desk.js.
 */

const ZH_CN = {
  title: '客服工作台',
  disabled: '客服工作台未启用',
  howToEnable: '设置环境变量 FASTDRAW_DESK_PASSWORD（客服密码）后重启服务器即可启用，例如：',
  password: '客服密码',
  login: '登录',
  logout: '退出',
  wrongPassword: '密码错误',
  tooMany: '尝试次数过多，请稍后再试',
  conversations: '会话',
  noConversations: '暂无会话',
  pick: '请从左侧选择一个会话',
  replyPlaceholder: '输入回复…',
  send: '发送',
  image: '图片或视频',
  revoke: '撤回',
  revoked: '已撤回',
  player: '玩家',
  visitor: '访客',
  service: '客服',
  picture: '[图片]',
  video: '[视频]',
  failed: '操作失败',
  ban: '封禁',
  unban: '解除封禁',
  banned: '已封禁',
  offline: '实时连接已断开，正在重连…',
  unread: '{n} 条未读',
  language: '语言',
};

export type DeskTexts = Readonly<Record<keyof typeof ZH_CN, string>>;

export const DESK_TEXTS: Readonly<Record<Language, DeskTexts>> = {
  'zh-CN': ZH_CN,
  'en-US': {
    title: 'Service desk',
    disabled: 'The service desk is not enabled',
    howToEnable: "Set the environment variable FASTDRAW_DESK_PASSWORD (the operators' password) and restart the server, for example:",
    password: 'Desk password',
    login: 'Log in',
    logout: 'Log out',
    wrongPassword: 'Wrong password',
    tooMany: 'Too many attempts, try again later',
    conversations: 'Conversations',
    noConversations: 'No conversations yet',
    pick: 'Pick a conversation on the left',
    replyPlaceholder: 'Type a reply…',
    send: 'Send',
    image: 'Picture or video',
    revoke: 'Revoke',
    revoked: 'Revoked',
    player: 'Player',
    visitor: 'Visitor',
    service: 'Service',
    picture: '[picture]',
    video: '[video]',
    failed: 'That did not work',
    ban: 'Ban',
    unban: 'Lift ban',
    banned: 'Banned',
    offline: 'Live connection lost, reconnecting…',
    unread: '{n} unread',
    language: 'Language',
  },
  'vi-VN': {
    title: 'Bàn hỗ trợ khách hàng',
    disabled: 'Bàn hỗ trợ khách hàng chưa được bật',
    howToEnable: 'Đặt biến môi trường FASTDRAW_DESK_PASSWORD (mật khẩu của nhân viên hỗ trợ) rồi khởi động lại máy chủ, ví dụ:',
    password: 'Mật khẩu bàn hỗ trợ',
    login: 'Đăng nhập',
    logout: 'Đăng xuất',
    wrongPassword: 'Sai mật khẩu',
    tooMany: 'Thử quá nhiều lần, vui lòng thử lại sau',
    conversations: 'Cuộc trò chuyện',
    noConversations: 'Chưa có cuộc trò chuyện nào',
    pick: 'Chọn một cuộc trò chuyện ở bên trái',
    replyPlaceholder: 'Nhập câu trả lời…',
    send: 'Gửi',
    image: 'Hình ảnh hoặc video',
    revoke: 'Thu hồi',
    revoked: 'Đã thu hồi',
    player: 'Người chơi',
    visitor: 'Khách',
    service: 'Hỗ trợ',
    picture: '[hình ảnh]',
    video: '[video]',
    failed: 'Thao tác không thành công',
    ban: 'Chặn',
    unban: 'Bỏ chặn',
    banned: 'Đã chặn',
    offline: 'Mất kết nối trực tiếp, đang kết nối lại…',
    unread: '{n} tin chưa đọc',
    language: 'Ngôn ngữ',
  },
  'ja-JP': {
    title: 'サポートデスク',
    disabled: 'サポートデスクは有効になっていません',
    howToEnable: '環境変数 FASTDRAW_DESK_PASSWORD（オペレーター用パスワード）を設定してサーバーを再起動すると有効になります。例：',
    password: 'デスクのパスワード',
    login: 'ログイン',
    logout: 'ログアウト',
    wrongPassword: 'パスワードが違います',
    tooMany: '試行回数が多すぎます。しばらくしてからもう一度お試しください',
    conversations: '会話',
    noConversations: 'まだ会話はありません',
    pick: '左の一覧から会話を選んでください',
    replyPlaceholder: '返信を入力…',
    send: '送信',
    image: '画像または動画',
    revoke: '取り消す',
    revoked: '取り消し済み',
    player: 'プレイヤー',
    visitor: 'ゲスト',
    service: 'サポート',
    picture: '[画像]',
    video: '[動画]',
    failed: '操作に失敗しました',
    ban: 'ブロック',
    unban: 'ブロック解除',
    banned: 'ブロック中',
    offline: 'リアルタイム接続が切れました。再接続しています…',
    unread: '未読 {n} 件',
    language: '言語',
  },
};

/** Each language's name in itself, for the language switch. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  'zh-CN': '简体中文',
  'en-US': 'English',
  'vi-VN': 'Tiếng Việt',
  'ja-JP': '日本語',
};

/** The cookie that keeps the operator's choice (the switch on the login page and the desk). */
export const DESK_LANGUAGE_COOKIE = 'fastdraw_desk_lang';

/** The operator's choice when made, else the browser's Accept-Language, else zh-CN. */
export function deskLanguageOf(cookieHeader: string | undefined, acceptLanguage: string | string[] | undefined): Language {
  const chosen = (cookieHeader ?? '')
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === DESK_LANGUAGE_COOKIE)?.[1];
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage;
  return resolveLanguage(chosen !== undefined && isSupportedLanguage(chosen) ? chosen : null, preferred(header));
}
