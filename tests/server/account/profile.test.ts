import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVATARS } from '../../../models/account';
import { AccountPath, ApiPath } from '../../../models/api-paths';
import type { User } from '../../../models/entities';
import type { FastdrawServer } from '../../../server/app';
import { call } from '../support/api';
import { startTestServer } from '../support/server';
import { bindCard, login, newPlayer, post, userOf, withdraw } from './support';

// /user/v1/update and the two password changes.
describe('profile and passwords', () => {
  let server: FastdrawServer;
  beforeAll(async () => {
    server = await startTestServer({ kind: 'memory' });
  });
  afterAll(() => server?.close());

  const update = (player: Awaited<ReturnType<typeof newPlayer>>, body: object) => post<User>(server, player, AccountPath.userUpdate, body);

  describe('personal info', () => {
    it('checks name, ID card and mobile in order with the validation keys', async () => {
      const player = await newPlayer(server);
      expect((await update(player, { name: ' ', cardNo: '', mobile: '' })).envelope).toEqual({ code: 1, msg: 'validation:tips_input_name', data: null });
      expect((await update(player, { name: '张', cardNo: '', mobile: '' })).envelope.msg).toBe('validation:tips_name_length');
      expect((await update(player, { name: '张三', cardNo: '', mobile: '' })).envelope.msg).toBe('validation:tips_input_cardno');
      expect((await update(player, { name: '张三', cardNo: '110101199003070011', mobile: '' })).envelope.msg).toBe('validation:tips_input_mobile');
      // The one-time save refuses what cannot be an ID or a mobile of this variant (cn).
      expect((await update(player, { name: '张三', cardNo: '12345', mobile: '13800138000' })).envelope.msg).toBe('validation:tips_cardno_err');
      expect((await update(player, { name: '张三', cardNo: '110101199003070011', mobile: 'abc' })).envelope.msg).toBe('validation:tips_mobile_err');
      expect((await update(player, { name: '张三'.repeat(40), cardNo: '1', mobile: '1' })).envelope.code).toBe(1);
      expect(await userOf(server, player)).toMatchObject({ name: '', cardNo: '', mobile: '' });
    });

    it('saves once, answers the new user, and is read-only afterwards', async () => {
      const player = await newPlayer(server);
      const saved = await update(player, { name: ' 张三 ', cardNo: '110101199003070011', mobile: '13800138000' });
      expect(saved.envelope.data).toMatchObject({ name: '张三', cardNo: '110101199003070011', mobile: '13800138000' });
      expect((await update(player, { name: '李四', cardNo: '1', mobile: '2' })).envelope.code).toBe(1);
      expect((await userOf(server, player)).name).toBe('张三');
    });
  });

  describe('avatar', () => {
    it('saves one of the 16 presets and refuses anything else', async () => {
      const player = await newPlayer(server);
      expect(AVATARS).toHaveLength(16);
      expect((await update(player, { avatar: 'b_16.png' })).envelope.data.avatar).toBe('b_16.png');
      for (const avatar of ['b_17.png', 'b_00.png', '../b_01.png', 'https://evil/b_01.png', '']) expect((await update(player, { avatar })).envelope.code).toBe(1);
      expect((await userOf(server, player)).avatar).toBe('b_16.png');
    });
  });

  describe('login password', () => {
    it('validates, refuses a wrong old password with 1004, and after a change every token of the account is dead', async () => {
      const player = await newPlayer(server);
      const second = await login(server, player.account);
      const change = (body: object) => post(server, player, AccountPath.updatePassword, { account: player.account, ...body });
      expect((await change({ oldPassword: '', newPassword: 'newpass99' })).envelope.msg).toBe('validation:tips_no_old_password');
      expect((await change({ oldPassword: 'pass1234', newPassword: 'abc' })).envelope.msg).toBe('validation:tip_password_length_err');
      expect((await change({ oldPassword: 'pass1234', newPassword: 'new pass!' })).envelope.msg).toBe('validation:tip_password_err');
      expect((await change({ oldPassword: 'wrong999', newPassword: 'newpass99' })).envelope.code).toBe(1004);
      expect((await change({ oldPassword: 'pass1234', newPassword: 'newpass99' })).envelope.code).toBe(0);
      for (const token of [player.token, second]) expect((await call(server.app, 'POST', ApiPath.userInfo, { token })).envelope.code).toBe(401);
      expect((await call(server.app, 'POST', ApiPath.login, { body: { account: player.account, password: 'pass1234' } })).envelope.code).toBe(1005);
      await login(server, player.account, 'newpass99');
    });

    it('throttles wrong old passwords like logins (4006)', async () => {
      const player = await newPlayer(server);
      for (let i = 0; i < 3; i++) await post(server, player, AccountPath.updatePassword, { account: player.account, oldPassword: 'wrong999', newPassword: 'newpass99' });
      expect((await post(server, player, AccountPath.updatePassword, { account: player.account, oldPassword: 'pass1234', newPassword: 'newpass99' })).envelope.code).toBe(4006);
    });
  });

  describe('withdrawal password', () => {
    it('checks 6–10 characters, differs from the old, refuses a wrong old one with 1006, and the new one works', async () => {
      const player = await newPlayer(server, { balanceCents: 100_000 });
      const change = (body: object) => post(server, player, AccountPath.updateWithdrawPassword, { account: player.account, ...body });
      expect((await change({ oldPassword: '', newPassword: '1234567' })).envelope.msg).toBe('validation:tips_no_old_optpwd');
      expect((await change({ oldPassword: '654321', newPassword: '12345' })).envelope.msg).toBe('validation:tips_setting_optpwd_length');
      expect((await change({ oldPassword: '654321', newPassword: '12345678901' })).envelope.msg).toBe('validation:tips_setting_optpwd_length');
      expect((await change({ oldPassword: '654321', newPassword: '654321' })).envelope.msg).toBe('validation:tips_different_old');
      expect((await change({ oldPassword: '000000', newPassword: '1234567' })).envelope.code).toBe(1006);
      expect((await change({ oldPassword: '654321', newPassword: '1234567' })).envelope.code).toBe(0);
      // The session survives a withdrawal-password change.
      const bank = await bindCard(server, player, undefined, '1234567');
      expect((await withdraw(server, player, bank, 10_000, { password: '654321' })).envelope.code).toBe(1006);
      expect((await withdraw(server, player, bank, 10_000, { password: '1234567' })).envelope.code).toBe(0);
    });
  });
});
