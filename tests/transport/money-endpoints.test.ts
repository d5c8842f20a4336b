import { afterEach, describe, expect, it } from 'vitest';
import * as money from '../../src/api/endpoints/money';
import { ok, startScriptServer, type ScriptServer } from './support/script-server';
import { testClient } from './support/test-client';

const servers: ScriptServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function server(script: Parameters<typeof startScriptServer>[0]): Promise<ScriptServer> {
  const started = await startScriptServer(script);
  servers.push(started);
  return started;
}

describe('money endpoints', () => {
  it('sends deposits and orders to the pay base with the submit’s key; the rest to the API', async () => {
    const api = await server((request) => ok(request.url === '/withdraw/v1/userBankList' ? [{ id: 7 }, { id: 8 }] : { rechargeContent: '' }));
    const pay = await server(() => ok({ orderId: 'D1' }));
    const client = testClient(api.url, { config: { apiBase: api.url, platformId: 1, payBase: `${pay.url}/payment` } });

    await money.payList(client);
    await money.pay(client, { payTypeId: 1, money: 10_000, isPaySDK: 0, protocolType: '', virtualType: '', checkType: 1, device: 'pc' }, 'submit-1');
    await money.depositOrder(client, 'D1');
    await money.submitTxId(client, { orderId: 'D1', txId: '0xabc' }, 'submit-2');
    expect(pay.requests.map((r) => [r.url, r.body])).toEqual([
      ['/payment/pay/payList', '{"device":"pc"}'],
      ['/payment/pay/pay', '{"payTypeId":1,"money":10000,"isPaySDK":0,"protocolType":"","virtualType":"","checkType":1,"device":"pc"}'],
      ['/payment/pay/order', '{"orderId":"D1"}'],
      ['/payment/pay/submitTxId', '{"orderId":"D1","txId":"0xabc"}'],
    ]);
    expect(pay.requests[1]?.headers['idempotency-key']).toBe('submit-1');
    expect(pay.requests[3]?.headers['idempotency-key']).toBe('submit-2');

    await expect(money.userBank(client)).resolves.toEqual({ id: 7 });
    await money.addWithdraw(client, { id: 7, bankId: 1, bankName: '', bankCardNo: '', bankUserName: '', amount: 100, withdrawPassword: 'x', email: '', verifyCode: '' }, 'submit-3');
    expect(api.requests.map((r) => r.url)).toEqual(['/withdraw/v1/userBankList', '/withdraw/v1/addWithdraw']);
    expect(api.requests[1]?.headers['idempotency-key']).toBe('submit-3');
  });

  it('the bound bank is null when none; the recharge notice reads its first whole ".0" as ".00" (spec §7)', async () => {
    const api = await server((request) => ok(request.url === '/withdraw/v1/userBankList' ? [] : { rechargeContent: '<p>最低 50.0 元，赠送 1.05%，最高 9.0 元</p>' }));
    const client = testClient(api.url);
    await expect(money.userBank(client)).resolves.toBeNull();
    await expect(money.rechargeConfig(client)).resolves.toEqual({ rechargeContent: '<p>最低 50.00 元，赠送 1.05%，最高 9.0 元</p>' });
  });
});
