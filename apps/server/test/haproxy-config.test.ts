import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HAPROXY_BIN, HAPROXY_TEMPLATE, renderHaproxyConfig } from './support/cluster/haproxy.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const template = fs.readFileSync(HAPROXY_TEMPLATE, 'utf8');

describe('ops/haproxy/haproxy.cfg', () => {
  it('balances over the instances compose.scale.yaml runs', () => {
    const compose = fs.readFileSync(path.join(root, 'compose.scale.yaml'), 'utf8');
    const servers = [...template.matchAll(/^\s+server (\S+) (\S+)$/gm)].map((m) => [m[1], m[2]]);
    expect(servers).toEqual([
      ['portal-1', 'portal-1:8080'],
      ['portal-2', 'portal-2:8080'],
      ['portal-3', 'portal-3:8080'],
    ]);
    for (const [name] of servers) expect(compose).toMatch(new RegExp(`^  ${name}: \\*portal$`, 'm'));
    expect(compose).toContain('./ops/haproxy/haproxy.cfg:/usr/local/etc/haproxy/haproxy.cfg:ro');
  });

  it('renders with other addresses and changes nothing else', () => {
    const rendered = renderHaproxyConfig(template, {
      bind: '127.0.0.1:18080',
      servers: [{ name: 'portal-1', address: '127.0.0.1:3001' }],
    });
    expect(rendered).toContain('  bind 127.0.0.1:18080\n');
    expect(rendered).toContain('  server portal-1 127.0.0.1:3001');
    expect(rendered).not.toMatch(/portal-[23]|bind :8080/);
    const rest = (text: string) => text.split('\n').filter((l) => !/^\s+(bind|server)\s/.test(l));
    expect(rest(rendered)).toEqual(rest(template));
    // What the scale-out test relies on: health on /readyz, the answering instance named, long-lived tunnels.
    for (const line of [
      'option httpchk GET /readyz',
      'http-response set-header X-Portal-Instance %s',
      'timeout tunnel 1h',
    ])
      expect(rendered).toContain(line);
  });

  it.skipIf(!fs.existsSync(HAPROXY_BIN))('is a configuration HAProxy accepts (haproxy -c, where installed)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haproxy-check-'));
    try {
      const file = path.join(dir, 'haproxy.cfg');
      const servers = [1, 2, 3].map((n) => ({ name: `portal-${n}`, address: `127.0.0.1:${3000 + n}` }));
      fs.writeFileSync(file, renderHaproxyConfig(template, { bind: '127.0.0.1:18080', servers }));
      const check = spawnSync(HAPROXY_BIN, ['-c', '-f', file], { encoding: 'utf8', timeout: 10_000 });
      expect(check.stderr + check.stdout).toMatch(/Configuration file is valid/);
      expect(check.status).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a template without the lines it swaps', () => {
    expect(() => renderHaproxyConfig('defaults\n  mode http\n', { bind: ':1', servers: [] })).toThrow(/bind line/);
  });
});
