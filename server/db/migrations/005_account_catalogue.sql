-- What the account area shows out of the box: banks and wallet networks, VIP levels, and the site's
-- texts. Operators change these rows. The payment methods (sandbox gateway, USDT, contact) were
-- inserted here before issue 16: they are demo data now (server/domain/payments/catalogue.ts
-- DEMO_PAY_METHODS, seeded in demo mode only); an operator adds their own with the CLI. A database
-- that ran this file before keeps its rows (docs/decisions.md "Demo data only in demo mode").

INSERT INTO banks (name, code, sort) VALUES
  ('中国工商银行', 'ICBC', 10),
  ('中国建设银行', 'CCB', 20),
  ('中国农业银行', 'ABC', 30),
  ('中国银行', 'BOC', 40),
  ('交通银行', 'BCOM', 50),
  ('招商银行', 'CMB', 60),
  ('中国邮政储蓄银行', 'PSBC', 70),
  ('兴业银行', 'CIB', 80),
  ('中国民生银行', 'CMBC', 90),
  ('上海浦东发展银行', 'SPDB', 100),
  ('中信银行', 'CITIC', 110),
  ('中国光大银行', 'CEB', 120),
  ('华夏银行', 'HXB', 130),
  ('平安银行', 'PAB', 140),
  ('广发银行', 'CGB', 150),
  ('三菱UFJ銀行', 'MUFG', 200),
  ('三井住友銀行', 'SMBC', 210),
  ('みずほ銀行', 'MIZUHO', 220),
  ('USDT-TRC20', 'USDTTRC20', 900),
  ('USDT-ERC20', 'USDTERC20', 910);

INSERT INTO vip_levels (level, limit_recharge_cents) VALUES
  (0, 0),
  (1, 100000),
  (2, 500000),
  (3, 2000000),
  (4, 5000000),
  (5, 10000000),
  (6, 30000000),
  (7, 80000000),
  (8, 200000000),
  (9, 500000000);

INSERT INTO site_texts (name, content) VALUES
  ('recharge', '<p>充值到账后即可投注。各支付方式的单笔限额显示在下方，银行卡与 USDT 充值享额外赠送。如遇问题请联系在线客服。</p>'),
  ('vip', '<p>VIP 等级按累计充值金额自动升级，等级越高，专属客服、提现速度与活动福利越多。</p><ul><li>等级终身有效，不会降级。</li><li>累计充值仅统计已到账的充值。</li></ul>'),
  ('withdraw-remind', '<p>提现将在 1–30 分钟内审核到账。每日提现时间 {window}，每日最多 {count} 次，单笔 {min}–{max}。</p><p>请确认绑定的收款信息准确无误。</p>'),
  ('agent-notice', '<p>好友通过您的邀请链接或邀请码注册后即成为您的下级，其每笔已结算投注您都可获得返佣，实时到账。</p>'),
  ('agent-content', '<ol><li>复制邀请链接，发送给好友。</li><li>或让好友扫描二维码注册。</li><li>好友注册时填写您的邀请码。</li></ol>');
