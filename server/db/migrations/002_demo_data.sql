-- Published demo data (docs/api.md "Demo data"): the house invite code and a few notices.
-- The demo players need password hashing, so server/domain/seed.ts creates them at start-up.

INSERT INTO invite_codes (code) VALUES ('FAST01');

INSERT INTO notices (platform_id, title, content, created_at) VALUES
  (1, '欢迎来到 Fastdraw',
   '<p>欢迎加入 Fastdraw！快三、PK10、时时彩、快乐8 和幸运28 全天开奖，祝您游戏愉快。</p>',
   now() - interval '3 days'),
  (1, '充值与提现说明',
   '<p>充值到账后即可投注。提现需先绑定银行卡或钱包，并设置提现密码，单笔最低 100 元。</p>',
   now() - interval '2 days'),
  (1, '系统维护通知',
   '<p>为提供更好的服务，系统将于每周一凌晨 04:00–04:30 进行例行维护，维护期间暂停投注，敬请谅解。</p>',
   now() - interval '1 day'),
  (1, '理性投注提示',
   '<p>彩票有风险，投注需谨慎。请合理安排娱乐时间与预算，未满 18 周岁请勿参与。</p>',
   now() - interval '1 hour');
