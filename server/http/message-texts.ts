import type { Language } from '../../models/language';

/**
 * The server's refusal texts (`msg`) in the other languages, by their zh-CN text: routes and the
 * domain write zh-CN, the product's default, and message-language.ts answers the request's
 * language at the edge. The client shows its own text for every catalogued code
 * (models/errors.ts); `msg` matters for code 1, whose meaning is in it, and for other clients.
 * A text missing here reaches the player in zh-CN (tests/server/message-language.test.ts lists
 * what must be here).
 */

type Others = Record<Exclude<Language, 'zh-CN'>, string>;

const t = (en: string, vi: string, ja: string): Others => ({ 'en-US': en, 'vi-VN': vi, 'ja-JP': ja });

export const MESSAGE_TEXTS: Readonly<Record<string, Others>> = {
  成功: t('Success', 'Thành công', '成功'),
  操作失败: t('The operation failed', 'Thao tác thất bại', '操作に失敗しました'),
  // Session and account
  '登录已失效，请重新登录': t('Your login has expired. Please log in again.', 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại.', 'ログインの有効期限が切れました。もう一度ログインしてください。'),
  '登录凭证无效，请重新登录': t('Your login is no longer valid. Please log in again.', 'Thông tin đăng nhập không còn hợp lệ, vui lòng đăng nhập lại.', 'ログイン情報が無効です。もう一度ログインしてください。'),
  该账号已被注册: t('This account name is already registered.', 'Tài khoản này đã được đăng ký.', 'このアカウント名はすでに登録されています。'),
  账号或密码错误: t('Wrong account or password.', 'Sai tài khoản hoặc mật khẩu.', 'アカウントまたはパスワードが正しくありません。'),
  邀请码不存在: t('This invite code does not exist.', 'Mã mời không tồn tại.', 'この招待コードは存在しません。'),
  '邀请码、账号和密码不能为空': t('Invite code, account and password are required.', 'Mã mời, tài khoản và mật khẩu không được để trống.', '招待コード、アカウント、パスワードを入力してください。'),
  账号已被冻结: t('This account is frozen.', 'Tài khoản đã bị khóa.', 'このアカウントは凍結されています。'),
  '操作过于频繁，请稍后再试': t('Too many attempts. Please try again later.', 'Thao tác quá nhiều lần, vui lòng thử lại sau.', '操作が多すぎます。しばらくしてからお試しください。'),
  '验证码已发送，请稍后再试': t('A code was sent already. Please try again later.', 'Mã xác minh đã được gửi, vui lòng thử lại sau.', '認証コードは送信済みです。しばらくしてからお試しください。'),
  验证码错误: t('Wrong verification code.', 'Mã xác minh không đúng.', '認証コードが正しくありません。'),
  验证码类型错误: t('Unknown kind of verification code.', 'Loại mã xác minh không hợp lệ.', '認証コードの種類が正しくありません。'),
  密码错误: t('Wrong password.', 'Sai mật khẩu.', 'パスワードが正しくありません。'),
  提现密码错误: t('Wrong withdrawal password.', 'Sai mật khẩu rút tiền.', '出金パスワードが正しくありません。'),
  '已绑定邮箱，请先解绑': t('An e-mail address is bound already. Unbind it first.', 'Đã liên kết email, vui lòng hủy liên kết trước.', 'メールアドレスはすでに登録されています。先に登録を解除してください。'),
  该邮箱已被其他账号绑定: t('This e-mail address is bound to another account.', 'Email này đã được liên kết với tài khoản khác.', 'このメールアドレスは別のアカウントに登録されています。'),
  尚未绑定邮箱: t('No e-mail address is bound yet.', 'Chưa liên kết email.', 'メールアドレスがまだ登録されていません。'),
  头像不存在: t('This avatar does not exist.', 'Ảnh đại diện không tồn tại.', 'このアバターは存在しません。'),
  内容过长: t('The text is too long.', 'Nội dung quá dài.', '内容が長すぎます。'),
  '个人信息已完善，如需修改请联系客服': t('Your personal details are complete. To change them, contact customer service.', 'Thông tin cá nhân đã đầy đủ. Muốn thay đổi, vui lòng liên hệ CSKH.', '個人情報は登録済みです。変更はカスタマーサポートにご連絡ください。'),
  // Money
  余额不足: t('Insufficient balance.', 'Số dư không đủ.', '残高が不足しています。'),
  '余额异常，请联系客服': t('Your balance needs checking. Please contact customer service.', 'Số dư bất thường, vui lòng liên hệ CSKH.', '残高に異常があります。カスタマーサポートにご連絡ください。'),
  '发送失败，请重新发送': t('Sending failed. Please send again.', 'Gửi thất bại, vui lòng gửi lại.', '送信に失敗しました。もう一度送信してください。'),
  该提现方式已被其他用户绑定: t('This withdrawal method is bound by another player.', 'Phương thức rút tiền này đã được người khác liên kết.', 'この出金方法は別のプレイヤーが登録しています。'),
  提现信息错误: t('The withdrawal details are not valid.', 'Thông tin rút tiền không hợp lệ.', '出金情報が正しくありません。'),
  该账号暂不能提现: t('This account cannot withdraw at the moment.', 'Tài khoản này tạm thời không thể rút tiền.', 'このアカウントは現在出金できません。'),
  未达到提现流水要求: t('The betting turnover required for a withdrawal is not reached yet.', 'Chưa đạt yêu cầu doanh số cược để rút tiền.', '出金に必要なベット額に達していません。'),
  '只能绑定一种提现方式，如需更换请联系客服': t('Only one withdrawal method can be bound. To change it, contact customer service.', 'Chỉ được liên kết một phương thức rút tiền. Muốn thay đổi, vui lòng liên hệ CSKH.', '登録できる出金方法は 1 つだけです。変更はカスタマーサポートにご連絡ください。'),
  今日提现次数已用完: t('You have used all of today’s withdrawals.', 'Đã hết số lần rút tiền hôm nay.', '本日の出金回数を使い切りました。'),
  '充值通道已关闭，请联系客服': t('Deposits are closed. Please contact customer service.', 'Kênh nạp tiền đã đóng, vui lòng liên hệ CSKH.', '入金は停止中です。カスタマーサポートにご連絡ください。'),
  该方式请联系客服充值: t('For this method, please deposit through customer service.', 'Với phương thức này, vui lòng liên hệ CSKH để nạp tiền.', 'この方法での入金はカスタマーサポートにご連絡ください。'),
  该网络暂不可用: t('This network is not available right now.', 'Mạng này tạm thời không khả dụng.', 'このネットワークは現在利用できません。'),
  订单不存在: t('This order does not exist.', 'Đơn hàng không tồn tại.', 'この注文は存在しません。'),
  订单已过期: t('This order has expired.', 'Đơn hàng đã hết hạn.', 'この注文は期限切れです。'),
  订单状态已变更: t('This order has changed meanwhile.', 'Trạng thái đơn hàng đã thay đổi.', 'この注文の状態は変更されました。'),
  该交易哈希已被提交: t('This transaction hash was submitted already.', 'Mã giao dịch này đã được gửi.', 'このトランザクションハッシュは送信済みです。'),
  // Content
  消息不存在: t('This message does not exist.', 'Tin nhắn không tồn tại.', 'このメッセージは存在しません。'),
  该消息没有奖励: t('This message has no gift.', 'Tin nhắn này không có quà.', 'このメッセージには特典がありません。'),
  // Betting
  低于最低投注额: t('Below the minimum stake.', 'Thấp hơn mức cược tối thiểu.', '最低ベット額を下回っています。'),
  超过房间单笔最高投注额: t('Above the room’s maximum stake per bet.', 'Vượt mức cược tối đa mỗi lần của phòng.', 'ルームの 1 回あたりの最高ベット額を超えています。'),
  超过本期个人累计投注限额: t('Above your stake limit for this round.', 'Vượt hạn mức cược cá nhân của kỳ này.', 'この回のあなたのベット上限を超えています。'),
  超过本期房间总投注限额: t('Above the room’s stake limit for this round.', 'Vượt hạn mức cược của phòng trong kỳ này.', 'この回のルームのベット上限を超えています。'),
  超过玩法最高投注额: t('Above the maximum stake of this play.', 'Vượt mức cược tối đa của cách chơi này.', 'この遊び方の最高ベット額を超えています。'),
  本期尚未开盘: t('This round is not open yet.', 'Kỳ này chưa mở cược.', 'この回はまだ受付開始前です。'),
  投注规则错误: t('The bet does not follow the rules.', 'Cược không đúng luật.', 'ベットがルールに合っていません。'),
  投注注数错误: t('Wrong number of bets.', 'Số lượng cược không đúng.', 'ベット数が正しくありません。'),
  '本期已封盘，投注失败': t('Betting for this round has closed; the bet was not placed.', 'Kỳ này đã đóng cược, đặt cược thất bại.', 'この回の受付は締め切られました。ベットできませんでした。'),
  当前状态无法撤单: t('This bet cannot be cancelled now.', 'Không thể hủy cược ở trạng thái hiện tại.', '現在の状態ではベットを取り消せません。'),
  期号错误: t('Wrong round number.', 'Số kỳ không đúng.', '回号が正しくありません。'),
  该游戏已下架或已被禁用: t('This game is withdrawn or disabled.', 'Trò chơi này đã ngừng hoặc bị vô hiệu hóa.', 'このゲームは提供終了または利用停止中です。'),
  '走势图期数只能是 30、50、100 或 200': t('A trend chart covers 30, 50, 100 or 200 rounds.', 'Biểu đồ xu hướng chỉ gồm 30, 50, 100 hoặc 200 kỳ.', 'トレンドチャートの回数は 30、50、100、200 のいずれかです。'),
  // Not in spec §8
  账号处于冷静期或自我排除期: t('Your account is in a time-out or self-exclusion.', 'Tài khoản đang trong thời gian tạm nghỉ hoặc tự loại trừ.', 'アカウントはタイムアウトまたは自己排除中です。'),
  账号已永久自我排除: t('Your account is self-excluded permanently.', 'Tài khoản đã tự loại trừ vĩnh viễn.', 'アカウントは無期限で自己排除されています。'),
  'Idempotency-Key 已用于另一个请求': t('This Idempotency-Key was used for another request.', 'Idempotency-Key này đã được dùng cho một yêu cầu khác.', 'この Idempotency-Key は別のリクエストで使用済みです。'),
};

/** The periods of the responsible-gaming limits, as the patterns below name them. */
const PERIODS: Readonly<Record<string, Others>> = {
  每日: t('daily', 'ngày', '1 日'),
  每周: t('weekly', 'tuần', '1 週間'),
  每月: t('monthly', 'tháng', '1 か月'),
};

/** Texts with a value in them: their zh-CN pattern and the other languages'. */
const PATTERNS: readonly { zh: RegExp; others: Record<Exclude<Language, 'zh-CN'>, (...values: string[]) => string> }[] = [
  {
    zh: /^请在 (\d+) 秒后重新获取$/,
    others: {
      'en-US': (seconds) => `Please request a new code in ${seconds} s.`,
      'vi-VN': (seconds) => `Vui lòng lấy mã mới sau ${seconds} giây.`,
      'ja-JP': (seconds) => `${seconds} 秒後にもう一度取得してください。`,
    },
  },
  // Responsible gaming (server/domain/gaming/usage.ts)
  {
    zh: /^超出(每日|每周|每月)存款限额：还可存款 (\S+)，(\S+ \S+) 重置$/,
    others: {
      'en-US': (period, left, at) => `Above your ${PERIODS[period]!['en-US']} deposit limit: ${left} left, it resets at ${at}.`,
      'vi-VN': (period, left, at) => `Vượt hạn mức nạp tiền ${PERIODS[period]!['vi-VN']}: còn ${left}, đặt lại lúc ${at}.`,
      'ja-JP': (period, left, at) => `${PERIODS[period]!['ja-JP']}の入金上限を超えています。残り ${left}、${at} にリセットされます。`,
    },
  },
  {
    zh: /^超出(每日|每周|每月)亏损限额：还可投注 (\S+)，(\S+ \S+) 重置$/,
    others: {
      'en-US': (period, left, at) => `Above your ${PERIODS[period]!['en-US']} loss limit: ${left} left to stake, it resets at ${at}.`,
      'vi-VN': (period, left, at) => `Vượt hạn mức thua lỗ ${PERIODS[period]!['vi-VN']}: còn được cược ${left}, đặt lại lúc ${at}.`,
      'ja-JP': (period, left, at) => `${PERIODS[period]!['ja-JP']}の損失上限を超えています。あと ${left} ベットできます。${at} にリセットされます。`,
    },
  },
  {
    zh: /^超出每期投注限额：本期还可投注 (\S+)$/,
    others: {
      'en-US': (left) => `Above your stake limit per round: ${left} left in this round.`,
      'vi-VN': (left) => `Vượt hạn mức cược mỗi kỳ: kỳ này còn được cược ${left}.`,
      'ja-JP': (left) => `1 回あたりのベット上限を超えています。この回は残り ${left} です。`,
    },
  },
  {
    zh: /^账号处于冷静期或自我排除期，(\S+ \S+) 结束$/,
    others: {
      'en-US': (at) => `Your account is in a time-out or self-exclusion until ${at}.`,
      'vi-VN': (at) => `Tài khoản đang tạm nghỉ hoặc tự loại trừ đến ${at}.`,
      'ja-JP': (at) => `アカウントは ${at} までタイムアウトまたは自己排除中です。`,
    },
  },
];

/** `msg` in `lang`: its translation when it is a known zh-CN text, else unchanged. */
export function translateMessage(msg: string, lang: Language): string {
  if (lang === 'zh-CN') return msg;
  const known = MESSAGE_TEXTS[msg];
  if (known) return known[lang];
  for (const pattern of PATTERNS) {
    const match = pattern.zh.exec(msg);
    if (match) return pattern.others[lang](...match.slice(1));
  }
  return msg;
}
