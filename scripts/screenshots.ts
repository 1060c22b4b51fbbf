import path from 'node:path';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import type { Page } from 'playwright-core';
import { startPortal } from '../apps/web/e2e/harness.ts';
import { OPERATOR_ROLES, type OperatorRole } from '@portal/shared/contracts/operators';
import type { MemberType } from '../apps/server/src/db/column-types.ts';

/**
 * Screenshots for review, on demand (nothing is committed): the demo portal in Chromium, each
 * page on a desktop and a 390 px phone, dark and light. After `npm run build`:
 *
 *   npm run screenshots -- / /promotions                      the pages as a visitor
 *   npm run screenshots -- --member --amount=500 /            signed in as a new member with money
 *   npm run screenshots -- --member --agent=1 '/?ac=overview'  the member made an agent (type 1, 2, 41, 42)
 *   npm run screenshots -- --operator=compliance /admin/kyc   signed in to the console with roles
 *   npm run screenshots -- --lang=pt-BR --wait=kyc-page /     a language; a test id to wait for and scroll to
 *
 * Written to screenshots/ (ignored by git), named after the page, width, theme and language.
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    member: { type: 'boolean', default: false },
    amount: { type: 'string', default: '0' },
    agent: { type: 'string' },
    operator: { type: 'string' },
    lang: { type: 'string', default: 'en' },
    wait: { type: 'string' },
  },
});
const pages = positionals.length > 0 ? positionals : ['/'];
const roles = (values.operator?.split(',') ?? []) as OperatorRole[];
const unknown = roles.filter((role) => !(OPERATOR_ROLES as readonly string[]).includes(role));
if (unknown.length > 0) throw new Error(`unknown operator roles: ${unknown.join(', ')}`);

const out = path.resolve(import.meta.dirname, '../screenshots');
fs.mkdirSync(out, { recursive: true });
const viewports = { desktop: { width: 1366, height: 800 }, phone: { width: 390, height: 844 } } as const;
const portal = await startPortal({ env: { SEED_DEMO: true } });

/** A page of the chosen audience (visitor, member or operator) at a size and theme. */
async function open(viewport: keyof typeof viewports, theme: 'dark' | 'light'): Promise<Page> {
  const size = viewports[viewport];
  if (roles.length > 0) return (await portal.signedInOperator({ roles, theme, lang: values.lang, ...size })).page;
  if (values.member) {
    const amount = Number(values.amount);
    const memberType = values.agent ? (Number(values.agent) as MemberType) : undefined;
    return (await portal.signedInMember({ amount, memberType, theme, lang: values.lang, ...size })).page;
  }
  const context = await portal.newContext({ theme, lang: values.lang, ...size });
  return context.newPage();
}

try {
  for (const viewport of ['desktop', 'phone'] as const) {
    for (const theme of ['dark', 'light'] as const) {
      const page = await open(viewport, theme);
      for (const route of pages) {
        await page.goto(route);
        if (values.wait) await page.getByTestId(values.wait).scrollIntoViewIfNeeded();
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(400);
        const name = `${route.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}`;
        const file = path.join(out, `${name}-${viewport}-${theme}-${values.lang}.png`);
        await page.screenshot({ path: file });
        console.log(path.relative(process.cwd(), file));
      }
      await page.context().close();
    }
  }
} finally {
  await portal.close();
}
