-- What the account area shows out of the box (docs/api.md "Demo data"): banks and wallet networks,
-- payment methods of the sandbox gateway and of USDT, VIP levels, and the site's texts. Operators
-- change these rows; nothing in the code depends on their ids except the published demo.

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

INSERT INTO pay_methods (name, class_icon, check_type, provider, is_recommend, discount_bp, tips, min_cents, max_cents, limit_enabled, init_prices, exchange_rate, url, virtual_pay_list, sort) VALUES
  ('银行卡快捷支付', 'bank', 1, 'sandbox', true, 100,
   '支持各大银行储蓄卡，实时到账，充值赠送 1%。',
   10000, 5000000, true, '{10000,20000,50000,100000,200000,500000,1000000,2000000}', '0', '', '[]', 10),
  ('支付宝', 'alipay', 1, 'sandbox', false, 0,
   '支付宝扫码或跳转支付，单笔 50–20,000 元。',
   5000, 2000000, true, '{5000,10000,20000,50000,100000,200000,500000}', '0', '', '[]', 20),
  ('微信支付', 'wechat', 1, 'sandbox', false, 0,
   '微信扫码支付，单笔 50–10,000 元。',
   5000, 1000000, true, '{5000,10000,20000,50000,100000,200000}', '0', '', '[]', 30),
  ('USDT 虚拟币', 'xnzf', 2, 'usdt', true, 200,
   '使用 USDT 充值，赠送 2%。请按页面显示的数量转账，并提交交易哈希。',
   10000, 50000000, true, '{10000,50000,100000,500000,1000000,5000000}', '7.20', '',
   '[{"type":"TRC20","name":"USDT-TRC20","tips":"波场网络，手续费低，推荐使用。","initPrices":[10000,50000,100000,500000,1000000,5000000],"limit":{"min":10000,"max":50000000,"enable":true}},{"type":"ERC20","name":"USDT-ERC20","tips":"以太坊网络，网络手续费较高，单笔最低 500 元。","initPrices":[50000,100000,500000,1000000,5000000],"limit":{"min":50000,"max":50000000,"enable":true}}]',
   40),
  ('VIP 专属充值', 'svip', 0, 'contact', false, 0,
   '大额充值请联系专属客服，享受专人服务。',
   0, 0, false, '{}', '0', '/pages/chat/customer-service', '[]', 50);

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
  ('recharge', '<p>充值到账后即可投注。单笔最低 50.0 元，银行卡与 USDT 充值享额外赠送。如遇问题请联系在线客服。</p>'),
  ('vip', '<p>VIP 等级按累计充值金额自动升级，等级越高，专属客服、提现速度与活动福利越多。</p><ul><li>等级终身有效，不会降级。</li><li>累计充值仅统计已到账的充值。</li></ul>'),
  ('withdraw-remind', '<p>提现将在 1–30 分钟内审核到账。每日提现时间 {window}，每日最多 {count} 次，单笔 {min}–{max}。</p><p>请确认绑定的收款信息准确无误。</p>'),
  ('agent-notice', '<p>好友通过您的邀请链接或邀请码注册后即成为您的下级，其每笔已结算投注您都可获得返佣，实时到账。</p>'),
  ('agent-content', '<ol><li>复制邀请链接，发送给好友。</li><li>或让好友扫描二维码注册。</li><li>好友注册时填写您的邀请码。</li></ol>');
