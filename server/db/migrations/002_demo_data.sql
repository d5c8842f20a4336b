-- A few notices of the site. The demo's invite code FAST01 was inserted here before issue 16: it
-- now comes with the demo players from server/domain/seed.ts, in demo mode only. Migrations carry
-- no checksum (server/db/migrate.ts), so a database that ran this file before keeps its rows; a
-- start outside demo mode removes that FAST01 (docs/decisions.md "Demo data only in demo mode").

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
