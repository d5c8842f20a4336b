// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { moneyEffects, resendStore } from '../../src/app/money-services';

describe('money page effects', () => {
  it('opens web addresses in a new window without an opener, and nothing else', () => {
    const open = vi.fn();
    const effects = moneyEffects(() => 'demo001', { open } as unknown as Window);
    effects.openWindow('https://cashier.test/pay/1');
    effects.openWindow(' /payment/pay/cashier/D1?token=t ');
    effects.openWindow('javascript:alert(document.cookie)');
    effects.openWindow('data:text/html,<script>1</script>');
    expect(open.mock.calls).toEqual([
      ['https://cashier.test/pay/1', '_blank', 'noopener,noreferrer'],
      ['/payment/pay/cashier/D1?token=t', '_blank', 'noopener,noreferrer'],
    ]);
  });

  it('keeps the resend deadline per player and code type, and forgets it', () => {
    const effects = moneyEffects(() => 'demo001');
    effects.storeEmailResend(2, 1_800_000_000_000);
    expect(resendStore.read('demo001', 2)).toBe(1_800_000_000_000);
    expect(resendStore.read('demo002', 2)).toBeNull();
    expect(resendStore.read('demo001', 1)).toBeNull();
    effects.storeEmailResend(2, null);
    expect(resendStore.read('demo001', 2)).toBeNull();
  });
});
