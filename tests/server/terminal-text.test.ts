import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastdrawServer } from '../../server/app';
import { terminalLines, terminalText } from '../../server/operator/terminal-text';
import { runOperatorCommand } from '../../server/operator-commands';
import { bindCard, newPlayer, withdraw } from './account/support';
import { startTestServer } from './support/server';

/** What players wrote reaches the operator's terminal with its control characters made visible (issue 16 §4). */

const CLEAR_SCREEN = '\x1b[2J\x1b[H';

describe('terminal text', () => {
  it('shows C0, DEL, C1 and bidi controls as escapes, and leaves other text alone', () => {
    expect(terminalText(`${CLEAR_SCREEN}Pay 1,000 to 6222…`)).toBe('\\x1b[2J\\x1b[HPay 1,000 to 6222…');
    expect(terminalText('a\nb\rc\td\x00e\x7ff\x9bg')).toBe('a\\x0ab\\x0dc\\x09d\\x00e\\x7ff\\x9bg');
    expect(terminalText('张三\u202Egnp.exe\u2066x\u2069\u200F\u2028')).toBe('张三\\u{202E}gnp.exe\\u{2066}x\\u{2069}\\u{200F}\\u{2028}');
    expect(terminalText('王小明 O\'Brien — ok ✓')).toBe('王小明 O\'Brien — ok ✓');
    // Already visible text stays as it is (the CLI may escape what the server escaped).
    expect(terminalText(terminalText(CLEAR_SCREEN))).toBe(terminalText(CLEAR_SCREEN));
    expect(terminalLines(`line 1\nline\x1b[1A 2`)).toBe('line 1\nline\\x1b[1A 2');
  });
});

describe('npm run cli -- pending', () => {
  let server: FastdrawServer;
  beforeAll(async () => {
    server = await startTestServer({ kind: 'memory' });
  });
  afterAll(() => server?.close());

  it('prints a holder name with an escape sequence and a line feed as one visible line', async () => {
    const player = await newPlayer(server, { balanceCents: 50_000 });
    const bank = await bindCard(server, player);
    expect((await withdraw(server, player, bank, 10_000)).envelope.code).toBe(0);
    // Whatever way it got in (an older client, another API), the stored name is the player's text.
    await server.db.query('UPDATE withdrawals SET holder = $1, bank_name = $2 WHERE user_id = (SELECT id FROM users WHERE account = $3)', [
      `${CLEAR_SCREEN}\nWithdrawals in progress (0):\u202E`,
      'ICBC\x1b]0;pwned\x07',
      player.account,
    ]);
    const output = await runOperatorCommand(server.db, ['pending']);
    // eslint-disable-next-line no-control-regex -- none may be left
    expect(output).not.toMatch(/[\x00-\x09\x0b-\x1f\x7f-\x9f\u202e]/);
    const line = output.split('\n').find((text) => text.includes(player.account))!;
    expect(line).toContain('ICBC\\x1b]0;pwned\\x07');
    expect(line).toContain('\\x1b[2J\\x1b[H\\x0aWithdrawals in progress (0):\\u{202E}');
    expect(output.split('\n').filter((text) => text.startsWith('Withdrawals in progress'))).toEqual(['Withdrawals in progress (1):']);
  });
});

describe('the CLI process', () => {
  const folder = mkdtempSync(join(tmpdir(), 'fastdraw-terminal-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('prints refusals quoting what it was given with control characters made visible', () => {
    const env = { ...process.env, DATA_DIR: join(folder, 'data'), PORT: '' };
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli.ts', `${CLEAR_SCREEN}launch`], { env, encoding: 'utf8', timeout: 30_000 });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Unknown command "\\x1b[2J\\x1b[Hlaunch"');
    expect(result.stderr).not.toContain('\x1b');
  });
});
