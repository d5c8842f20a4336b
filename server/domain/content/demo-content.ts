import type { Language } from '../../../models/language';
import type { Database, Queryable } from '../../db/database';
import { findLoginRecord } from '../accounts';
import type { SiteTextName } from '../account/site-texts';
import { decodeTexts, encodeTexts, type Translations } from './languages';
import type { BannerDesign, BannerWords } from './media';
import type { MessageField } from './messages';
import type { ActivityField } from './promotions';

/**
 * The published demo content (docs/api.md "Demo data"), in zh-CN, en-US, vi-VN and ja-JP: the
 * notices of migration 002 get their translations and two more notices come, activities with rich
 * details, home banners (pictures in server/domain/content/media.ts), personal messages to the demo
 * players, the site texts in every language and the customer-service welcome. Written once per
 * database (table seeded_content), after the demo players exist; an operator's later changes stay.
 * Every fact in it is what the server does (limits, bonuses, rebates, VIP thresholds, fair draws).
 */

type ByLanguage<T> = Readonly<Record<Language, T>>;

// ---------------------------------------------------------------------------------------------
// Notices

/** Translations of migration 002's notices, found by their zh-CN title. */
const NOTICE_TRANSLATIONS: Readonly<Record<string, Omit<ByLanguage<{ title: string; content: string }>, 'zh-CN'>>> = {
  '欢迎来到 Fastdraw': {
    'en-US': {
      title: 'Welcome to Fastdraw',
      content: '<p>Welcome to Fastdraw! K3, PK10, SSC, Keno 8 and Lucky 28 draw around the clock. Have fun and play responsibly.</p>',
    },
    'vi-VN': {
      title: 'Chào mừng bạn đến với Fastdraw',
      content: '<p>Chào mừng bạn đến với Fastdraw! K3, PK10, SSC, Keno 8 và May mắn 28 mở thưởng suốt ngày đêm. Chúc bạn chơi vui và có trách nhiệm.</p>',
    },
    'ja-JP': {
      title: 'Fastdraw へようこそ',
      content: '<p>Fastdraw へようこそ！K3 サイコロ、PK10、時時彩、快楽8、ラッキー28 が 24 時間抽選中です。節度を守ってお楽しみください。</p>',
    },
  },
  '充值与提现说明': {
    'en-US': {
      title: 'Deposits and withdrawals',
      content: '<p>A deposit can be used for betting as soon as it is credited. To withdraw, first bind a bank card or wallet and set a withdrawal password; the minimum per withdrawal is 100.00.</p>',
    },
    'vi-VN': {
      title: 'Hướng dẫn nạp và rút tiền',
      content: '<p>Tiền nạp được cộng vào tài khoản là có thể đặt cược ngay. Để rút tiền, trước hết hãy liên kết thẻ ngân hàng hoặc ví và đặt mật khẩu rút tiền; mỗi lần rút tối thiểu 100.00.</p>',
    },
    'ja-JP': {
      title: '入金と出金について',
      content: '<p>入金が反映されるとすぐにベットできます。出金するには、まず銀行口座またはウォレットを登録し、出金パスワードを設定してください。1 回の出金は最低 100.00 からです。</p>',
    },
  },
  '系统维护通知': {
    'en-US': {
      title: 'Scheduled maintenance',
      content: '<p>To serve you better, routine maintenance takes place every Monday from 04:00 to 04:30. Betting pauses during maintenance. Thank you for your understanding.</p>',
    },
    'vi-VN': {
      title: 'Thông báo bảo trì hệ thống',
      content: '<p>Để phục vụ bạn tốt hơn, hệ thống bảo trì định kỳ vào thứ Hai hằng tuần từ 04:00 đến 04:30. Trong thời gian bảo trì tạm ngừng nhận cược. Mong bạn thông cảm.</p>',
    },
    'ja-JP': {
      title: 'システムメンテナンスのお知らせ',
      content: '<p>サービス向上のため、毎週月曜日 04:00〜04:30 に定期メンテナンスを行います。メンテナンス中はベットを一時停止します。ご理解のほどよろしくお願いいたします。</p>',
    },
  },
  '理性投注提示': {
    'en-US': {
      title: 'Play responsibly',
      content: '<p>Lotteries carry risk: bet with care. Set yourself a budget and a time limit for play. Players must be 18 or older.</p>',
    },
    'vi-VN': {
      title: 'Lời nhắc cược có trách nhiệm',
      content: '<p>Xổ số luôn có rủi ro, hãy đặt cược thận trọng. Hãy đặt ra ngân sách và thời gian chơi hợp lý. Người dưới 18 tuổi không được tham gia.</p>',
    },
    'ja-JP': {
      title: '責任あるプレイのお願い',
      content: '<p>宝くじにはリスクがあります。無理のないベットを心がけ、予算と遊ぶ時間を決めましょう。18 歳未満の方はご利用いただけません。</p>',
    },
  },
};

/** Notices the demo adds: [hours ago, texts]. */
const NEW_NOTICES: readonly (readonly [number, ByLanguage<{ title: string; content: string }>])[] = [
  [
    30,
    {
      'zh-CN': {
        title: '每一期开奖都可验证',
        content:
          '<p>Fastdraw 的每一期开奖都由一颗随机种子决定：</p><ol><li>开盘时公布种子的 <strong>SHA-256 哈希</strong>；</li><li>开奖后公布种子本身；</li><li>任何人都可以核对哈希，并由种子重新算出开奖号码。</li></ol><p>在开奖记录中即可查看每期的种子与哈希。</p>',
      },
      'en-US': {
        title: 'Every draw can be verified',
        content:
          '<p>Every Fastdraw draw is decided by a random seed:</p><ol><li>when the round opens, the seed\'s <strong>SHA-256 hash</strong> is published;</li><li>after the draw, the seed itself is published;</li><li>anyone can check the hash and compute the winning numbers from the seed.</li></ol><p>The draw history shows the seed and hash of every round.</p>',
      },
      'vi-VN': {
        title: 'Mọi kỳ mở thưởng đều kiểm chứng được',
        content:
          '<p>Mỗi kỳ mở thưởng của Fastdraw được quyết định bởi một hạt giống ngẫu nhiên:</p><ol><li>khi kỳ mở, <strong>mã băm SHA-256</strong> của hạt giống được công bố;</li><li>sau khi mở thưởng, hạt giống được công bố;</li><li>bất kỳ ai cũng có thể kiểm tra mã băm và tự tính lại các số trúng thưởng.</li></ol><p>Lịch sử mở thưởng hiển thị hạt giống và mã băm của từng kỳ.</p>',
      },
      'ja-JP': {
        title: 'すべての抽選は検証できます',
        content:
          '<p>Fastdraw の抽選は、回ごとのランダムなシードで決まります。</p><ol><li>受付開始時にシードの <strong>SHA-256 ハッシュ</strong>を公開します。</li><li>抽選後にシードそのものを公開します。</li><li>誰でもハッシュを確かめ、シードから当選番号を計算し直せます。</li></ol><p>抽選履歴で各回のシードとハッシュを確認できます。</p>',
      },
    },
  ],
  [
    6,
    {
      'zh-CN': {
        title: 'USDT 充值赠送 2%',
        content:
          '<p>即日起使用 <strong>USDT（TRC20 / ERC20）</strong>充值，到账时额外赠送充值金额的 <strong>2%</strong>；银行卡快捷支付赠送 1%。</p><p>赠送金额随充值一同到账，可在资金记录中查看。</p>',
      },
      'en-US': {
        title: '2% bonus on USDT deposits',
        content:
          '<p>Deposit with <strong>USDT (TRC20 / ERC20)</strong> and get an extra <strong>2%</strong> of the amount when it is credited; quick bank-card payments get 1%.</p><p>The bonus arrives together with the deposit and shows in your transaction records.</p>',
      },
      'vi-VN': {
        title: 'Tặng 2% khi nạp bằng USDT',
        content:
          '<p>Nạp tiền bằng <strong>USDT (TRC20 / ERC20)</strong> được tặng thêm <strong>2%</strong> số tiền nạp khi được cộng; thanh toán nhanh bằng thẻ ngân hàng được tặng 1%.</p><p>Tiền thưởng được cộng cùng khoản nạp và hiển thị trong lịch sử giao dịch.</p>',
      },
      'ja-JP': {
        title: 'USDT 入金で 2% ボーナス',
        content:
          '<p><strong>USDT（TRC20 / ERC20）</strong>で入金すると、反映時に入金額の <strong>2%</strong> をボーナスとして追加します。銀行カードのクイック入金は 1% です。</p><p>ボーナスは入金と同時に反映され、取引履歴で確認できます。</p>',
      },
    },
  ],
];

// ---------------------------------------------------------------------------------------------
// Activities (listed newest first, so they are inserted in reverse display order)

interface DemoActivity {
  key: string;
  icon: string;
  texts: ByLanguage<Record<ActivityField, string>>;
}

const table = (head: readonly string[], rows: readonly (readonly string[])[]): string =>
  `<table><thead><tr>${head.map((cell) => `<th>${cell}</th>`).join('')}</tr></thead><tbody>${rows
    .map((row) => `<tr>${row.map((cell) => `<td>${cell}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;

const VIP_THRESHOLDS = ['0', '1,000', '5,000', '20,000', '50,000', '100,000', '300,000', '800,000', '2,000,000', '5,000,000'];
const vipTable = (level: string, total: string): string => table([level, total], VIP_THRESHOLDS.map((amount, index) => [`VIP ${index}`, amount]));

/** In display order: the first is shown first. */
const ACTIVITIES: readonly DemoActivity[] = [
  {
    key: 'deposit',
    icon: '/media/activity/deposit.svg',
    texts: {
      'zh-CN': {
        activeName: '充值赠送：USDT 2%，银行卡 1%',
        note: '每笔充值到账即送，无需申请',
        activeRemark:
          '<h3>活动内容</h3><p>每一笔充值到账时，系统自动按支付方式赠送：</p>' +
          table(['支付方式', '赠送比例', '单笔金额'], [['USDT（TRC20 / ERC20）', '2%', '100.00 – 500,000.00'], ['银行卡快捷支付', '1%', '100.00 – 50,000.00']]) +
          '<h3>说明</h3><ul><li>赠送金额在充值下单时确定，与充值一同到账，资金记录中显示为“充值赠送”。</li><li>USDT 充值请按页面显示的数量转账并提交交易哈希。</li><li>如有疑问请联系在线客服。</li></ul>',
      },
      'en-US': {
        activeName: 'Deposit bonus: 2% on USDT, 1% by bank card',
        note: 'Added to every credited deposit, no sign-up needed',
        activeRemark:
          '<h3>The offer</h3><p>Every deposit gets a bonus when it is credited, by payment method:</p>' +
          table(['Method', 'Bonus', 'Per deposit'], [['USDT (TRC20 / ERC20)', '2%', '100.00 – 500,000.00'], ['Quick bank-card payment', '1%', '100.00 – 50,000.00']]) +
          '<h3>Good to know</h3><ul><li>The bonus is fixed when you place the deposit and arrives with it; your transaction records show it as a “Deposit bonus”.</li><li>For USDT, transfer the exact amount shown and submit the transaction hash.</li><li>Questions? Our online support is happy to help.</li></ul>',
      },
      'vi-VN': {
        activeName: 'Thưởng nạp tiền: USDT 2%, thẻ ngân hàng 1%',
        note: 'Tự động tặng cho mỗi khoản nạp, không cần đăng ký',
        activeRemark:
          '<h3>Nội dung</h3><p>Mỗi khoản nạp khi được cộng sẽ tự động nhận thưởng theo phương thức thanh toán:</p>' +
          table(['Phương thức', 'Thưởng', 'Mỗi lần nạp'], [['USDT (TRC20 / ERC20)', '2%', '100.00 – 500,000.00'], ['Thanh toán nhanh bằng thẻ ngân hàng', '1%', '100.00 – 50,000.00']]) +
          '<h3>Lưu ý</h3><ul><li>Tiền thưởng được xác định khi tạo lệnh nạp và được cộng cùng khoản nạp, hiển thị là “Thưởng nạp tiền” trong lịch sử giao dịch.</li><li>Với USDT, hãy chuyển đúng số lượng hiển thị và gửi mã giao dịch.</li><li>Mọi thắc mắc xin liên hệ chăm sóc khách hàng trực tuyến.</li></ul>',
      },
      'ja-JP': {
        activeName: '入金ボーナス：USDT 2%、銀行カード 1%',
        note: '入金が反映されるたびに自動で付与、申し込み不要',
        activeRemark:
          '<h3>内容</h3><p>入金が反映されると、支払い方法に応じてボーナスを自動で付与します。</p>' +
          table(['支払い方法', 'ボーナス', '1 回の入金額'], [['USDT（TRC20 / ERC20）', '2%', '100.00 – 500,000.00'], ['銀行カードクイック入金', '1%', '100.00 – 50,000.00']]) +
          '<h3>ご注意</h3><ul><li>ボーナス額は入金申請時に確定し、入金と同時に反映されます。取引履歴には「入金ボーナス」と表示されます。</li><li>USDT は表示された数量をそのまま送金し、トランザクションハッシュを送信してください。</li><li>ご不明な点はオンラインサポートまでお問い合わせください。</li></ul>',
      },
    },
  },
  {
    key: 'agent',
    icon: '/media/activity/agent.svg',
    texts: {
      'zh-CN': {
        activeName: '邀请好友，投注返佣 0.5%',
        note: '好友每笔已结算投注，您都获得 0.5% 返佣',
        activeRemark:
          '<h3>如何参与</h3><ol><li>进入“个人中心 → 代理分享”，复制您的邀请链接或邀请码。</li><li>好友通过链接注册，或注册时填写您的邀请码，即成为您的下级。</li><li>下级每一笔投注开奖结算后，您获得投注额 <strong>0.5%</strong> 的返佣，实时到账。</li></ol>' +
          '<h3>示例</h3><p>好友投注 1,000.00，开奖后您获得 5.00 返佣（无论输赢）。撤单与退款的部分不计返佣。</p><p>在“代理记录”中可查看每位下级的中奖与返佣。</p>',
      },
      'en-US': {
        activeName: 'Invite friends, earn 0.5% of their bets',
        note: 'Every settled bet of a friend earns you 0.5%',
        activeRemark:
          '<h3>How it works</h3><ol><li>Open “My account → Agent share” and copy your invite link or code.</li><li>Friends who register with your link or code become your sub-accounts.</li><li>Each time a draw settles a sub-account\'s bet, you get <strong>0.5%</strong> of the stake at once.</li></ol>' +
          '<h3>Example</h3><p>A friend bets 1,000.00; when the round is drawn you get 5.00, win or lose. Cancelled and refunded stakes earn nothing.</p><p>“Agent record” shows what each sub-account won and earned you.</p>',
      },
      'vi-VN': {
        activeName: 'Mời bạn bè, nhận hoa hồng 0.5% tiền cược',
        note: 'Mỗi cược đã kết toán của bạn bè mang lại cho bạn 0.5%',
        activeRemark:
          '<h3>Cách tham gia</h3><ol><li>Vào “Tài khoản → Chia sẻ đại lý”, sao chép liên kết hoặc mã mời của bạn.</li><li>Bạn bè đăng ký qua liên kết hoặc nhập mã mời của bạn sẽ trở thành tài khoản cấp dưới.</li><li>Mỗi khi cược của cấp dưới được kết toán, bạn nhận ngay <strong>0.5%</strong> tiền cược.</li></ol>' +
          '<h3>Ví dụ</h3><p>Bạn bè cược 1,000.00; sau khi mở thưởng bạn nhận 5.00, dù thắng hay thua. Phần cược đã hủy hoặc hoàn tiền không được tính.</p><p>“Lịch sử đại lý” hiển thị tiền thắng và hoa hồng của từng cấp dưới.</p>',
      },
      'ja-JP': {
        activeName: '友だち招待でベット額の 0.5% をリベート',
        note: '友だちの確定したベットごとに 0.5% を獲得',
        activeRemark:
          '<h3>参加方法</h3><ol><li>「マイページ → 代理シェア」で招待リンクまたは招待コードをコピーします。</li><li>リンクから登録した友だち、または登録時に招待コードを入力した友だちがあなたの下位アカウントになります。</li><li>下位アカウントのベットが抽選で確定するたびに、ベット額の <strong>0.5%</strong> が即時に入ります。</li></ol>' +
          '<h3>例</h3><p>友だちが 1,000.00 ベットすると、抽選後に 5.00 を獲得します（勝敗に関係なく）。取り消し・返金分は対象外です。</p><p>「代理記録」で下位アカウントごとの当選額とリベートを確認できます。</p>',
      },
    },
  },
  {
    key: 'fair',
    icon: '/media/activity/fair.svg',
    texts: {
      'zh-CN': {
        activeName: '公平开奖，人人可验证',
        note: '开盘前公布种子哈希，开奖后公布种子',
        activeRemark:
          '<h3>为什么可以相信开奖结果</h3><p>每一期的结果都由开盘时生成的随机种子算出，而种子的 SHA-256 哈希在您投注之前就已公布，之后无法更改。</p>' +
          '<h3>自己动手验证</h3><ol><li>在开奖记录中找到某一期的 <code>seed</code> 与 <code>seedHash</code>；</li><li>计算 <code>SHA-256(seed)</code>，与 <code>seedHash</code> 比对；</li><li>按公开的算法由种子算出开奖号码，与公布结果比对。</li></ol><p><img src="/media/activity/fair.svg" alt="SHA-256" width="120" height="120"></p>',
      },
      'en-US': {
        activeName: 'Fair draws anyone can verify',
        note: 'Seed hash before betting, the seed after the draw',
        activeRemark:
          '<h3>Why you can trust a result</h3><p>Each round\'s result is computed from a random seed made when the round opens, and the seed\'s SHA-256 hash is published before you bet — it cannot change afterwards.</p>' +
          '<h3>Check it yourself</h3><ol><li>Find the round\'s <code>seed</code> and <code>seedHash</code> in the draw history;</li><li>compute <code>SHA-256(seed)</code> and compare it with <code>seedHash</code>;</li><li>compute the winning numbers from the seed with the published method and compare.</li></ol><p><img src="/media/activity/fair.svg" alt="SHA-256" width="120" height="120"></p>',
      },
      'vi-VN': {
        activeName: 'Mở thưởng công bằng, ai cũng kiểm chứng được',
        note: 'Công bố mã băm trước khi cược, công bố hạt giống sau khi mở thưởng',
        activeRemark:
          '<h3>Vì sao có thể tin kết quả</h3><p>Kết quả mỗi kỳ được tính từ hạt giống ngẫu nhiên tạo khi kỳ mở, và mã băm SHA-256 của hạt giống được công bố trước khi bạn đặt cược — sau đó không thể thay đổi.</p>' +
          '<h3>Tự kiểm tra</h3><ol><li>Tìm <code>seed</code> và <code>seedHash</code> của kỳ trong lịch sử mở thưởng;</li><li>tính <code>SHA-256(seed)</code> và so sánh với <code>seedHash</code>;</li><li>tính các số trúng thưởng từ hạt giống theo phương pháp đã công bố và so sánh.</li></ol><p><img src="/media/activity/fair.svg" alt="SHA-256" width="120" height="120"></p>',
      },
      'ja-JP': {
        activeName: '誰でも検証できる公平な抽選',
        note: 'ベット前にシードのハッシュ、抽選後にシードを公開',
        activeRemark:
          '<h3>結果を信頼できる理由</h3><p>各回の結果は受付開始時に作られたランダムなシードから計算され、そのシードの SHA-256 ハッシュはベットの前に公開されます。後から変えることはできません。</p>' +
          '<h3>自分で確かめる</h3><ol><li>抽選履歴でその回の <code>seed</code> と <code>seedHash</code> を探します。</li><li><code>SHA-256(seed)</code> を計算し、<code>seedHash</code> と比べます。</li><li>公開されている方法でシードから当選番号を計算し、結果と比べます。</li></ol><p><img src="/media/activity/fair.svg" alt="SHA-256" width="120" height="120"></p>',
      },
    },
  },
  {
    key: 'vip',
    icon: '/media/activity/vip.svg',
    texts: {
      'zh-CN': {
        activeName: 'VIP 等级，终身有效',
        note: '按累计充值自动升级，永不降级',
        activeRemark:
          '<h3>升级规则</h3><p>累计充值（仅统计已到账的充值，不含赠送）达到下表金额即自动升级，等级终身有效。</p>' +
          vipTable('等级', '累计充值') +
          '<p>在“个人中心 → VIP”中查看您的当前等级与升级进度。</p>',
      },
      'en-US': {
        activeName: 'VIP levels for life',
        note: 'Rise with your total deposits, never fall',
        activeRemark:
          '<h3>How levels work</h3><p>When your total credited deposits (bonuses not counted) reach an amount below, you move up at once, and the level is yours for good.</p>' +
          vipTable('Level', 'Total deposits') +
          '<p>“My account → VIP” shows your level and your progress to the next one.</p>',
      },
      'vi-VN': {
        activeName: 'Cấp VIP vĩnh viễn',
        note: 'Tự động lên cấp theo tổng tiền nạp, không bao giờ xuống cấp',
        activeRemark:
          '<h3>Quy tắc lên cấp</h3><p>Khi tổng tiền nạp đã được cộng (không tính tiền thưởng) đạt mức trong bảng, bạn được lên cấp ngay và giữ cấp vĩnh viễn.</p>' +
          vipTable('Cấp', 'Tổng tiền nạp') +
          '<p>Xem cấp hiện tại và tiến độ lên cấp trong “Tài khoản → VIP”.</p>',
      },
      'ja-JP': {
        activeName: '一生有効の VIP ランク',
        note: '累計入金で自動ランクアップ、ランクダウンなし',
        activeRemark:
          '<h3>ランクのしくみ</h3><p>反映済みの累計入金額（ボーナスを除く）が下表の金額に達すると、すぐにランクアップします。ランクは一生有効です。</p>' +
          vipTable('ランク', '累計入金額') +
          '<p>「マイページ → VIP」で現在のランクと次のランクまでの進み具合を確認できます。</p>',
      },
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Banners

export const BANNER_DESIGNS: Readonly<Record<string, BannerDesign>> = {
  deposit: {
    art: 'deposit',
    colours: ['#ff9c6e', '#d4380d', '#ffe58f'],
    words: {
      'zh-CN': { title: ['充值即送 2%'], subtitle: 'USDT 充值赠送 2%，银行卡赠送 1%，到账即送', action: '查看活动' },
      'en-US': { title: ['Get 2% on every deposit'], subtitle: '2% on USDT, 1% by bank card, added when credited', action: 'See the offer' },
      'vi-VN': { title: ['Nạp tiền nhận ngay 2%'], subtitle: 'USDT tặng 2%, thẻ ngân hàng 1%, cộng ngay khi nạp', action: 'Xem ưu đãi' },
      'ja-JP': { title: ['入金で 2% プレゼント'], subtitle: 'USDT は 2%、銀行カードは 1%、反映と同時に付与', action: '詳しく見る' },
    },
  },
  agent: {
    art: 'agent',
    colours: ['#85a5ff', '#1d39c4', '#adc6ff'],
    words: {
      'zh-CN': { title: ['邀请好友', '投注返佣 0.5%'], subtitle: '好友每笔已结算投注，返佣实时到账', action: '立即邀请' },
      'en-US': { title: ['Invite friends,', 'earn 0.5% of their bets'], subtitle: 'On every settled bet, paid at once', action: 'Invite now' },
      'vi-VN': { title: ['Mời bạn bè,', 'nhận 0.5% tiền cược'], subtitle: 'Mỗi cược đã kết toán, hoa hồng về ngay', action: 'Mời ngay' },
      'ja-JP': { title: ['友だちを招待して', 'ベット額の 0.5%'], subtitle: '確定したベットごとにリベートを即時付与', action: '今すぐ招待' },
    },
  },
};

export const VIDEO_POSTER_WORDS: ByLanguage<BannerWords> = {
  'zh-CN': { title: ['60 秒看懂公平开奖'], subtitle: '种子、哈希与开奖号码是怎样对应的', action: '播放视频' },
  'en-US': { title: ['Fair draws', 'in 60 seconds'], subtitle: 'How the seed, its hash and the numbers fit together', action: 'Play the video' },
  'vi-VN': { title: ['Mở thưởng công bằng', 'trong 60 giây'], subtitle: 'Hạt giống, mã băm và số trúng thưởng liên hệ thế nào', action: 'Xem video' },
  'ja-JP': { title: ['60 秒でわかる公平な抽選'], subtitle: 'シード、ハッシュ、当選番号の関係', action: '動画を再生' },
};

const bannerImages = (key: string): Record<Language, string> =>
  ({
    'zh-CN': `/media/banner/${key}.zh-CN.svg`,
    'en-US': `/media/banner/${key}.en-US.svg`,
    'vi-VN': `/media/banner/${key}.vi-VN.svg`,
    'ja-JP': `/media/banner/${key}.ja-JP.svg`,
  });

// ---------------------------------------------------------------------------------------------
// Messages

interface DemoMessage {
  /** A demo player's account, or null for every player. */
  to: string | null;
  coinCents: number;
  hoursAgo: number;
  texts: ByLanguage<Record<MessageField, string>>;
}

const MESSAGES: readonly DemoMessage[] = [
  {
    to: null,
    coinCents: 0,
    hoursAgo: 48,
    texts: {
      'zh-CN': {
        title: '欢迎加入 Fastdraw',
        content: '<p>感谢您的注册！</p><p>建议您先完成以下设置，保障资金安全：</p><ul><li>设置提现密码（注册时已设置，可在个人中心修改）；</li><li>绑定邮箱，提现时使用邮箱验证码；</li><li>绑定提现银行卡或 USDT 钱包。</li></ul><p>祝您游戏愉快！</p>',
      },
      'en-US': {
        title: 'Welcome to Fastdraw',
        content: '<p>Thank you for joining us!</p><p>To keep your money safe, we suggest you first:</p><ul><li>check your withdrawal password (set at registration, changeable in My account);</li><li>bind your e-mail, so withdrawals need an e-mail code;</li><li>bind the bank card or USDT wallet you withdraw to.</li></ul><p>Enjoy the games!</p>',
      },
      'vi-VN': {
        title: 'Chào mừng bạn gia nhập Fastdraw',
        content: '<p>Cảm ơn bạn đã đăng ký!</p><p>Để bảo vệ tiền của bạn, hãy hoàn tất trước:</p><ul><li>kiểm tra mật khẩu rút tiền (đặt khi đăng ký, có thể đổi trong Tài khoản);</li><li>liên kết e-mail để rút tiền bằng mã xác minh;</li><li>liên kết thẻ ngân hàng hoặc ví USDT để rút tiền.</li></ul><p>Chúc bạn chơi vui!</p>',
      },
      'ja-JP': {
        title: 'Fastdraw へようこそ',
        content: '<p>ご登録ありがとうございます！</p><p>資金を安全に守るため、まず次の設定をおすすめします。</p><ul><li>出金パスワードの確認（登録時に設定済み、マイページで変更できます）</li><li>メールアドレスの登録（出金時にメール認証コードを使います）</li><li>出金先の銀行口座または USDT ウォレットの登録</li></ul><p>ゲームをお楽しみください！</p>',
      },
    },
  },
  {
    to: null,
    coinCents: 0,
    hoursAgo: 20,
    texts: {
      'zh-CN': {
        title: '账户安全提醒',
        content: '<p>Fastdraw 工作人员<strong>不会</strong>向您索要登录密码、提现密码或邮箱验证码。</p><p>如收到自称客服的私信要求转账或提供密码，请立即联系在线客服核实。</p>',
      },
      'en-US': {
        title: 'Keep your account safe',
        content: '<p>Fastdraw staff will <strong>never</strong> ask for your login password, withdrawal password or e-mail codes.</p><p>If someone claiming to be support asks you to transfer money or share a password, contact our online support at once.</p>',
      },
      'vi-VN': {
        title: 'Nhắc nhở an toàn tài khoản',
        content: '<p>Nhân viên Fastdraw <strong>không bao giờ</strong> hỏi mật khẩu đăng nhập, mật khẩu rút tiền hay mã xác minh e-mail của bạn.</p><p>Nếu có người tự xưng là chăm sóc khách hàng yêu cầu chuyển tiền hoặc cung cấp mật khẩu, hãy liên hệ ngay bộ phận hỗ trợ trực tuyến.</p>',
      },
      'ja-JP': {
        title: 'アカウントの安全のために',
        content: '<p>Fastdraw のスタッフがログインパスワード、出金パスワード、メール認証コードを尋ねることは<strong>絶対にありません</strong>。</p><p>サポートを名乗る人物から送金やパスワードを求められた場合は、すぐにオンラインサポートへご連絡ください。</p>',
      },
    },
  },
  {
    to: 'demo001',
    coinCents: 888,
    hoursAgo: 3,
    texts: {
      'zh-CN': {
        title: '送您一份见面礼 8.88',
        content: '<p>感谢您选择 Fastdraw！我们为您准备了 <strong>8.88</strong> 的见面礼。</p><p>点击“领取”即可到账，资金记录中显示为“活动赠送”。</p>',
      },
      'en-US': {
        title: 'A welcome gift of 8.88 for you',
        content: '<p>Thank you for choosing Fastdraw! We have a welcome gift of <strong>8.88</strong> for you.</p><p>Click “Claim” to add it to your balance; it shows as a “Promotion bonus” in your transaction records.</p>',
      },
      'vi-VN': {
        title: 'Quà chào mừng 8.88 dành cho bạn',
        content: '<p>Cảm ơn bạn đã chọn Fastdraw! Chúng tôi gửi bạn món quà chào mừng <strong>8.88</strong>.</p><p>Nhấn “Nhận” để cộng vào số dư; khoản này hiển thị là “Thưởng khuyến mãi” trong lịch sử giao dịch.</p>',
      },
      'ja-JP': {
        title: 'ウェルカムギフト 8.88 をどうぞ',
        content: '<p>Fastdraw をお選びいただきありがとうございます！ウェルカムギフト <strong>8.88</strong> をご用意しました。</p><p>「受け取る」を押すと残高に反映され、取引履歴には「キャンペーンボーナス」と表示されます。</p>',
      },
    },
  },
  {
    to: 'demo002',
    coinCents: 0,
    hoursAgo: 2,
    texts: {
      'zh-CN': {
        title: '完善个人资料',
        content: '<p>您的个人资料尚未填写完整。请在“个人中心 → 个人资料”中填写真实姓名、身份证号与手机号，提现时需与收款信息一致。</p>',
      },
      'en-US': {
        title: 'Complete your profile',
        content: '<p>Your profile is not complete yet. Please fill in your real name, ID card number and phone number in “My account → Personal info”; withdrawals must match them.</p>',
      },
      'vi-VN': {
        title: 'Hoàn thiện thông tin cá nhân',
        content: '<p>Thông tin cá nhân của bạn chưa đầy đủ. Vui lòng điền họ tên thật, số CMND/CCCD và số điện thoại trong “Tài khoản → Thông tin cá nhân”; khi rút tiền thông tin phải trùng khớp.</p>',
      },
      'ja-JP': {
        title: 'プロフィールを完成させましょう',
        content: '<p>プロフィールがまだ完成していません。「マイページ → 個人情報」で氏名、身分証番号、電話番号を入力してください。出金時の受取人情報と一致している必要があります。</p>',
      },
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Site texts: the other languages of migration 005's zh-CN texts, and the chat welcome

const SITE_TEXTS: Readonly<Record<SiteTextName, Partial<ByLanguage<string>>>> = {
  recharge: {
    'en-US': '<p>Your deposit can be used for betting as soon as it is credited. Each method shows its own limits per deposit below; bank-card and USDT deposits get an extra bonus. Any problem? Contact online support.</p>',
    'vi-VN': '<p>Tiền nạp được cộng là có thể đặt cược ngay. Hạn mức mỗi lần nạp của từng phương thức hiển thị bên dưới; nạp bằng thẻ ngân hàng và USDT được tặng thêm. Nếu gặp sự cố, vui lòng liên hệ hỗ trợ trực tuyến.</p>',
    'ja-JP': '<p>入金が反映されるとすぐにベットできます。入金限度額は支払い方法ごとに下に表示されます。銀行カードと USDT の入金にはボーナスが付きます。お困りの際はオンラインサポートへ。</p>',
  },
  vip: {
    'en-US': '<p>VIP levels rise automatically with your total deposits. The higher the level, the more dedicated support, faster withdrawals and promotions you get.</p><ul><li>Levels are for life: they never go down.</li><li>Only credited deposits count towards the total.</li></ul>',
    'vi-VN': '<p>Cấp VIP tự động tăng theo tổng tiền nạp. Cấp càng cao, hỗ trợ riêng, tốc độ rút tiền và ưu đãi càng nhiều.</p><ul><li>Cấp có hiệu lực vĩnh viễn, không bao giờ giảm.</li><li>Chỉ tính các khoản nạp đã được cộng.</li></ul>',
    'ja-JP': '<p>VIP ランクは累計入金額に応じて自動で上がります。ランクが高いほど、専任サポート、出金スピード、特典が充実します。</p><ul><li>ランクは一生有効で、下がることはありません。</li><li>累計には反映済みの入金のみが含まれます。</li></ul>',
  },
  'withdraw-remind': {
    'en-US': '<p>Withdrawals are reviewed and paid within 1–30 minutes. Daily withdrawal hours {window}, at most {count} a day, {min}–{max} each.</p><p>Please make sure your bound payee details are correct.</p>',
    'vi-VN': '<p>Lệnh rút tiền được duyệt và chuyển trong 1–30 phút. Giờ rút tiền hằng ngày {window}, tối đa {count} lần mỗi ngày, mỗi lần {min}–{max}.</p><p>Vui lòng kiểm tra kỹ thông tin nhận tiền đã liên kết.</p>',
    'ja-JP': '<p>出金は 1〜30 分以内に審査・送金されます。出金受付時間は毎日 {window}、1 日最大 {count} 回、1 回 {min}〜{max} です。</p><p>登録した受取人情報に誤りがないかご確認ください。</p>',
  },
  'agent-notice': {
    'en-US': '<p>Friends who register with your invite link or code become your sub-accounts. You earn a rebate on every settled bet they place, paid at once.</p>',
    'vi-VN': '<p>Bạn bè đăng ký bằng liên kết hoặc mã mời của bạn sẽ trở thành cấp dưới. Bạn nhận hoa hồng cho mỗi cược đã kết toán của họ, cộng ngay lập tức.</p>',
    'ja-JP': '<p>招待リンクまたは招待コードで登録した友だちはあなたの下位アカウントになります。その確定したベットごとにリベートが即時に入ります。</p>',
  },
  'agent-content': {
    'en-US': '<ol><li>Copy your invite link and send it to friends.</li><li>Or let friends scan the QR code to register.</li><li>Friends enter your invite code when registering.</li></ol>',
    'vi-VN': '<ol><li>Sao chép liên kết mời và gửi cho bạn bè.</li><li>Hoặc để bạn bè quét mã QR để đăng ký.</li><li>Bạn bè nhập mã mời của bạn khi đăng ký.</li></ol>',
    'ja-JP': '<ol><li>招待リンクをコピーして友だちに送ります。</li><li>または友だちに QR コードを読み取って登録してもらいます。</li><li>友だちは登録時にあなたの招待コードを入力します。</li></ol>',
  },
  'customer-welcome': {
    'zh-CN': '<p>您好，欢迎咨询 Fastdraw 在线客服！请描述您遇到的问题，或点击下方的常见问题，我们将尽快为您解答。</p>',
    'en-US': '<p>Hello and welcome to Fastdraw support! Tell us what you need, or pick a common question below, and we will get back to you shortly.</p>',
    'vi-VN': '<p>Xin chào, chào mừng bạn đến với bộ phận hỗ trợ Fastdraw! Hãy mô tả vấn đề của bạn hoặc chọn câu hỏi thường gặp bên dưới, chúng tôi sẽ trả lời sớm nhất.</p>',
    'ja-JP': '<p>こんにちは、Fastdraw オンラインサポートへようこそ！お困りの内容をお知らせいただくか、下のよくある質問を選んでください。すぐにお答えします。</p>',
  },
};

// ---------------------------------------------------------------------------------------------

const SEED_NAME = 'demo-content-v1';

const ago = (hours: number): Date => new Date(Date.now() - hours * 3_600_000);

/** Writes the demo content once per database; a no-op when it was written before (or by another node at once). */
export async function seedDemoContent(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const claimed = await tx.query('INSERT INTO seeded_content (name) VALUES ($1) ON CONFLICT DO NOTHING RETURNING name', [SEED_NAME]);
    if (claimed.length === 0) return;
    await translateNotices(tx);
    for (const [hoursAgo, texts] of NEW_NOTICES) {
      await tx.query('INSERT INTO notices (platform_id, texts, created_at) VALUES (1, $1, $2)', [encodeTexts(texts), ago(hoursAgo)]);
    }
    const activityIds = new Map<string, number>();
    // The page lists newest first: the first of the list gets the latest time.
    for (const [index, activity] of [...ACTIVITIES].entries()) {
      const [row] = await tx.query<{ id: number }>('INSERT INTO activities (texts, icon_url, created_at) VALUES ($1, $2, $3) RETURNING id', [
        encodeTexts(activity.texts),
        activity.icon,
        ago(72 - (ACTIVITIES.length - index)),
      ]);
      activityIds.set(activity.key, row!.id);
    }
    await insertBanners(tx, activityIds);
    for (const message of MESSAGES) {
      const recipient = message.to === null ? null : await findLoginRecord(tx, message.to);
      if (message.to !== null && !recipient) continue;
      await tx.query('INSERT INTO messages (recipient_id, texts, coin_cents, created_at) VALUES ($1, $2, $3, $4)', [
        recipient?.id ?? null,
        encodeTexts(message.texts),
        message.coinCents,
        ago(message.hoursAgo),
      ]);
    }
    for (const [name, texts] of Object.entries(SITE_TEXTS)) await addSiteTextLanguages(tx, name, texts);
  });
}

async function translateNotices(tx: Queryable): Promise<void> {
  const rows = await tx.query<{ id: number; texts: string }>('SELECT id, texts FROM notices');
  for (const row of rows) {
    const texts = decodeTexts<{ title: string; content: string }>(row.texts) as Translations<'title' | 'content'>;
    const more = NOTICE_TRANSLATIONS[texts['zh-CN']?.title ?? ''];
    if (!more) continue;
    // Languages an operator added meanwhile stay as they are.
    await tx.query('UPDATE notices SET texts = $2 WHERE id = $1', [row.id, encodeTexts({ ...more, ...texts })]);
  }
}

async function insertBanners(tx: Queryable, activityIds: ReadonlyMap<string, number>): Promise<void> {
  const images = (key: string) => bannerImages(key);
  const titled = (key: string, words: ByLanguage<BannerWords>) =>
    Object.fromEntries(Object.entries(words).map(([lang, w]) => [lang, { title: `${w.title.join(' ')} — ${w.subtitle}`, image: images(key)[lang as Language] }]));
  // Inserted last shows first: the deposit banner leads.
  const posters = Object.fromEntries(
    Object.entries(VIDEO_POSTER_WORDS).map(([lang, w]) => [lang, { title: `${w.title.join(' ')} — ${w.subtitle}`, image: `/media/video/fair-draws.${lang}.svg` }]),
  );
  const rows: [number, string, string, number | null, object, number][] = [
    [3, '/media/video/fair-draws.zh-CN.svg', '/media/video/fair-draws.webm', null, posters, 3],
    [1, images('agent')['zh-CN'], '', activityIds.get('agent') ?? null, titled('agent', BANNER_DESIGNS.agent!.words), 2],
    [1, images('deposit')['zh-CN'], '', activityIds.get('deposit') ?? null, titled('deposit', BANNER_DESIGNS.deposit!.words), 1],
  ];
  for (const [type, image, video, activityId, texts, hoursAgo] of rows) {
    await tx.query('INSERT INTO banners (type, texts, image_url, video_url, activity_id, created_at) VALUES ($1, $2, $3, $4, $5, $6)', [
      type,
      encodeTexts(texts),
      image,
      video,
      activityId,
      ago(hoursAgo),
    ]);
  }
}

async function addSiteTextLanguages(tx: Queryable, name: string, more: Partial<ByLanguage<string>>): Promise<void> {
  const [row] = await tx.query<{ texts: string }>('SELECT texts FROM site_texts WHERE name = $1', [name]);
  const texts = { ...more, ...(row ? decodeTexts<string>(row.texts) : {}) };
  await tx.query('INSERT INTO site_texts (name, texts) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET texts = EXCLUDED.texts', [name, encodeTexts(texts)]);
}
