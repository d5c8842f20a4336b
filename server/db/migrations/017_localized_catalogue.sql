-- Banks in the player's language and the site's currency (issue 17 §3): each bank keeps its name in
-- every language (`names`, JSON language -> name; `name` stays the fallback an operator gives) and
-- the currency variants it serves (`variants`: a cn site lists Chinese banks, jp Japanese, cp
-- Vietnamese; USDT wallets everywhere). server/domain/banking/banks.ts reads them.
ALTER TABLE banks ADD COLUMN names text NOT NULL DEFAULT '{}';
ALTER TABLE banks ADD COLUMN variants text[] NOT NULL DEFAULT '{cp,cn,jp}';

UPDATE banks SET names = v.names, variants = v.variants::text[] FROM (VALUES
  ('ICBC', '{"zh-CN": "中国工商银行", "en-US": "Industrial and Commercial Bank of China", "vi-VN": "Ngân hàng Công Thương Trung Quốc", "ja-JP": "中国工商銀行"}', '{cn}'),
  ('CCB', '{"zh-CN": "中国建设银行", "en-US": "China Construction Bank", "vi-VN": "Ngân hàng Xây dựng Trung Quốc", "ja-JP": "中国建設銀行"}', '{cn}'),
  ('ABC', '{"zh-CN": "中国农业银行", "en-US": "Agricultural Bank of China", "vi-VN": "Ngân hàng Nông nghiệp Trung Quốc", "ja-JP": "中国農業銀行"}', '{cn}'),
  ('BOC', '{"zh-CN": "中国银行", "en-US": "Bank of China", "vi-VN": "Ngân hàng Trung Quốc", "ja-JP": "中国銀行"}', '{cn}'),
  ('BCOM', '{"zh-CN": "交通银行", "en-US": "Bank of Communications", "vi-VN": "Ngân hàng Giao thông", "ja-JP": "交通銀行"}', '{cn}'),
  ('CMB', '{"zh-CN": "招商银行", "en-US": "China Merchants Bank", "vi-VN": "Ngân hàng Chiêu Thương", "ja-JP": "招商銀行"}', '{cn}'),
  ('PSBC', '{"zh-CN": "中国邮政储蓄银行", "en-US": "Postal Savings Bank of China", "vi-VN": "Ngân hàng Tiết kiệm Bưu chính Trung Quốc", "ja-JP": "中国郵政貯蓄銀行"}', '{cn}'),
  ('CIB', '{"zh-CN": "兴业银行", "en-US": "Industrial Bank", "vi-VN": "Ngân hàng Hưng Nghiệp", "ja-JP": "興業銀行"}', '{cn}'),
  ('CMBC', '{"zh-CN": "中国民生银行", "en-US": "China Minsheng Bank", "vi-VN": "Ngân hàng Dân Sinh Trung Quốc", "ja-JP": "中国民生銀行"}', '{cn}'),
  ('SPDB', '{"zh-CN": "上海浦东发展银行", "en-US": "Shanghai Pudong Development Bank", "vi-VN": "Ngân hàng Phát triển Phố Đông Thượng Hải", "ja-JP": "上海浦東発展銀行"}', '{cn}'),
  ('CITIC', '{"zh-CN": "中信银行", "en-US": "China CITIC Bank", "vi-VN": "Ngân hàng Trung Tín (CITIC)", "ja-JP": "中信銀行"}', '{cn}'),
  ('CEB', '{"zh-CN": "中国光大银行", "en-US": "China Everbright Bank", "vi-VN": "Ngân hàng Quang Đại Trung Quốc", "ja-JP": "中国光大銀行"}', '{cn}'),
  ('HXB', '{"zh-CN": "华夏银行", "en-US": "Hua Xia Bank", "vi-VN": "Ngân hàng Hoa Hạ", "ja-JP": "華夏銀行"}', '{cn}'),
  ('PAB', '{"zh-CN": "平安银行", "en-US": "Ping An Bank", "vi-VN": "Ngân hàng Bình An", "ja-JP": "平安銀行"}', '{cn}'),
  ('CGB', '{"zh-CN": "广发银行", "en-US": "China Guangfa Bank", "vi-VN": "Ngân hàng Quảng Phát", "ja-JP": "広発銀行"}', '{cn}'),
  ('MUFG', '{"zh-CN": "三菱日联银行", "en-US": "MUFG Bank", "vi-VN": "Ngân hàng MUFG", "ja-JP": "三菱UFJ銀行"}', '{jp}'),
  ('SMBC', '{"zh-CN": "三井住友银行", "en-US": "Sumitomo Mitsui Banking Corporation", "vi-VN": "Ngân hàng Sumitomo Mitsui (SMBC)", "ja-JP": "三井住友銀行"}', '{jp}'),
  ('MIZUHO', '{"zh-CN": "瑞穗银行", "en-US": "Mizuho Bank", "vi-VN": "Ngân hàng Mizuho", "ja-JP": "みずほ銀行"}', '{jp}'),
  ('USDTTRC20', '{"zh-CN": "USDT-TRC20", "en-US": "USDT-TRC20", "vi-VN": "USDT-TRC20", "ja-JP": "USDT-TRC20"}', '{cp,cn,jp}'),
  ('USDTERC20', '{"zh-CN": "USDT-ERC20", "en-US": "USDT-ERC20", "vi-VN": "USDT-ERC20", "ja-JP": "USDT-ERC20"}', '{cp,cn,jp}')
) AS v(code, names, variants) WHERE banks.code = v.code;

INSERT INTO banks (name, code, sort, names, variants) VALUES
  ('りそな銀行', 'RESONA', 230, '{"zh-CN": "理索纳银行", "en-US": "Resona Bank", "vi-VN": "Ngân hàng Resona", "ja-JP": "りそな銀行"}', '{jp}'),
  ('ゆうちょ銀行', 'JPBANK', 240, '{"zh-CN": "日本邮政储蓄银行", "en-US": "Japan Post Bank", "vi-VN": "Ngân hàng Bưu điện Nhật Bản (Japan Post Bank)", "ja-JP": "ゆうちょ銀行"}', '{jp}'),
  ('楽天銀行', 'RAKUTEN', 250, '{"zh-CN": "乐天银行", "en-US": "Rakuten Bank", "vi-VN": "Ngân hàng Rakuten", "ja-JP": "楽天銀行"}', '{jp}'),
  ('住信SBIネット銀行', 'SBINET', 260, '{"zh-CN": "住信SBI网络银行", "en-US": "SBI Sumishin Net Bank", "vi-VN": "Ngân hàng SBI Sumishin Net", "ja-JP": "住信SBIネット銀行"}', '{jp}'),
  ('PayPay銀行', 'PAYPAY', 270, '{"zh-CN": "PayPay银行", "en-US": "PayPay Bank", "vi-VN": "Ngân hàng PayPay", "ja-JP": "PayPay銀行"}', '{jp}'),
  ('ソニー銀行', 'SONY', 280, '{"zh-CN": "索尼银行", "en-US": "Sony Bank", "vi-VN": "Ngân hàng Sony", "ja-JP": "ソニー銀行"}', '{jp}'),
  ('セブン銀行', 'SEVEN', 290, '{"zh-CN": "Seven银行", "en-US": "Seven Bank", "vi-VN": "Ngân hàng Seven", "ja-JP": "セブン銀行"}', '{jp}'),
  ('イオン銀行', 'AEON', 300, '{"zh-CN": "永旺银行", "en-US": "AEON Bank", "vi-VN": "Ngân hàng AEON", "ja-JP": "イオン銀行"}', '{jp}'),
  ('SBI新生銀行', 'SHINSEI', 310, '{"zh-CN": "SBI新生银行", "en-US": "SBI Shinsei Bank", "vi-VN": "Ngân hàng SBI Shinsei", "ja-JP": "SBI新生銀行"}', '{jp}'),
  ('auじぶん銀行', 'AUJIBUN', 320, '{"zh-CN": "au自分银行", "en-US": "au Jibun Bank", "vi-VN": "Ngân hàng au Jibun", "ja-JP": "auじぶん銀行"}', '{jp}'),
  ('横浜銀行', 'YOKOHAMA', 330, '{"zh-CN": "横滨银行", "en-US": "Bank of Yokohama", "vi-VN": "Ngân hàng Yokohama", "ja-JP": "横浜銀行"}', '{jp}'),
  ('千葉銀行', 'CHIBA', 340, '{"zh-CN": "千叶银行", "en-US": "Chiba Bank", "vi-VN": "Ngân hàng Chiba", "ja-JP": "千葉銀行"}', '{jp}'),
  ('福岡銀行', 'FUKUOKA', 350, '{"zh-CN": "福冈银行", "en-US": "Bank of Fukuoka", "vi-VN": "Ngân hàng Fukuoka", "ja-JP": "福岡銀行"}', '{jp}'),
  ('Vietcombank – Ngoại thương Việt Nam', 'VCB', 300, '{"zh-CN": "越南外贸银行 Vietcombank", "en-US": "Vietcombank", "vi-VN": "Vietcombank – Ngoại thương Việt Nam", "ja-JP": "ベトコムバンク（Vietcombank）"}', '{cp}'),
  ('VietinBank – Công Thương Việt Nam', 'ICB', 310, '{"zh-CN": "越南工商银行 VietinBank", "en-US": "VietinBank", "vi-VN": "VietinBank – Công Thương Việt Nam", "ja-JP": "ヴィエティンバンク（VietinBank）"}', '{cp}'),
  ('BIDV – Đầu tư và Phát triển Việt Nam', 'BIDV', 320, '{"zh-CN": "越南投资发展银行 BIDV", "en-US": "BIDV", "vi-VN": "BIDV – Đầu tư và Phát triển Việt Nam", "ja-JP": "ベトナム投資開発銀行（BIDV）"}', '{cp}'),
  ('Agribank – Nông nghiệp và Phát triển Nông thôn', 'VBA', 330, '{"zh-CN": "越南农业与农村发展银行 Agribank", "en-US": "Agribank", "vi-VN": "Agribank – Nông nghiệp và Phát triển Nông thôn", "ja-JP": "アグリバンク（Agribank）"}', '{cp}'),
  ('Techcombank – Kỹ Thương Việt Nam', 'TCB', 340, '{"zh-CN": "越南技商银行 Techcombank", "en-US": "Techcombank", "vi-VN": "Techcombank – Kỹ Thương Việt Nam", "ja-JP": "テクコムバンク（Techcombank）"}', '{cp}'),
  ('MB Bank – Quân đội', 'MB', 350, '{"zh-CN": "越南军队银行 MB Bank", "en-US": "MB Bank", "vi-VN": "MB Bank – Quân đội", "ja-JP": "MB 銀行（MB Bank）"}', '{cp}'),
  ('ACB – Á Châu', 'ACB', 360, '{"zh-CN": "亚洲商业银行 ACB", "en-US": "ACB", "vi-VN": "ACB – Á Châu", "ja-JP": "アジア商業銀行（ACB）"}', '{cp}'),
  ('VPBank – Việt Nam Thịnh Vượng', 'VPB', 370, '{"zh-CN": "越南繁荣银行 VPBank", "en-US": "VPBank", "vi-VN": "VPBank – Việt Nam Thịnh Vượng", "ja-JP": "VP 銀行（VPBank）"}', '{cp}'),
  ('Sacombank – Sài Gòn Thương Tín', 'STB', 380, '{"zh-CN": "西贡商信银行 Sacombank", "en-US": "Sacombank", "vi-VN": "Sacombank – Sài Gòn Thương Tín", "ja-JP": "サコムバンク（Sacombank）"}', '{cp}'),
  ('TPBank – Tiên Phong', 'TPB', 390, '{"zh-CN": "先锋银行 TPBank", "en-US": "TPBank", "vi-VN": "TPBank – Tiên Phong", "ja-JP": "TP 銀行（TPBank）"}', '{cp}'),
  ('HDBank – Phát triển TP.HCM', 'HDB', 400, '{"zh-CN": "胡志明市发展银行 HDBank", "en-US": "HDBank", "vi-VN": "HDBank – Phát triển TP.HCM", "ja-JP": "HD 銀行（HDBank）"}', '{cp}'),
  ('VIB – Quốc tế Việt Nam', 'VIB', 410, '{"zh-CN": "越南国际银行 VIB", "en-US": "VIB", "vi-VN": "VIB – Quốc tế Việt Nam", "ja-JP": "ベトナム国際銀行（VIB）"}', '{cp}'),
  ('SHB – Sài Gòn – Hà Nội', 'SHB', 420, '{"zh-CN": "西贡河内银行 SHB", "en-US": "SHB", "vi-VN": "SHB – Sài Gòn – Hà Nội", "ja-JP": "サイゴン・ハノイ銀行（SHB）"}', '{cp}'),
  ('Eximbank – Xuất Nhập khẩu Việt Nam', 'EIB', 430, '{"zh-CN": "越南进出口银行 Eximbank", "en-US": "Eximbank", "vi-VN": "Eximbank – Xuất Nhập khẩu Việt Nam", "ja-JP": "エクシムバンク（Eximbank）"}', '{cp}'),
  ('SeABank – Đông Nam Á', 'SEAB', 440, '{"zh-CN": "东南亚银行 SeABank", "en-US": "SeABank", "vi-VN": "SeABank – Đông Nam Á", "ja-JP": "シーエーバンク（SeABank）"}', '{cp}'),
  ('OCB – Phương Đông', 'OCB', 450, '{"zh-CN": "东方商业银行 OCB", "en-US": "OCB", "vi-VN": "OCB – Phương Đông", "ja-JP": "オリエント商業銀行（OCB）"}', '{cp}'),
  ('MSB – Hàng Hải Việt Nam', 'MSB', 460, '{"zh-CN": "越南海事银行 MSB", "en-US": "MSB", "vi-VN": "MSB – Hàng Hải Việt Nam", "ja-JP": "ベトナム海事銀行（MSB）"}', '{cp}'),
  ('LPBank – Lộc Phát Việt Nam', 'LPB', 470, '{"zh-CN": "禄发银行 LPBank", "en-US": "LPBank", "vi-VN": "LPBank – Lộc Phát Việt Nam", "ja-JP": "LP 銀行（LPBank）"}', '{cp}'),
  ('Nam A Bank – Nam Á', 'NAB', 480, '{"zh-CN": "南亚银行 Nam A Bank", "en-US": "Nam A Bank", "vi-VN": "Nam A Bank – Nam Á", "ja-JP": "ナムア銀行（Nam A Bank）"}', '{cp}'),
  ('Bac A Bank – Bắc Á', 'BAB', 490, '{"zh-CN": "北亚银行 Bac A Bank", "en-US": "Bac A Bank", "vi-VN": "Bac A Bank – Bắc Á", "ja-JP": "バックア銀行（Bac A Bank）"}', '{cp}')
ON CONFLICT (code) DO NOTHING;


-- Payment methods in the player's language: `texts` is JSON language -> {name, tips, networks
-- (USDT: network type -> tips)}; `name` and `tips` stay the fallback (an operator's own method may
-- have one language only). The demo's methods (server/domain/payments/catalogue.ts) get their four
-- languages here on a database seeded before; a new one is seeded with them.
ALTER TABLE pay_methods ADD COLUMN texts text NOT NULL DEFAULT '{}';

UPDATE pay_methods SET texts = '{"zh-CN": {"name": "银行卡快捷支付", "tips": "支持各大银行储蓄卡，实时到账，充值赠送 1%。"}, "en-US": {"name": "Quick bank-card payment", "tips": "Debit cards of all major banks, credited at once, with a 1% bonus."}, "vi-VN": {"name": "Thanh toán nhanh bằng thẻ ngân hàng", "tips": "Hỗ trợ thẻ ghi nợ của các ngân hàng lớn, cộng tiền ngay, tặng thêm 1%."}, "ja-JP": {"name": "銀行カードクイック入金", "tips": "主要銀行のデビットカードに対応。即時に反映され、入金額の 1% をボーナスとして進呈します。"}}' WHERE provider = 'sandbox' AND name = '银行卡快捷支付' AND texts = '{}';
UPDATE pay_methods SET texts = '{"zh-CN": {"name": "支付宝", "tips": "支付宝扫码或跳转支付宝 App 支付。"}, "en-US": {"name": "Alipay", "tips": "Pay with Alipay: scan the QR code or continue in the Alipay app."}, "vi-VN": {"name": "Alipay", "tips": "Thanh toán bằng Alipay: quét mã QR hoặc chuyển sang ứng dụng Alipay."}, "ja-JP": {"name": "Alipay（支付宝）", "tips": "Alipay の QR コードを読み取るか、Alipay アプリに切り替えてお支払いください。"}}' WHERE provider = 'sandbox' AND name = '支付宝' AND texts = '{}';
UPDATE pay_methods SET texts = '{"zh-CN": {"name": "微信支付", "tips": "使用微信扫码支付。"}, "en-US": {"name": "WeChat Pay", "tips": "Scan the QR code with WeChat to pay."}, "vi-VN": {"name": "WeChat Pay", "tips": "Quét mã QR bằng WeChat để thanh toán."}, "ja-JP": {"name": "WeChat Pay（微信支付）", "tips": "WeChat で QR コードを読み取ってお支払いください。"}}' WHERE provider = 'sandbox' AND name = '微信支付' AND texts = '{}';
UPDATE pay_methods SET texts = '{"zh-CN": {"name": "USDT 虚拟币", "tips": "使用 USDT 充值，赠送 2%。请按页面显示的数量转账，并提交交易哈希。", "networks": {"TRC20": "波场网络，手续费低，推荐使用。", "ERC20": "以太坊网络，网络手续费较高。"}}, "en-US": {"name": "USDT (crypto)", "tips": "Deposit with USDT and get a 2% bonus. Transfer exactly the amount shown, then submit the transaction hash.", "networks": {"TRC20": "TRON network: low fees, recommended.", "ERC20": "Ethereum network: higher network fees."}}, "vi-VN": {"name": "USDT (tiền mã hóa)", "tips": "Nạp bằng USDT, tặng thêm 2%. Hãy chuyển đúng số lượng hiển thị rồi gửi mã giao dịch (hash).", "networks": {"TRC20": "Mạng TRON: phí thấp, khuyên dùng.", "ERC20": "Mạng Ethereum: phí mạng cao hơn."}}, "ja-JP": {"name": "USDT（暗号資産）", "tips": "USDT で入金すると 2% のボーナス。表示された数量をそのまま送金し、トランザクションハッシュを送信してください。", "networks": {"TRC20": "TRON ネットワーク。手数料が安く、おすすめです。", "ERC20": "イーサリアムネットワーク。ネットワーク手数料は高めです。"}}}' WHERE provider = 'usdt' AND name = 'USDT 虚拟币' AND texts = '{}';
UPDATE pay_methods SET texts = '{"zh-CN": {"name": "VIP 专属充值", "tips": "大额充值请联系专属客服，享受专人服务。"}, "en-US": {"name": "VIP deposit", "tips": "For large deposits, contact your dedicated customer service for personal assistance."}, "vi-VN": {"name": "Nạp tiền VIP", "tips": "Nạp số tiền lớn, vui lòng liên hệ chăm sóc khách hàng riêng để được hỗ trợ tận tình."}, "ja-JP": {"name": "VIP 専用入金", "tips": "高額のご入金は専任サポートにご連絡ください。担当者が対応いたします。"}}' WHERE provider = 'contact' AND name = 'VIP 专属充值' AND texts = '{}';

-- The recharge notice named one minimum for every method (50.0) while each method has its own
-- limits, which the deposit page shows: the shipped texts no longer name an amount (an operator's
-- own text is left as it is).
UPDATE site_texts SET texts = replace(replace(replace(replace(texts, '<p>充值到账后即可投注。单笔最低 50.0 元，银行卡与 USDT 充值享额外赠送。如遇问题请联系在线客服。</p>', '<p>充值到账后即可投注。各支付方式的单笔限额显示在下方，银行卡与 USDT 充值享额外赠送。如遇问题请联系在线客服。</p>'), '<p>Your deposit can be used for betting as soon as it is credited. Minimum 50.0 per deposit; bank-card and USDT deposits get an extra bonus. Any problem? Contact online support.</p>', '<p>Your deposit can be used for betting as soon as it is credited. Each method shows its own limits per deposit below; bank-card and USDT deposits get an extra bonus. Any problem? Contact online support.</p>'), '<p>Tiền nạp được cộng là có thể đặt cược ngay. Mỗi lần nạp tối thiểu 50.0; nạp bằng thẻ ngân hàng và USDT được tặng thêm. Nếu gặp sự cố, vui lòng liên hệ hỗ trợ trực tuyến.</p>', '<p>Tiền nạp được cộng là có thể đặt cược ngay. Hạn mức mỗi lần nạp của từng phương thức hiển thị bên dưới; nạp bằng thẻ ngân hàng và USDT được tặng thêm. Nếu gặp sự cố, vui lòng liên hệ hỗ trợ trực tuyến.</p>'), '<p>入金が反映されるとすぐにベットできます。1 回の入金は最低 50.0 から。銀行カードと USDT の入金にはボーナスが付きます。お困りの際はオンラインサポートへ。</p>', '<p>入金が反映されるとすぐにベットできます。入金限度額は支払い方法ごとに下に表示されます。銀行カードと USDT の入金にはボーナスが付きます。お困りの際はオンラインサポートへ。</p>') WHERE name = 'recharge';
