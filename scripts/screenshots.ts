import path from 'node:path';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { sql } from 'kysely';
import { generate } from 'otplib';
import { startPortal } from '../apps/web/e2e/harness.ts';
import { encryptFor, operatorAuth, registerMember } from '../apps/server/test/test-app.ts';
import { fundWallet, memberIdOf, newKey } from '../apps/server/test/wallet-helpers.ts';
import { addDays, stationsOf, vnDay } from '../apps/server/src/features/lottery/markets.ts';
import { seedDemoBrand } from '../apps/server/src/seed/demo-brand.ts';
import { seedDemoGames } from '../apps/server/src/seed/demo-games.ts';
import { seedDemoLoyalty } from '../apps/server/src/seed/demo-loyalty.ts';
import { loyaltyStreamOf, settleBets } from '../apps/server/test/loyalty-helpers.ts';

/**
 * Screenshots of the pages this work touched, for review: `node --import tsx scripts/screenshots.ts`
 * after `npm run build`. Written to docs/screenshots/. `--only=member-center` takes only the
 * shots whose name starts with it.
 */
const out = path.resolve(import.meta.dirname, '../docs/screenshots');
fs.mkdirSync(out, { recursive: true });

const viewports = { desktop: { width: 1366, height: 800 }, phone: { width: 390, height: 844 } } as const;
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length) ?? '';
const portal = await startPortal();

async function shoot(
  name: string,
  route: string,
  options: { viewport: keyof typeof viewports; theme: 'dark' | 'light'; lang?: string; testId: string; ip?: string },
  before?: (page: Page) => Promise<void>,
) {
  if (!name.startsWith(only)) return;
  const context = await portal.newContext({
    ...viewports[options.viewport],
    theme: options.theme,
    lang: options.lang,
    ip: options.ip,
  });
  const page = await context.newPage();
  await page.goto(route);
  await page.getByTestId(options.testId).waitFor();
  await page.waitForLoadState('networkidle');
  if (before) await before(page);
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(out, `${name}.png`) });
  await context.close();
  console.log(`docs/screenshots/${name}.png`);
}

/** A member with two-step verification on and an e-mail bound, set up through the API. */
async function securedMember() {
  const { app } = portal.testApp;
  const member = await registerMember(app);
  const headers = { authorization: member.authorization };
  const call = async (method: 'POST' | 'PUT', url: string, payload?: object) => {
    const res = await app.inject({ method, url, headers, payload });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
    return res.json().value;
  };
  const { secret } = (await call('POST', '/wps/member/two-step/setup')) as { secret: string };
  // Both changes ask for the login password too (step-up).
  const currentPassword = member.password;
  await call('POST', '/wps/member/two-step/enable', { code: await generate({ secret }), currentPassword });
  const email = `${member.username}@example.com`;
  await call('POST', '/wps/verification/email/bind', { email });
  // The outbox answers an operator only.
  const outbox = await app.inject({
    url: `/dev/outbox?to=${encodeURIComponent(email)}`,
    headers: await operatorAuth(app),
  });
  const verificationCode = /\b(\d{6})\b/.exec(outbox.json().value[0].text)?.[1] ?? '';
  await call('PUT', '/wps/member/email', { email, verificationCode, currentPassword });
  return member;
}

/** A member with a payment password, a bank account, money and withdrawals in each status (API). */
async function withdrawalMember() {
  const { app } = portal.testApp;
  const member = await registerMember(app);
  const admin = await operatorAuth(app);
  const call = async (url: string, payload: object | undefined, headers: Record<string, string>, method = 'POST') => {
    const res = await app.inject({ method: method as 'POST', url, headers, payload });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
    return res.json().value;
  };
  const auth = { authorization: member.authorization };
  await call(
    '/wps/member/payment-password',
    await encryptFor(app, {
      loginPassword: member.password,
      paymentPassword: '246810',
      confirmPaymentPassword: '246810',
    }),
    auth,
    'PUT',
  );
  const bank = await call(
    '/wps/payment/bank-accounts',
    { bankName: 'Banco do Brasil', accountNumber: '0012345678', accountHolder: 'Ana Souza' },
    auth,
  );
  await call(
    '/wps/payment/bank-accounts',
    { bankName: 'Nubank', accountNumber: '99887766', accountHolder: 'Ana Souza' },
    auth,
  );
  const { id } = await portal.testApp.database.db
    .selectFrom('members')
    .select('id')
    .where('username', '=', member.username)
    .executeTakeFirstOrThrow();
  await call(
    '/admin/api/wallet/adjustments',
    { memberId: id, amount: 2500, reason: 'screenshots' },
    { ...admin, 'idempotency-key': `screenshot-${id}` },
  );
  const withdraw = (amount: number) =>
    call(
      '/wps/payment/withdrawals',
      { amount, bankAccountId: bank.id, paymentPassword: '246810' },
      { ...auth, 'idempotency-key': `screenshot-${id}-${amount * 100}` },
    );
  const rejected = await withdraw(150);
  await call(`/admin/api/withdrawals/${rejected.id}/reject`, { reason: 'Account name does not match' }, admin);
  const approved = await withdraw(320.5);
  await call(`/admin/api/withdrawals/${approved.id}/approve`, undefined, admin);
  await withdraw(200);
  return member;
}

/** A member with deposits in several statuses: bank transfers approved and rejected, a gateway order pending (API). */
async function depositMember() {
  const { app } = portal.testApp;
  const member = await registerMember(app);
  const admin = await operatorAuth(app);
  const auth = { authorization: member.authorization };
  const channels = (await app.inject({ url: '/wps/payment/channels', headers: auth })).json().value.channels as {
    id: number;
    type: string;
  }[];
  const deposit = async (type: string, amount: number, reference?: string) => {
    const channelId = channels.find((c) => c.type === type)!.id;
    const res = await app.inject({
      method: 'POST',
      url: '/wps/payment/deposits',
      headers: { ...auth, 'idempotency-key': `shot-${member.username}-${amount * 100}` },
      payload: { channelId, amount, reference },
    });
    if (res.statusCode !== 200) throw new Error(`deposit: ${res.body}`);
    return res.json().value.orderId as string;
  };
  const review = async (orderId: string, decision: 'approve' | 'reject') => {
    const res = await app.inject({ method: 'POST', url: `/admin/api/deposits/${orderId}/${decision}`, headers: admin });
    if (res.statusCode !== 200) throw new Error(`${decision}: ${res.body}`);
  };
  await review(await deposit('bank_transfer', 500, 'TX-1001'), 'approve');
  await review(await deposit('bank_transfer', 120, 'TX-1002'), 'reject');
  await deposit('bank_transfer', 250.5, 'TX-1003');
  await deposit('gateway', 88.8);
  return member;
}

async function logIn(page: Page, member: { username: string; password: string }) {
  await page.getByTestId('header-login').click();
  await page.getByTestId('field-username').fill(member.username);
  await page.getByTestId('field-password').fill(member.password);
  await page.getByTestId('login-submit').click();
}

try {
  const secured = await securedMember();
  const memberCenter = async (page: Page) => {
    await logIn(page, secured);
    await page.getByTestId('auth-modal').waitFor({ state: 'detached' });
    await page.goto('/?mc=securityCenter');
    await page.getByTestId('sessions-list').waitFor();
    await page.waitForLoadState('networkidle');
  };
  for (const viewport of ['desktop', 'phone'] as const) {
    for (const theme of ['dark', 'light'] as const) {
      await shoot(
        `member-center-${viewport}-${theme}`,
        '/',
        { viewport, theme, lang: 'en', testId: 'page-home' },
        memberCenter,
      );
    }
  }
  // The lower half: two-step verification on, and the active sessions.
  await shoot(
    'member-center-desktop-light-two-step',
    '/',
    { viewport: 'desktop', theme: 'light', lang: 'en', testId: 'page-home' },
    async (page) => {
      await memberCenter(page);
      await page.getByTestId('member-center-pane').evaluate((pane) => pane.scrollTo(0, pane.scrollHeight));
    },
  );
  await shoot(
    'member-center-phone-dark-pt-BR-wallet',
    '/',
    { viewport: 'phone', theme: 'dark', lang: 'pt-BR', testId: 'page-home' },
    async (page) => {
      await memberCenter(page);
      await page.getByTestId('mc-entry-transferFund').click();
      await page.getByTestId('my-wallet').waitFor();
    },
  );
  await shoot(
    'member-center-login-verification-desktop-dark',
    '/',
    { viewport: 'desktop', theme: 'dark', lang: 'en', testId: 'page-home', ip: '198.51.100.20' },
    async (page) => {
      await logIn(page, secured);
      await page.getByTestId('login-verification').waitFor();
    },
  );

  // The account changes that ask for the current password (--only=security-): binding the mobile and
  // the e-mail (two-step on: the switch to an app code shows too), setting up two-step, a wrong password.
  const securityShots = async () => {
    const { app } = portal.testApp;
    const plain = await registerMember(app);
    const securityPage = (member: { username: string; password: string }) => async (page: Page) => {
      await logIn(page, member);
      await page.getByTestId('auth-modal').waitFor({ state: 'detached' });
      await page.goto('/?mc=securityCenter');
      await page.getByTestId('security-center').waitFor();
      await page.waitForLoadState('networkidle');
    };
    // The pointer leaves the button it pressed: the link that scrolls under it would show its hover.
    const centered = async (page: Page, testId: string) => {
      await page.getByTestId(testId).evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await page.mouse.move(0, 0);
    };
    const bindMobile = async (page: Page) => {
      await securityPage(secured)(page);
      await page.getByTestId('security-mobile-toggle').click();
      await page.getByTestId('step-up').waitFor();
      await centered(page, 'bind-mobile-form');
    };
    const bindEmail = async (page: Page) => {
      await securityPage(secured)(page);
      await page.getByTestId('security-email-toggle').click();
      await page.getByTestId('step-up').waitFor();
      await centered(page, 'bind-email-form');
    };
    const twoStepSetup = async (page: Page) => {
      await securityPage(plain)(page);
      await page.getByTestId('two-step-setup-start').click();
      await page.getByTestId('two-step-setup').waitFor();
      await page.getByTestId('two-step-qr').evaluate((img: HTMLImageElement) => img.decode());
      await centered(page, 'field-currentPassword');
    };
    for (const viewport of ['desktop', 'phone'] as const) {
      for (const theme of ['dark', 'light'] as const) {
        const options = { viewport, theme, lang: 'en', testId: 'page-home' };
        await shoot(`security-bind-mobile-step-up-${viewport}-${theme}`, '/', options, bindMobile);
        await shoot(`security-bind-email-step-up-${viewport}-${theme}`, '/', options, bindEmail);
        await shoot(`security-two-step-setup-step-up-${viewport}-${theme}`, '/', options, twoStepSetup);
      }
    }
    // A wrong password: the server's STEP_UP_FAILED under the field (fresh members: wrong tries count
    // with failed sign-ins). The server checks the password before the code, so any code will do.
    await shoot(
      'security-bind-email-step-up-failed-desktop-dark',
      '/',
      { viewport: 'desktop', theme: 'dark', lang: 'en', testId: 'page-home' },
      async (page) => {
        const member = await registerMember(app);
        await securityPage(member)(page);
        await page.getByTestId('security-email-toggle').click();
        await page.getByTestId('field-email').fill(`${member.username}@example.com`);
        await page.getByTestId('field-verificationCode').fill('123456');
        await page.getByTestId('field-currentPassword').fill('not-the-password-1');
        await page.getByTestId('bind-email-submit').click();
        await page.getByTestId('field-currentPassword-error').waitFor();
        await centered(page, 'bind-email-form');
      },
    );
    await shoot(
      'security-two-step-setup-step-up-failed-phone-light',
      '/',
      { viewport: 'phone', theme: 'light', lang: 'en', testId: 'page-home' },
      async (page) => {
        const member = await registerMember(app);
        await securityPage(member)(page);
        await page.getByTestId('two-step-setup-start').click();
        const secret = await page.getByTestId('two-step-secret').getAttribute('data-secret');
        await page.getByTestId('field-twoStepCode').fill(await generate({ secret: secret! }));
        await page.getByTestId('field-currentPassword').fill('not-the-password-1');
        await page.getByTestId('two-step-enable-submit').click();
        await page.getByTestId('field-currentPassword-error').waitFor();
        await centered(page, 'field-currentPassword');
      },
    );
    // CJK in the form (the machine's fonts decide whether it renders).
    await shoot(
      'security-bind-mobile-step-up-phone-dark-zh-CN',
      '/',
      { viewport: 'phone', theme: 'dark', lang: 'zh-CN', testId: 'page-home' },
      bindMobile,
    );
    await shoot(
      'security-bind-mobile-step-up-desktop-light-zh-CN',
      '/',
      { viewport: 'desktop', theme: 'light', lang: 'zh-CN', testId: 'page-home' },
      bindMobile,
    );
  };
  if ('security-'.startsWith(only) || only.startsWith('security-')) await securityShots();

  // /game with a link to a host that is no registered game host (--only=game-untrusted): not framed.
  for (const viewport of ['desktop', 'phone'] as const) {
    for (const theme of ['dark', 'light'] as const) {
      await shoot(
        `game-untrusted-host-${viewport}-${theme}`,
        `/game?url=${encodeURIComponent('https://evil.example/play')}&name=Lotus%20Dice`,
        { viewport, theme, lang: 'en', testId: 'page-game' },
        (page) => page.locator('[data-testid="page-game"][data-state="untrusted"]').waitFor(),
      );
    }
  }
  await shoot(
    'game-untrusted-host-phone-dark-th',
    `/game?url=${encodeURIComponent('https://evil.example/play')}`,
    { viewport: 'phone', theme: 'dark', lang: 'th', testId: 'page-game' },
    (page) => page.locator('[data-testid="page-game"][data-state="untrusted"]').waitFor(),
  );

  // The wallet (--only=wallet-): the header balance, my wallet with vendor wallets, the account record.
  const walletShots = async () => {
    const { app } = portal.testApp;
    await portal.patchSettings({ wallet: { transferVendors: ['PG', 'EVO'] } });
    const holder = await registerMember(app);
    const { id } = await portal.testApp.database.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', holder.username)
      .executeTakeFirstOrThrow();
    const post = async (url: string, payload: object, headers: Record<string, string>) => {
      const res = await app.inject({ method: 'POST', url, headers, payload });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
    };
    const admin = await operatorAuth(app);
    await post(
      '/admin/api/wallet/adjustments',
      { memberId: id, amount: 1250.75, reason: 'screenshots' },
      {
        ...admin,
        'idempotency-key': `shots-fund-${id}`,
      },
    );
    const member = { authorization: holder.authorization };
    for (const [n, payload] of [
      { from: 'main', to: 'vendor:PG', amount: 300 },
      { from: 'main', to: 'vendor:EVO', amount: 120.5 },
      { from: 'vendor:PG', to: 'main', amount: 75.25 },
    ].entries()) {
      await post('/wps/relay/GCS_walletTransfer', payload, { ...member, 'idempotency-key': `shots-move-${id}-${n}` });
    }
    const signedIn = async (page: Page) => {
      await logIn(page, holder);
      await page.getByTestId('auth-modal').waitFor({ state: 'detached' });
      await page.getByTestId('header-balance').locator('[data-minor]').waitFor();
    };
    const open = (mc: string, testId: string) => async (page: Page) => {
      await signedIn(page);
      await page.goto(`/?mc=${mc}`);
      await page.getByTestId(testId).waitFor();
      await page.waitForLoadState('networkidle');
    };
    for (const viewport of ['desktop', 'phone'] as const) {
      for (const theme of ['dark', 'light'] as const) {
        const options = { viewport, theme, lang: 'en', testId: 'page-home' };
        await shoot(`wallet-header-${viewport}-${theme}`, '/', options, signedIn);
        await shoot(`wallet-my-wallet-${viewport}-${theme}`, '/', options, open('transferFund', 'transfer-form'));
        await shoot(
          `wallet-account-record-${viewport}-${theme}`,
          '/',
          options,
          open('transactionHistory', 'ledger-table'),
        );
      }
    }
    await shoot(
      'wallet-header-desktop-dark-hidden',
      '/',
      { viewport: 'desktop', theme: 'dark', lang: 'pt-BR', testId: 'page-home' },
      async (page) => {
        await signedIn(page);
        await page.getByTestId('balance-hide').click();
      },
    );
    await shoot(
      'wallet-account-record-phone-dark-pt-BR',
      '/',
      { viewport: 'phone', theme: 'dark', lang: 'pt-BR', testId: 'page-home' },
      open('transactionHistory', 'ledger-table'),
    );
  };
  if ('wallet-'.startsWith(only) || only.startsWith('wallet-')) await walletShots();

  // Promotions (--only=promotions-): the list signed in and as a visitor, a promotion's detail with its
  // rules, the apply form with a remark too long, bonus details, the reward center, invite friends, the
  // withdrawal page's bonus notice and the register page's new-player offers. Set up through the API.
  const promotionShots = async () => {
    const { app } = portal.testApp;
    const admin = await operatorAuth(app);
    const call = async (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) => {
      const res = await app.inject({ method, url, headers, payload });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
      return res.json().value;
    };
    const day = 86_400_000;
    const at = (days: number, hours = 0) => new Date(Date.now() + days * day + hours * 3_600_000).toISOString();
    // English and the brand's default language (pt-BR), which every text needs.
    const en = (text: string, pt: string) => ({ en: text, 'pt-BR': pt });
    const promotion = async (input: Record<string, unknown>) =>
      (
        (await call('POST', '/admin/api/promotions', admin, {
          category: 'general',
          summary: {},
          body: {},
          terms: {},
          imageUrl: null,
          startsAt: at(-2),
          endsAt: at(14, 5),
          enabled: true,
          position: 0,
          requiresJoin: false,
          rules: {},
          wageringMultiple: 0,
          wageringBase: 'bonus',
          contributions: { RNG: 10_000, FISH: 10_000, LIVE: 1_000 },
          vendorOnly: null,
          onWithdrawal: 'forfeit',
          bonusValidDays: 30,
          eligibility: {},
          ...input,
        })) as { id: number }
      ).id;
    const welcome = await promotion({
      kind: 'free_credit',
      category: 'new_player',
      position: 1,
      title: en('Welcome credit', 'Crédito de boas-vindas'),
      summary: en(
        '10.00 free to try the slots, yours after 5× wagering.',
        '10,00 grátis para testar os slots, seus após rollover de 5×.',
      ),
      rules: { amount: 10 },
      wageringMultiple: 5,
      endsAt: at(6, 7),
    });
    const firstDeposit = await promotion({
      kind: 'first_deposit',
      category: 'deposit',
      position: 2,
      title: en('100% first deposit bonus', 'Bônus de 100% no primeiro depósito'),
      summary: en(
        'Double your first deposit up to 500.00. Join before you deposit.',
        'Dobre seu primeiro depósito até 500,00. Participe antes de depositar.',
      ),
      body: en(
        'Join the promotion, then make your first deposit of at least 20.00.\n\nThe bonus matches it 100%, up to 500.00, and lands in your bonus wallet.',
        'Participe da promoção e faça seu primeiro depósito de pelo menos 20,00.\n\nO bônus cobre 100%, até 500,00, e vai para sua carteira de bônus.',
      ),
      terms: en(
        'One bonus per member, household and payment account.\nBets on slots count in full, live casino at 10%.\n\nThe operator may end the promotion at any time.',
        'Um bônus por membro, residência e conta de pagamento.\nApostas em slots contam 100%, cassino ao vivo 10%.\n\nO operador pode encerrar a promoção a qualquer momento.',
      ),
      requiresJoin: true,
      rules: { matchPercent: 100, maxBonus: 500, minDeposit: 20 },
      wageringMultiple: 10,
      wageringBase: 'bonus_deposit',
      bonusValidDays: 14,
    });
    await promotion({
      kind: 'cashback',
      category: 'casino',
      position: 3,
      title: en('Weekly 5% cashback', 'Cashback semanal de 5%'),
      summary: en(
        '5% of your net losses back every Monday, up to 200.00.',
        '5% das suas perdas de volta toda segunda, até 200,00.',
      ),
      rules: { cashbackPercent: 5, maxCashback: 200 },
      wageringMultiple: 1,
      endsAt: null,
    });
    const manual = await promotion({
      kind: 'manual',
      category: 'general',
      position: 5,
      title: en('Share your big win', 'Compartilhe sua grande vitória'),
      summary: en(
        'Post a screenshot of a big win and get a reward after review.',
        'Envie a captura de uma grande vitória e ganhe uma recompensa após análise.',
      ),
      body: en(
        'Send us a screenshot of a win of 100× or more with a short note.',
        'Envie a captura de uma vitória de 100× ou mais com uma nota curta.',
      ),
      endsAt: at(9, 2),
    });
    await promotion({
      kind: 'reload',
      category: 'deposit',
      position: 6,
      title: en('Weekend reload 50%', 'Recarga de fim de semana 50%'),
      summary: en('50% on deposits over the weekend, up to 200.00.', '50% nos depósitos do fim de semana, até 200,00.'),
      rules: { matchPercent: 50, maxBonus: 200, minDeposit: 50 },
      wageringMultiple: 8,
      startsAt: at(2, 9),
      endsAt: at(4, 9),
    });

    // The member: the welcome credit claimed (a bonus still wagering), two invited friends, one of them deposited.
    const player = await registerMember(app);
    const auth = { authorization: player.authorization };
    await call('POST', `/wps/promotions/${welcome}/claim`, { ...auth, 'idempotency-key': `shots-welcome-${welcome}` });
    const { code } = (await call('GET', '/wps/referral', auth)) as { code: string };
    const friend = await registerMember(app, { referralCode: code });
    await registerMember(app, { referralCode: code });
    const friendAuth = { authorization: friend.authorization };
    const channels = (await call('GET', '/wps/payment/channels', friendAuth)).channels as {
      id: number;
      type: string;
    }[];
    const deposit = await app.inject({
      method: 'POST',
      url: '/wps/payment/deposits',
      headers: { ...friendAuth, 'idempotency-key': `shots-friend-deposit-${friend.username}` },
      payload: { channelId: channels.find((c) => c.type === 'bank_transfer')!.id, amount: 100, reference: 'TX-2001' },
    });
    if (deposit.statusCode !== 200) throw new Error(`deposit: ${deposit.body}`);
    await call('POST', `/admin/api/deposits/${deposit.json().value.orderId as string}/approve`, admin);

    const signedIn = async (page: Page) => {
      await logIn(page, player);
      await page.getByTestId('auth-modal').waitFor({ state: 'detached' });
    };
    // Signing in lands on the home page (spec): then back to the page being shot.
    const list = async (page: Page) => {
      await signedIn(page);
      await page.goto('/promotions');
      await page.locator('[data-testid="promo-card"][data-state="claim"]').first().waitFor();
      await page.waitForLoadState('networkidle');
      // Past the page's banners: the heading, the tabs and the cards.
      await page
        .getByTestId('promo-list')
        .evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 150));
    };
    const memberCenter = (mc: string, testId: string) => async (page: Page) => {
      await signedIn(page);
      await page.goto(`/?mc=${mc}`);
      await page.getByTestId(testId).first().waitFor();
      await page.waitForLoadState('networkidle');
    };
    const detail = async (page: Page) => {
      await signedIn(page);
      await page.goto(`/promotions/${firstDeposit}`);
      await page.getByTestId('promo-rules').waitFor();
      await page.waitForLoadState('networkidle');
    };
    const applyForm = async (page: Page) => {
      await signedIn(page);
      await page.goto(`/promotions/${manual}`);
      await page.getByTestId('promo-apply-remark').fill(`Big win on Lotus Dice, 240× my stake. ${'x'.repeat(120)}`);
      await page.getByTestId('promo-apply-submit').click();
      await page.getByTestId('promo-apply-remark').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    };
    for (const viewport of ['desktop', 'phone'] as const) {
      for (const theme of ['dark', 'light'] as const) {
        const home = { viewport, theme, lang: 'en', testId: 'page-home' };
        await shoot(
          `promotions-list-${viewport}-${theme}`,
          '/promotions',
          { ...home, testId: 'page-promotions' },
          list,
        );
        await shoot(
          `promotions-detail-${viewport}-${theme}`,
          `/promotions/${firstDeposit}`,
          { ...home, testId: 'page-promo-detail' },
          detail,
        );
        await shoot(
          `promotions-bonus-details-${viewport}-${theme}`,
          '/',
          home,
          memberCenter('bonusDetails', 'bonus-card'),
        );
        await shoot(
          `promotions-reward-center-${viewport}-${theme}`,
          '/',
          home,
          memberCenter('rewardCenter', 'reward-row'),
        );
        await shoot(
          `promotions-invite-friends-${viewport}-${theme}`,
          '/',
          home,
          memberCenter('referral', 'referral-friends'),
        );
      }
    }
    await shoot(
      'promotions-list-visitor-phone-dark-pt-BR',
      '/promotions',
      { viewport: 'phone', theme: 'dark', lang: 'pt-BR', testId: 'page-promotions' },
      async (page) => {
        await page.getByTestId('promo-card').first().waitFor();
        await page
          .getByTestId('promo-list')
          .evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 150));
      },
    );
    await shoot(
      'promotions-apply-desktop-light',
      `/promotions/${manual}`,
      { viewport: 'desktop', theme: 'light', lang: 'en', testId: 'page-promo-detail' },
      applyForm,
    );
    await shoot(
      'promotions-apply-phone-dark',
      `/promotions/${manual}`,
      { viewport: 'phone', theme: 'dark', lang: 'en', testId: 'page-promo-detail' },
      applyForm,
    );
    await shoot(
      'promotions-withdraw-notice-desktop-dark',
      '/',
      { viewport: 'desktop', theme: 'dark', lang: 'en', testId: 'page-home' },
      memberCenter('withdraw', 'withdraw-bonus-notice'),
    );
    await shoot(
      'promotions-register-phone-light',
      '/register',
      { viewport: 'phone', theme: 'light', lang: 'en', testId: 'page-register' },
      async (page) => {
        await page.getByTestId('new-player-offers').scrollIntoViewIfNeeded();
        await page.waitForLoadState('networkidle');
      },
    );
  };
  if ('promotions-'.startsWith(only) || only.startsWith('promotions-')) await promotionShots();

  // Games (--only=games-): the lobby signed in, the in-house slot in the /game frame after a spin,
  // the public verification page, a vendor page in Vietnamese.
  const gameShots = async () => {
    const { app } = portal.testApp;
    const player = await registerMember(app);
    const { id } = await portal.testApp.database.db
      .selectFrom('members')
      .select('id')
      .where('username', '=', player.username)
      .executeTakeFirstOrThrow();
    const funded = await app.inject({
      method: 'POST',
      url: '/admin/api/wallet/adjustments',
      headers: { ...(await operatorAuth(app)), 'idempotency-key': `shots-games-${id}` },
      payload: { memberId: id, amount: 1000, reason: 'screenshots' },
    });
    if (funded.statusCode !== 200) throw new Error(`funding: ${funded.body}`);
    const signedIn = async (page: Page) => {
      await logIn(page, player);
      await page.getByTestId('auth-modal').waitFor({ state: 'detached' });
    };
    const lobby = async (page: Page) => {
      await signedIn(page);
      await page.goto('/rng');
      await page.locator('[data-testid="game-grid"] [data-node-id]').first().waitFor();
      await page.waitForLoadState('networkidle');
    };
    const spun = async (page: Page) => {
      await lobby(page);
      await page
        .locator('[data-testid="game-grid"] [data-node-id="INHOUSE:lotus-slot"]')
        .getByRole('button', { name: 'Play Lotus Fortune' })
        .click();
      const game = page.frameLocator('[data-testid="game-iframe"]');
      await game.getByTestId('studio-page').waitFor();
      await game.getByTestId('slot-spin').click();
      await game.getByTestId('round-summary').waitFor();
      await page.waitForTimeout(1500);
    };
    for (const viewport of ['desktop', 'phone'] as const) {
      for (const theme of ['dark', 'light'] as const) {
        await shoot(
          `games-lobby-${viewport}-${theme}`,
          '/',
          { viewport, theme, lang: 'en', testId: 'page-home' },
          lobby,
        );
        await shoot(`games-slot-${viewport}-${theme}`, '/', { viewport, theme, lang: 'en', testId: 'page-home' }, spun);
      }
    }
    await shoot(
      'games-fair-desktop-light',
      '/',
      { viewport: 'desktop', theme: 'light', lang: 'en', testId: 'page-home' },
      async (page) => {
        await spun(page);
        const game = page.frameLocator('[data-testid="game-iframe"]');
        // The round verifies once its server seed is revealed: rotate, then open it from the history.
        await game.getByTestId('seed-rotate').click();
        await game.getByTestId('revealed-seed').waitFor();
        await game.getByTestId('history-row').first().click();
        const href = await game.getByTestId('replay-verify').getAttribute('href');
        await page.goto(href!);
        await page.getByTestId('verify-result').waitFor();
      },
    );
    await shoot('games-inhouse-phone-dark-vi', '/inhouse', {
      viewport: 'phone',
      theme: 'dark',
      lang: 'vi',
      testId: 'page-lobby',
    });
  };
  if ('games-'.startsWith(only) || only.startsWith('games-')) await gameShots();

  // The back office (--only=console-): every console page on desktop in both themes, a few on a phone.
  const consoleShots = async () => {
    await withdrawalMember();
    await depositMember();
    const token = (await operatorAuth(portal.testApp.app)).authorization.slice('Bearer '.length);
    const pages = [
      '',
      'members',
      'deposits',
      'withdrawals',
      'approvals',
      'content',
      'lottery',
      'reports',
      'settings',
      'operators',
      'audit',
    ];
    const signedIn = (route: string) => async (page: Page) => {
      await page.evaluate((value) => sessionStorage.setItem('adminToken', value), token);
      await page.goto(route);
      await page.getByTestId('admin-operator').waitFor();
      await page.waitForLoadState('networkidle');
    };
    await shoot('console-sign-in-desktop-dark', '/admin', {
      viewport: 'desktop',
      theme: 'dark',
      lang: 'en',
      testId: 'admin-sign-in',
    });
    for (const name of pages) {
      const route = `/admin/${name}`;
      for (const theme of ['dark', 'light'] as const) {
        await shoot(
          `console-${name || 'dashboard'}-desktop-${theme}`,
          '/admin',
          { viewport: 'desktop', theme, lang: 'en', testId: 'admin-sign-in' },
          signedIn(route),
        );
      }
    }
    for (const name of ['', 'members', 'withdrawals', 'content']) {
      for (const theme of ['dark', 'light'] as const) {
        await shoot(
          `console-${name || 'dashboard'}-phone-${theme}`,
          '/admin',
          { viewport: 'phone', theme, lang: 'en', testId: 'admin-sign-in' },
          signedIn(`/admin/${name}`),
        );
      }
    }
    // Brand settings' invite-a-friend tab: the rules table with amounts in major units, both screens.
    for (const viewport of ['desktop', 'phone'] as const) {
      for (const theme of ['dark', 'light'] as const) {
        await shoot(
          `console-settings-referral-${viewport}-${theme}`,
          '/admin',
          { viewport, theme, lang: 'en', testId: 'admin-sign-in' },
          async (page) => {
            await signedIn('/admin/settings?tab=referral')(page);
            // The rules table is the point of the page: bring it up past the switch and windows.
            await page.getByTestId('referral-rules-card').evaluate((card) => card.scrollIntoView({ block: 'start' }));
          },
        );
      }
    }
    await shoot(
      'console-dashboard-desktop-light-th',
      '/admin',
      { viewport: 'desktop', theme: 'light', lang: 'th', testId: 'admin-sign-in' },
      signedIn('/admin/'),
    );
    // The pages and tabs past each page's default (--only=console-member, console-lottery-,
    // console-content-, console-settings-, console-reports-, console-audit-detail, console-first-steps-).
    const wants = (prefix: string) => prefix.startsWith(only) || only.startsWith(prefix);
    /** Desktop in both themes; `phone` adds the 390 px phone in both. */
    const both = async (name: string, route: string, before?: (page: Page) => Promise<void>, phone = false) => {
      const viewports = phone ? (['desktop', 'phone'] as const) : (['desktop'] as const);
      for (const [viewport, theme] of viewports.flatMap((v) =>
        (['dark', 'light'] as const).map((t) => [v, t] as const),
      )) {
        await shoot(
          `${name}-${viewport}-${theme}`,
          '/admin',
          { viewport, theme, lang: 'en', testId: 'admin-sign-in' },
          async (page) => {
            await signedIn(route)(page);
            if (before) await before(page);
            await page.waitForLoadState('networkidle');
          },
        );
      }
    };
    await shoot('console-sign-in-desktop-light', '/admin', {
      viewport: 'desktop',
      theme: 'light',
      lang: 'en',
      testId: 'admin-sign-in',
    });
    const { app } = portal.testApp;
    const admin = { authorization: `Bearer ${token}` };
    // The fast game's draws, run by the scheduler as the home boards do.
    const tick = async () => {
      const res = await app.inject({ method: 'POST', url: '/admin/api/lottery/scheduler/tick', headers: admin });
      if (res.statusCode !== 200) throw new Error(`lottery tick: ${res.body}`);
    };
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));
    if (wants('console-member-') || wants('console-lottery-')) {
      // A member with money moved both ways, lottery slips (one drawn, one open) and operators' notes.
      const member = await withdrawalMember();
      const memberId = await memberIdOf(portal.testApp, member.username);
      const slip = async (numbers: string[], unit: number) => {
        for (let attempt = 0; ; attempt++) {
          await tick();
          const res = await app.inject({
            method: 'POST',
            url: '/lgw/lottery/bets',
            headers: { authorization: member.authorization, 'idempotency-key': newKey() },
            payload: { gameCode: 'MB45S', lines: [{ type: 'de', numbers, unit }] },
          });
          if (res.statusCode === 200) return res.json().value as { drawAt?: string };
          if (attempt > 20) throw new Error(`member slip: ${res.body}`);
          await sleep(3_000);
        }
      };
      await slip(['07', '18', '42'], 5);
      const games = (await app.inject({ url: '/lgw/games/popular?count=100' })).json().value as {
        gameCode: string;
        current: { drawAt: string } | null;
      }[];
      const drawAt = games.find((g) => g.gameCode === 'MB45S')?.current?.drawAt;
      await sleep((drawAt ? Date.parse(drawAt) - Date.now() : 45_000) + 1_500);
      await tick();
      // One open slip on top of the drawn ones.
      await slip(['63'], 2);
      for (const body of [
        'Called about the pending withdrawal; told him the bank transfer takes one working day.',
        'Bank account holder name checked against the ID document: matches.',
      ]) {
        const res = await app.inject({
          method: 'POST',
          url: `/admin/api/members/${memberId}/notes`,
          headers: admin,
          payload: { body },
        });
        if (res.statusCode !== 200) throw new Error(`note: ${res.body}`);
      }
      for (const tab of ['profile', 'ledger', 'bets', 'withdrawals', 'notes']) {
        await both(
          `console-member-${tab}`,
          `/admin/members/${memberId}${tab === 'profile' ? '' : `?tab=${tab}`}`,
          async (page) => {
            await page.getByTestId('member-username').waitFor();
          },
        );
      }
    }
    await both('console-lottery-periods', '/admin/lottery?tab=periods&game=MB45S', async (page) => {
      await page.getByTestId('period-open').first().waitFor();
    });
    // A settled period of the fast game: its result grid, rounds and liability.
    const settled = wants('console-lottery-period-panel')
      ? (
          (await app.inject({ url: '/admin/api/lottery/periods?gameCode=MB45S', headers: admin })).json().value
            .items as { periodId: number; status: string }[]
        ).find((p) => p.status === 'settled' || p.status === 'confirmed')?.periodId
      : undefined;
    await both(
      'console-lottery-period-panel',
      `/admin/lottery?tab=periods&game=MB45S${settled ? `&period=${settled}` : ''}`,
      async (page) => {
        if (!settled) await page.getByTestId('period-open').first().click();
        const panel = page.getByTestId('period-panel');
        await panel.waitFor();
        await page.waitForLoadState('networkidle');
        // Below the fixed header.
        await panel.evaluate((el) => {
          el.style.scrollMarginTop = '80px';
          el.scrollIntoView({ block: 'start' });
        });
      },
      true,
    );
    await both('console-lottery-results', '/admin/lottery?tab=results', async (page) => {
      await page.getByTestId('lottery-results').waitFor();
    });
    await both('console-lottery-import', '/admin/lottery?tab=import', async (page) => {
      await page.getByTestId('lottery-import').waitFor();
    });
    if (wants('console-content-announcements')) {
      // The test brand has no announcement: one written by an operator, for the list and its editor.
      const res = await app.inject({
        method: 'POST',
        url: '/admin/api/content/announcements',
        headers: admin,
        payload: {
          type: 'PL',
          title: { 'pt-BR': 'Depósitos por PIX agora são instantâneos', en: 'PIX deposits are now instant' },
          content: {
            'pt-BR': 'Depósitos por PIX caem no saldo em segundos.\n\n- Sem taxa\n- A partir de 10,00 BRL',
            en: 'Deposits by PIX reach your balance within seconds.\n\n- No fee\n- From 10.00 BRL',
          },
          popup: false,
          startsAt: null,
          endsAt: null,
          enabled: true,
        },
      });
      if (res.statusCode !== 200) throw new Error(`announcement: ${res.body}`);
    }
    for (const tab of ['banners', 'announcements', 'help', 'service', 'downloads']) {
      if (tab !== 'banners') await both(`console-content-${tab}`, `/admin/content?tab=${tab}`);
      // The editor of the tab's first item (a new one where the tab has none), with its preview.
      await both(`console-content-${tab}-editor`, `/admin/content?tab=${tab}`, async (page) => {
        const edit = page.locator('[data-testid^="content-edit-"]').first();
        if (await edit.count()) await edit.click();
        else await page.getByTestId('content-new').click();
        await page.getByTestId('content-editor').waitFor();
      });
    }
    // The deposits' anti-money-laundering turnover among the withdrawal rules (--only=console-settings-aml).
    await both(
      'console-settings-aml',
      '/admin/settings?tab=brand',
      async (page) => {
        await page.getByTestId('settings-panel-brand').waitFor();
        await page.getByText('Deposit turnover (% of the deposit)').scrollIntoViewIfNeeded();
      },
      true,
    );
    for (const tab of ['register', 'channels', 'vendors', 'games', 'studio', 'providers', 'social']) {
      await both(
        `console-settings-${tab}`,
        `/admin/settings?tab=${tab}`,
        async (page) => {
          await page.getByTestId(`settings-panel-${tab}`).waitFor();
        },
        tab === 'register',
      );
    }
    for (const tab of ['ggr-product', 'payments', 'winners', 'losers', 'rtp']) {
      await both(`console-reports-${tab}`, `/admin/reports?tab=${tab}`);
    }
    await both('console-audit-detail', '/admin/audit', async (page) => {
      await page.locator('[data-testid^="audit-open-"]').first().click();
      await page.getByTestId('audit-detail').waitFor();
      await page.getByTestId('audit-detail').evaluate((detail) => {
        // The click scrolled the table sideways to its button: back to the start of each row.
        for (const el of Array.from(document.querySelectorAll('*'))) if (el.scrollLeft > 0) el.scrollLeft = 0;
        detail.style.scrollMarginTop = '80px';
        detail.scrollIntoView({ block: 'start' });
      });
    });
    if (wants('console-first-steps-')) {
      // The forced password change: a new operator signing in with the one-time password.
      const created = await app.inject({
        method: 'POST',
        url: '/admin/api/operators',
        headers: admin,
        payload: { username: 'new-support', password: 'First-one-time-pass-1', roles: ['support'] },
      });
      if (created.statusCode !== 200) throw new Error(`operator: ${created.body}`);
      for (const theme of ['dark', 'light'] as const) {
        await shoot(
          `console-first-steps-password-desktop-${theme}`,
          '/admin',
          { viewport: 'desktop', theme, lang: 'en', testId: 'admin-sign-in' },
          async (page) => {
            const form = page.getByTestId('admin-sign-in');
            await form.getByLabel('Username').fill('new-support');
            await form.getByLabel('Password').fill('First-one-time-pass-1');
            await form.getByRole('button', { name: 'Sign in' }).click();
            await page.getByTestId('admin-password-step').waitFor();
          },
        );
      }
      // The authenticator enrolment: on a portal that requires two-step, as production does.
      const strict = await startPortal({ env: { OPERATOR_TWO_STEP_REQUIRED: true } });
      try {
        const strictToken = (await operatorAuth(strict.testApp.app)).authorization.slice('Bearer '.length);
        for (const theme of ['dark', 'light'] as const) {
          const name = `console-first-steps-two-step-desktop-${theme}`;
          if (!name.startsWith(only)) continue;
          const context = await strict.newContext({ ...viewports.desktop, theme, lang: 'en' });
          const page = await context.newPage();
          await page.goto('/admin');
          await page.getByTestId('admin-sign-in').waitFor();
          await page.evaluate((value) => sessionStorage.setItem('adminToken', value), strictToken);
          await page.goto('/admin');
          await page.getByTestId('admin-two-step-secret').waitFor();
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(400);
          await page.screenshot({ path: path.join(out, `${name}.png`) });
          await context.close();
          console.log(`docs/screenshots/${name}.png`);
        }
      } finally {
        await strict.close();
      }
    }
  };
  if ('console-'.startsWith(only) || only.startsWith('console-')) await consoleShots();

  // Promotions in the console (--only=console-promotions): the list, the editor with its preview, the
  // application queue with members' images, the cost report; desktop and phone, dark and light.
  const consolePromotionShots = async () => {
    const { app } = portal.testApp;
    const admin = await operatorAuth(app);
    const call = async (method: 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) => {
      const res = await app.inject({ method, url, headers, payload });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
      return res.json().value;
    };
    const manual = (await call('POST', '/admin/api/promotions', admin, {
      kind: 'manual',
      category: 'casino',
      title: { en: 'Big win? Send us the screenshot', 'pt-BR': 'Grande vitória? Envie o print' },
      summary: { en: 'A bonus for every win of 100× or more', 'pt-BR': 'Um bônus para cada vitória de 100× ou mais' },
      body: { en: 'Win 100× your bet on any slot and send the screenshot.', 'pt-BR': 'Ganhe 100× e envie o print.' },
      terms: { en: 'One application per member.', 'pt-BR': 'Uma solicitação por membro.' },
      imageUrl: null,
      startsAt: new Date(Date.now() - 86_400_000).toISOString(),
      endsAt: null,
      enabled: true,
      position: 1,
      requiresJoin: false,
      rules: { amount: 50 },
      wageringMultiple: 5,
      wageringBase: 'bonus',
      contributions: { RNG: 10_000, LIVE: 1_000, FISH: 10_000 },
      vendorOnly: null,
      onWithdrawal: 'forfeit',
      bonusValidDays: 14,
      eligibility: {},
    })) as { id: number };
    // Finance sets what it may pay in all (decision 033): without a budget nothing is paid.
    await call('PUT', `/admin/api/promotions/${manual.id}/budget`, admin, { budget: 1_000, perClaimCap: null });
    // A member's "screenshot": a receipt drawn in the browser, a real PNG.
    const drawing = await portal.newContext({ width: 360, height: 240 });
    const canvas = await drawing.newPage();
    await canvas.setContent(
      '<body style="margin:0;display:grid;place-items:center;height:100vh;font:700 34px sans-serif;color:#fff;' +
        'background:linear-gradient(135deg,#7b2ff7,#f107a3)"><div>BIG WIN<br>×250</div></body>',
    );
    const receipt = await canvas.screenshot({ type: 'png' });
    await drawing.close();
    const apply = async (remark: string, images: number) => {
      const member = await registerMember(app);
      const boundary = `----shots${Date.now()}${images}`;
      const parts: Buffer[] = [
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="remark"\r\n\r\n${remark}\r\n`),
      ];
      for (let n = 0; n < images; n++) {
        parts.push(
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="win-${n}.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          receipt,
          Buffer.from('\r\n'),
        );
      }
      parts.push(Buffer.from(`--${boundary}--\r\n`));
      const res = await app.inject({
        method: 'POST',
        url: `/wps/promotions/${manual.id}/apply`,
        headers: { authorization: member.authorization, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: Buffer.concat(parts),
      });
      if (res.statusCode !== 200) throw new Error(`apply: ${res.body}`);
      return member;
    };
    // One approved and claimed (the cost report has a row), two waiting in the queue.
    const claimed = await apply('Fortune Tiger, 250× on a 2.00 bet', 1);
    const [first] = (
      await app.inject({ url: `/admin/api/promotions/applications?promotionId=${manual.id}`, headers: admin })
    ).json().value.items as { id: number }[];
    await call('POST', `/admin/api/promotions/applications/${first!.id}/review`, admin, {
      decision: 'approve',
      amount: 50,
    });
    await call('POST', `/wps/promotions/${manual.id}/claim`, {
      authorization: claimed.authorization,
      'idempotency-key': `shots-console-promo-${manual.id}`,
    });
    await apply('Two screenshots of my 180× win on Sweet Bonanza', 2);
    await apply('', 0);

    const token = admin.authorization.slice('Bearer '.length);
    const signedIn = (route: string, then?: (page: Page) => Promise<void>) => async (page: Page) => {
      await page.evaluate((value) => sessionStorage.setItem('adminToken', value), token);
      await page.goto(route);
      await page.getByTestId('admin-operator').waitFor();
      await page.waitForLoadState('networkidle');
      if (then) await then(page);
    };
    const views = {
      list: signedIn('/admin/promotions', (page) => page.getByTestId('promo-list').waitFor()),
      editor: signedIn('/admin/promotions', async (page) => {
        await page.getByTestId(`promo-edit-${manual.id}`).click();
        await page.getByTestId('promo-editor').waitFor();
      }),
      applications: signedIn('/admin/promotions?tab=applications', (page) =>
        page.locator('.promo-image-thumb').last().waitFor(),
      ),
      cost: signedIn('/admin/promotions?tab=cost', (page) => page.getByTestId('promo-cost-table').waitFor()),
    };
    for (const [view, prepare] of Object.entries(views)) {
      for (const viewport of ['desktop', 'phone'] as const) {
        for (const theme of ['dark', 'light'] as const) {
          await shoot(
            `console-promotions-${view}-${viewport}-${theme}`,
            '/admin',
            { viewport, theme, lang: 'en', testId: 'admin-sign-in' },
            prepare,
          );
        }
      }
    }
  };
  if ('console-promotions'.startsWith(only) || only.startsWith('console-promotions')) await consolePromotionShots();

  // Messages and feedback in the console (--only=console-communication): the notice being written
  // to two countries beside the member's view, the notices sent with their read share, support's
  // feedback queue with members' pictures and a reply; desktop and phone, dark and light.
  const consoleCommunicationShots = async () => {
    const { app, database } = portal.testApp;
    const { multipart } = await import('../apps/server/test/money-helpers.ts');
    const admin = await operatorAuth(app);
    const call = async (method: 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) => {
      const res = await app.inject({ method, url, headers, payload });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
      return res.json().value;
    };
    const members = await Promise.all([1, 2, 3, 4, 5].map(() => registerMember(app)));
    const ids = await Promise.all(members.map((m) => memberIdOf(portal.testApp, m.username)));
    await database.db
      .updateTable('members')
      .set({ country_dialing_code: '+84' })
      .where('id', 'in', ids.slice(0, 3))
      .execute();
    await database.db.updateTable('members').set({ country_dialing_code: '+55' }).where('id', '=', ids[3]!).execute();
    // The fifth is an agent with the first two below them.
    await database.db.updateTable('members').set({ type: 1 }).where('id', '=', ids[4]!).execute();
    await database.db.updateTable('members').set({ upline_id: ids[4]! }).where('id', 'in', ids.slice(0, 2)).execute();
    const notice = (en: string, pt: string, body: string, audience: object) =>
      call('POST', '/admin/api/messages', admin, {
        title: { en, 'pt-BR': pt },
        content: { en: body, 'pt-BR': body },
        audience,
      }) as Promise<{ id: number }>;
    await notice('Welcome to the club', 'Bem-vindo ao clube', 'Your first deposit is matched today.', {
      kind: 'member',
      username: members[0]!.username,
    });
    await notice('Team bonus this weekend', 'Bônus da equipe neste fim de semana', 'Every team member gets 10%.', {
      kind: 'agent',
      username: members[4]!.username,
    });
    await notice('Pix deposits are back', 'Depósitos Pix voltaram', 'Pix works again since 10:00.', {
      kind: 'country',
      dialingCodes: ['+55', '+84'],
    });
    await notice('Maintenance on Sunday night', 'Manutenção no domingo à noite', 'Deposits pause 02:00–03:00.', {
      kind: 'all',
    });
    // Some read them.
    for (const member of members.slice(0, 3)) {
      const inbox = (
        await app.inject({ url: '/wps/messages', headers: { authorization: member.authorization } })
      ).json().value.list as { id: number }[];
      for (const message of inbox.slice(0, 2))
        await call('POST', `/wps/messages/${message.id}/read`, { authorization: member.authorization });
    }

    // Members' pictures: drawn in the browser, real PNGs.
    const drawing = await portal.newContext({ width: 360, height: 240 });
    const canvas = await drawing.newPage();
    const draw = async (text: string, colours: string) => {
      await canvas.setContent(
        '<body style="margin:0;display:grid;place-items:center;height:100vh;font:700 30px sans-serif;color:#fff;' +
          `background:linear-gradient(135deg,${colours})"><div>${text}</div></body>`,
      );
      return canvas.screenshot({ type: 'png' });
    };
    const pending = await draw('PENDING · R$ 500,00', '#f7971e,#ffd200');
    const error = await draw('Error 502', '#cb2d3e,#ef473a');
    await drawing.close();
    const feedback = async (member: (typeof members)[number], type: string, content: string, images: Buffer[]) => {
      const body = multipart(
        images.map((data, n) => ({ data, filename: `shot-${n}.png`, type: 'image/png' })),
        { field: 'images', fields: { type, content } },
      );
      const res = await app.inject({
        method: 'PUT',
        url: '/wps/feedback',
        headers: { authorization: member.authorization, 'content-type': body.contentType, language: 'en' },
        payload: body.payload,
      });
      if (res.statusCode !== 200) throw new Error(`feedback: ${res.body}`);
      return res.json().value as { id: number };
    };
    await feedback(
      members[0]!,
      'withdrawal',
      'My withdrawal of R$ 500 is pending since yesterday morning. Can you check it?',
      [pending],
    );
    await feedback(members[1]!, 'games', 'The slot closed with an error in the middle of a bonus round, twice.', [
      error,
      pending,
    ]);
    await feedback(members[2]!, 'suggestion', 'Please add a dark theme to the lottery results page.', []);
    const answered = await feedback(members[3]!, 'deposit', 'Pix deposit not credited after 20 minutes.', []);
    await call('POST', `/admin/api/feedback/${answered.id}/reply`, admin, {
      reply: 'Credited at 10:12 after the bank confirmed it. Sorry for the wait!',
      close: false,
    });

    const token = admin.authorization.slice('Bearer '.length);
    const signedIn = (route: string, then?: (page: Page) => Promise<void>) => async (page: Page) => {
      await page.evaluate((value) => sessionStorage.setItem('adminToken', value), token);
      await page.goto(route);
      await page.getByTestId('admin-operator').waitFor();
      await page.waitForLoadState('networkidle');
      if (then) await then(page);
    };
    const fillLanguage = async (page: Page, field: string, language: string, text: string) => {
      const box = page.getByTestId(field);
      await box.locator(`[data-lang="${language}"]`).click();
      await box.locator('input, textarea').fill(text);
    };
    const writeNotice = async (page: Page) => {
      await fillLanguage(page, 'msg-field-title', 'pt-BR', 'Novos jogos ao vivo');
      await fillLanguage(page, 'msg-field-content', 'pt-BR', 'Três mesas novas de roleta abrem hoje às 20:00.');
      await fillLanguage(page, 'msg-field-title', 'en', 'New live tables tonight');
      await fillLanguage(
        page,
        'msg-field-content',
        'en',
        'Three new roulette tables open today at 20:00.\n\nJoin early for the opening bonus.',
      );
      await page.getByTestId('msg-preview-lang-th').click();
      await page.getByTestId('msg-audience-country').click();
      await page.getByTestId('msg-country-VN').check();
      await page.getByTestId('msg-country-BR').check();
      await page.getByTestId('msg-reach').getByText('Reaches').waitFor();
    };
    const views = {
      compose: signedIn('/admin/messages', async (page) => {
        await writeNotice(page);
        // The page's top: its title, the texts and the member's view.
        await page.evaluate(() => document.scrollingElement?.scrollTo(0, 0));
      }),
      audience: signedIn('/admin/messages', async (page) => {
        await writeNotice(page);
        await page.getByTestId('msg-audience').evaluate((box) => box.scrollIntoView({ block: 'center' }));
      }),
      sent: signedIn('/admin/messages', async (page) => {
        await page.getByTestId('msg-sent-list').locator('tbody tr').nth(3).waitFor();
        await page.getByTestId('msg-sent').evaluate((card) => card.scrollIntoView({ block: 'start' }));
      }),
      feedback: signedIn('/admin/feedback', (page) => page.locator('.fb-image-thumb').last().waitFor()),
      'feedback-all': signedIn('/admin/feedback', async (page) => {
        await page.getByTestId('fb-filter-status').selectOption('');
        await page.locator('.fb-image-thumb').last().waitFor();
        // The answered one comes after the open ones.
        await page
          .locator('[data-testid^="fb-reply-again-"]')
          .first()
          .evaluate((button) => button.closest('article')!.scrollIntoView({ block: 'center' }));
      }),
    };
    for (const [view, prepare] of Object.entries(views)) {
      for (const viewport of ['desktop', 'phone'] as const) {
        for (const theme of ['dark', 'light'] as const) {
          await shoot(
            `console-communication-${view}-${viewport}-${theme}`,
            '/admin',
            { viewport, theme, lang: 'en', testId: 'admin-sign-in' },
            prepare,
          );
        }
      }
    }
  };
  if ('console-communication'.startsWith(only) || only.startsWith('console-communication'))
    await consoleCommunicationShots();

  // Lottery (--only=lottery-): the fast-game lobby, a game with its slip and trend, the Vietnamese markets.
  const lotteryShots = async () => {
    const player = await registerMember(portal.testApp.app);
    // The test app runs no scheduler of its own: a tick before each shot opens the current periods.
    const admin = await operatorAuth(portal.testApp.app);
    const tick = async () => {
      const res = await portal.testApp.app.inject({
        method: 'POST',
        url: '/admin/api/lottery/scheduler/tick',
        headers: admin,
      });
      if (res.statusCode !== 200) throw new Error(`lottery tick: ${res.body}`);
    };
    const signedIn = (route: string, testId: string) => async (page: Page) => {
      await tick();
      await logIn(page, player);
      await page.getByTestId('auth-modal').waitFor({ state: 'detached' });
      await page.goto(route);
      await page.getByTestId(testId).waitFor();
      await page.waitForLoadState('networkidle');
    };
    for (const viewport of ['desktop', 'phone'] as const) {
      for (const theme of ['dark', 'light'] as const) {
        await tick();
        await shoot(`lottery-elott-${viewport}-${theme}`, '/elott', {
          viewport,
          theme,
          lang: 'en',
          testId: 'page-elott',
        });
        await shoot(
          `lottery-game-${viewport}-${theme}`,
          '/',
          { viewport, theme, lang: 'en', testId: 'page-home' },
          signedIn('/lottery?gameCode=MB1M', 'page-lottery'),
        );
      }
    }
    await shoot('lottery-vnlottery-desktop-light-vi', '/vnlottery?gameCode=XSMN', {
      viewport: 'desktop',
      theme: 'light',
      lang: 'vi',
      testId: 'page-vnlottery',
    });
    await shoot('lottery-keno-phone-dark-th', '/lottery?gameCode=KENO3M', {
      viewport: 'phone',
      theme: 'dark',
      lang: 'th',
      testId: 'page-lottery',
    });

    // The trend tab needs draws: 60 past days of XSMB results through the results feed (the
    // screenshot app's XSMB takes them from outside from here on), the digits from a fixed seed.
    await portal.testApp.database.db
      .updateTable('lottery_games')
      .set({ result_source: 'operator' })
      .where('code', '=', 'XSMB')
      .execute();
    const northStations = ['TB', 'HN', 'QN', 'BN', 'HN', 'HP', 'ND'];
    const shape: [string, number, number][] = [
      ['special', 1, 5],
      ['first', 1, 5],
      ['second', 2, 5],
      ['third', 6, 5],
      ['fourth', 4, 4],
      ['fifth', 6, 4],
      ['sixth', 3, 3],
      ['seventh', 4, 2],
    ];
    let seed = 20_301;
    const digit = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return String(Math.floor((seed / 2_147_483_648) * 10));
    };
    for (let back = 1; back <= 60; back += 1) {
      const date = new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
      const prizes = Object.fromEntries(
        shape.map(([name, count, width]) => [
          name,
          Array.from({ length: count }, () => Array.from({ length: width }, digit).join('')),
        ]),
      );
      const station = northStations[new Date(`${date}T00:00:00Z`).getUTCDay()];
      const res = await portal.testApp.app.inject({
        method: 'POST',
        url: '/admin/api/lottery/results/import',
        headers: admin,
        payload: { market: 'XSMB', date, station, prizes },
      });
      if (res.statusCode !== 200) throw new Error(`results import ${date}: ${res.body}`);
    }
    const trendTab = async (page: Page) => {
      await page.getByTestId('lottery-tab-trend').click();
      await page.getByTestId('lottery-trend-chart').first().waitFor();
      await page.getByTestId('lottery-trend').scrollIntoViewIfNeeded();
      await page.getByTestId('lottery-trend').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    };
    for (const viewport of ['desktop', 'phone'] as const) {
      for (const theme of ['dark', 'light'] as const) {
        await shoot(
          `lottery-trend-${viewport}-${theme}`,
          '/vnlottery?gameCode=XSMB',
          { viewport, theme, lang: 'en', testId: 'page-vnlottery' },
          trendTab,
        );
      }
    }
    await shoot(
      'lottery-trend-missing-desktop-dark-vi',
      '/vnlottery?gameCode=XSMB',
      { viewport: 'desktop', theme: 'dark', lang: 'vi', testId: 'page-vnlottery' },
      async (page) => {
        await trendTab(page);
        await page.getByTestId('trend-measure-missing').click();
        await page.getByRole('radio', { name: /100/ }).click();
        await page.waitForLoadState('networkidle');
      },
    );
  };
  if ('lottery-'.startsWith(only) || only.startsWith('lottery-')) await lotteryShots();

  // The installable app (--only=app-install-): the download modal's and page's install guide on a
  // computer (the site's code, or the Install button) and on an iPhone (Safari's Add to Home Screen
  // steps), and the offline page the service worker shows, desktop and 390 px phone, both themes.
  const appInstallShots = async () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    const phoneShot = async (
      name: string,
      route: string,
      options: { theme: 'dark' | 'light'; lang: string; testId: string },
      before?: (page: Page) => Promise<void>,
    ) => {
      if (!name.startsWith(only)) return;
      const context = await portal.browser.newContext({
        baseURL: portal.baseUrl,
        viewport: viewports.phone,
        userAgent: iphone,
        isMobile: true,
        hasTouch: true,
      });
      await context.addInitScript(
        ({ t, l }) => {
          localStorage.setItem('theme', t);
          localStorage.setItem('lang', l);
        },
        { t: options.theme, l: options.lang },
      );
      const page = await context.newPage();
      await page.goto(route);
      await page.getByTestId(options.testId).waitFor();
      await page.waitForLoadState('networkidle');
      if (before) await before(page);
      await page.waitForTimeout(400);
      await page.screenshot({ path: path.join(out, `${name}.png`) });
      await context.close();
      console.log(`docs/screenshots/${name}.png`);
    };
    const openDownload = async (page: Page, phone: boolean) => {
      if (phone) await page.getByTestId('menu-open').click();
      await page.getByTestId('open-download').click();
      await page.getByTestId('install-card').waitFor();
    };
    for (const theme of ['dark', 'light'] as const) {
      await shoot(
        `app-install-modal-desktop-${theme}`,
        '/',
        { viewport: 'desktop', theme, lang: 'en', testId: 'page-home' },
        (page) => openDownload(page, false),
      );
      await shoot(`app-install-page-desktop-${theme}`, '/download', {
        viewport: 'desktop',
        theme,
        lang: 'en',
        testId: 'page-download',
      });
      await phoneShot(`app-install-modal-phone-${theme}`, '/', { theme, lang: 'en', testId: 'page-home' }, (page) =>
        openDownload(page, true),
      );
      await phoneShot(`app-install-page-phone-${theme}`, '/download', {
        theme,
        lang: 'pt-BR',
        testId: 'page-download',
      });
      await phoneShot(
        `app-install-offline-phone-${theme}`,
        '/',
        { theme, lang: 'th', testId: 'page-home' },
        async (page) => {
          await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
          await page.context().setOffline(true);
          await page.goto('/promotions');
          await page.getByTestId('offline-title').filter({ hasText: /\S/ }).waitFor();
        },
      );
    }
  };
  if ('app-install-'.startsWith(only) || only.startsWith('app-install-')) await appInstallShots();

  // The Vietnamese lottery (--only=vn-lottery-): the slip on a station with lô and đề picked (a member
  // with a bet, so the recent strip shows), three digits a hundred at a time, a past day's results
  // by station, and the home page's latest Vietnamese numbers.
  const vnLotteryShots = async () => {
    const { app } = portal.testApp;
    const admin = await operatorAuth(app);
    const call = async (url: string, payload?: object, headers: Record<string, string> = admin) => {
      const res = await app.inject({ method: payload ? 'POST' : 'GET', url, headers, payload });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
      return res.json().value;
    };
    await call('/admin/api/lottery/scheduler/tick', {});
    // Two past days of XSMN through the results feed (the demo feed only draws from now on).
    await portal.testApp.database.db
      .updateTable('lottery_games')
      .set({ result_source: 'operator' })
      .where('code', '=', 'XSMN')
      .execute();
    const shape: [string, number, number][] = [
      ['special', 1, 6],
      ['first', 1, 5],
      ['second', 1, 5],
      ['third', 2, 5],
      ['fourth', 7, 5],
      ['fifth', 1, 4],
      ['sixth', 3, 4],
      ['seventh', 1, 3],
      ['eighth', 1, 2],
    ];
    let seed = 40_417;
    const digit = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return String(Math.floor((seed / 2_147_483_648) * 10));
    };
    const today = vnDay(new Date()).date;
    for (const back of [1, 2]) {
      const date = addDays(today, -back);
      for (const station of stationsOf('XSMN', new Date(`${date}T00:00:00Z`).getUTCDay())) {
        const prizes = Object.fromEntries(
          shape.map(([name, count, width]) => [
            name,
            Array.from({ length: count }, () => Array.from({ length: width }, digit).join('')),
          ]),
        );
        await call('/admin/api/lottery/results/import', { market: 'XSMN', date, station: station.code, prizes });
      }
    }
    await portal.testApp.database.db
      .updateTable('lottery_games')
      .set({ result_source: 'demo_feed' })
      .where('code', '=', 'XSMN')
      .execute();
    const player = await registerMember(app);
    await fundWallet(portal.testApp, await memberIdOf(portal.testApp, player.username), 500_000);
    await call(
      '/lgw/lottery/bets',
      { gameCode: 'XSMN', lines: [{ type: 'lo2', numbers: ['27', '68'], unit: 1 }] },
      { authorization: player.authorization, 'idempotency-key': newKey() },
    );
    const station = (await call('/lgw/lottery/games/XSMN')).current[1]?.stationCode ?? '';
    const onGame = (then: (page: Page) => Promise<void>) => async (page: Page) => {
      await logIn(page, player);
      await page.getByTestId('auth-modal').waitFor({ state: 'detached' });
      await page.goto(`/vnlottery?gameCode=XSMN&station=${station}`);
      await page.getByTestId('bet-slip').waitFor();
      await page.waitForLoadState('networkidle');
      await then(page);
    };
    const slipPicked = async (page: Page) => {
      const slip = page.getByTestId('bet-slip');
      await slip.getByTestId('bet-type-lo2').click();
      await slip.locator('[data-pick="27"]').click();
      await slip.locator('[data-pick="72"]').click();
      await slip.getByTestId('slip-add-line').click();
      await slip.getByTestId('bet-type-de').click();
      await slip.locator('[data-pick="68"]').click();
      await slip.getByTestId('slip-add-line').click();
      await slip.getByTestId('bet-type-lo2').click();
      await slip.locator('[data-pick="05"]').click();
      await slip.locator('[data-pick="50"]').click();
      await slip.getByTestId('slip-station').evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await page.evaluate(() => window.scrollBy(0, -60));
    };
    const pastDay = async (page: Page) => {
      await page.getByTestId('results-date').fill(addDays(today, -1));
      await page.locator('[data-testid="results-history"][data-date]').waitFor();
      await page.getByTestId('results-date-picker').evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await page.evaluate(() => window.scrollBy(0, -60));
    };
    for (const viewport of ['desktop', 'phone'] as const) {
      for (const theme of ['dark', 'light'] as const) {
        const options = { viewport, theme, lang: 'en', testId: 'page-home' } as const;
        await shoot(`vn-lottery-slip-${viewport}-${theme}`, '/', options, onGame(slipPicked));
        await shoot(`vn-lottery-results-${viewport}-${theme}`, '/', options, onGame(pastDay));
        await shoot(`vn-lottery-home-${viewport}-${theme}`, '/', options, async (page) => {
          await page.getByTestId('home-vn-opened-section').scrollIntoViewIfNeeded();
          await page.getByTestId('home-vn-opened-row').first().waitFor();
          await page
            .getByTestId('home-vn-opened-section')
            .evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 72));
        });
      }
    }
    // In Vietnamese: the recent strip and the menu's stations, then three digits (lô 3 số) a hundred at a time.
    await shoot(
      'vn-lottery-top-phone-light-vi',
      '/',
      { viewport: 'phone', theme: 'light', lang: 'vi', testId: 'page-home' },
      onGame(async (page) => {
        await page.evaluate(() => window.scrollTo(0, 0));
      }),
    );
    await shoot(
      'vn-lottery-lo3-desktop-dark-vi',
      '/',
      { viewport: 'desktop', theme: 'dark', lang: 'vi', testId: 'page-home' },
      onGame(async (page) => {
        const slip = page.getByTestId('bet-slip');
        await slip.getByTestId('bet-type-lo3').click();
        await slip.getByTestId('slip-quick-count').selectOption('5');
        await slip.getByTestId('slip-quick-pick').click();
        await slip.getByTestId('bet-type-lo3').evaluate((el) => el.scrollIntoView({ block: 'start' }));
        await page.evaluate(() => window.scrollBy(0, -60));
      }),
    );
  };
  if ('vn-lottery-'.startsWith(only) || only.startsWith('vn-lottery-')) await vnLotteryShots();

  // The withdraw page (--only=withdraw-): balance, bank accounts, the form and a history with each status.
  const withdrawer = await withdrawalMember();
  const withdrawPage = async (page: Page) => {
    await logIn(page, withdrawer);
    await page.getByTestId('auth-modal').waitFor({ state: 'detached' });
    await page.goto('/?mc=withdraw');
    await page.getByTestId('withdraw-history').waitFor();
    await page.waitForLoadState('networkidle');
  };
  for (const viewport of ['desktop', 'phone'] as const) {
    for (const theme of ['dark', 'light'] as const) {
      await shoot(
        `withdraw-${viewport}-${theme}`,
        '/',
        { viewport, theme, lang: 'en', testId: 'page-home' },
        withdrawPage,
      );
    }
  }
  await shoot(
    'withdraw-desktop-dark-history',
    '/',
    { viewport: 'desktop', theme: 'dark', lang: 'pt-BR', testId: 'page-home' },
    async (page) => {
      await withdrawPage(page);
      await page.getByTestId('member-center-pane').evaluate((pane) => pane.scrollTo(0, pane.scrollHeight));
    },
  );

  // The deposit page (--only=deposit-): channels, an amount with its fee, the bank account, the history, the sandbox's page.
  const depositor = await depositMember();
  const depositPage = async (page: Page) => {
    await logIn(page, depositor);
    await page.getByTestId('auth-modal').waitFor({ state: 'detached' });
    await page.goto('/?mc=depositv2');
    await page.getByTestId('deposit-form').waitFor();
    await page.getByTestId('deposit-amount').fill('200');
    await page.waitForLoadState('networkidle');
  };
  for (const viewport of ['desktop', 'phone'] as const) {
    for (const theme of ['dark', 'light'] as const) {
      await shoot(
        `deposit-${viewport}-${theme}`,
        '/',
        { viewport, theme, lang: 'en', testId: 'page-home' },
        depositPage,
      );
    }
  }
  await shoot(
    'deposit-phone-light-bank-vi',
    '/',
    { viewport: 'phone', theme: 'light', lang: 'vi', testId: 'page-home' },
    async (page) => {
      await depositPage(page);
      await page.locator('[data-testid^="deposit-channel-"]').nth(1).click();
      await page.getByTestId('deposit-bank').waitFor();
    },
  );
  await shoot(
    'deposit-desktop-dark-history-pt-BR',
    '/',
    { viewport: 'desktop', theme: 'dark', lang: 'pt-BR', testId: 'page-home' },
    async (page) => {
      await depositPage(page);
      await page.getByTestId('deposit-tab-history').click();
      await page.getByTestId('deposit-history').waitFor();
    },
  );
  await shoot(
    'deposit-sandbox-phone-dark',
    '/',
    { viewport: 'phone', theme: 'dark', lang: 'en', testId: 'page-home' },
    async (page) => {
      await depositPage(page);
      await page.getByTestId('deposit-submit').click();
      await page.waitForURL(/\/sandbox-gateway\/pay\?/);
    },
  );

  await shoot(
    'withdraw-desktop-light-proof',
    '/',
    { viewport: 'desktop', theme: 'light', lang: 'en', testId: 'page-home' },
    async (page) => {
      await withdrawPage(page);
      await page.getByTestId('withdrawal-not-received').click();
      await page.getByTestId('withdrawal-proof').scrollIntoViewIfNeeded();
    },
  );
  await shoot(
    'withdraw-phone-light-set-password',
    '/',
    { viewport: 'phone', theme: 'light', lang: 'vi', testId: 'page-home' },
    async (page) => {
      await logIn(page, await registerMember(portal.testApp.app));
      await page.getByTestId('auth-modal').waitFor({ state: 'detached' });
      await page.goto('/?mc=withdraw');
      await page.getByTestId('set-payment-password-form').waitFor();
      await page.waitForLoadState('networkidle');
    },
  );

  // Sign-in popups (--only=auth-): the registration captcha, the country code dropdown open, the first-login welcome.
  const openRegister = async (page: Page) => {
    await page.getByTestId('header-register').click();
    await page.getByTestId('register-form-username').waitFor();
  };
  const openCountryList = async (page: Page) => {
    await openRegister(page);
    await page.getByTestId('register-tab-mobile').click();
    await page.getByTestId('field-countryDialingCode').click();
    await page.getByTestId('country-code-list').waitFor();
  };
  await portal.patchSettings({ flags: { registerCaptcha: true, mobileRegistration: true } });
  for (const viewport of ['desktop', 'phone'] as const) {
    for (const theme of ['dark', 'light'] as const) {
      const options = { viewport, theme, lang: 'en', testId: 'page-home' } as const;
      await shoot(`auth-register-captcha-${viewport}-${theme}`, '/', options, async (page) => {
        await openRegister(page);
        await page.getByTestId('captcha-image').waitFor();
      });
      await shoot(`auth-country-dropdown-${viewport}-${theme}`, '/', options, openCountryList);
      await shoot(`auth-login-${viewport}-${theme}`, '/', options, async (page) => {
        await page.getByTestId('header-login').click();
        await page.getByTestId('login-remember').locator('input').check();
      });
    }
  }
  await shoot(
    'auth-country-dropdown-phone-dark-pt-BR-search',
    '/',
    { viewport: 'phone', theme: 'dark', lang: 'pt-BR', testId: 'page-home' },
    async (page) => {
      await openCountryList(page);
      await page.keyboard.type('in');
    },
  );
  await portal.patchSettings({ flags: { registerCaptcha: false, mobileRegistration: false, smsCodeLogin: true } });
  // The SMS login form is short: the open list reaches past the dialog's body.
  await shoot(
    'auth-country-dropdown-sms-login-desktop-dark',
    '/',
    { viewport: 'desktop', theme: 'dark', lang: 'en', testId: 'page-home' },
    async (page) => {
      await page.getByTestId('header-login').click();
      await page.getByTestId('login-way-sms').click();
      await page.getByTestId('field-countryDialingCode').click();
      await page.getByTestId('country-code-list').waitFor();
    },
  );
  await portal.patchSettings({ flags: { smsCodeLogin: false } });
  await shoot(
    'auth-first-login-desktop-light',
    '/',
    { viewport: 'desktop', theme: 'light', lang: 'en', testId: 'page-home' },
    async (page) => {
      const member = await registerMember(portal.testApp.app);
      await portal.testApp.database.db
        .updateTable('members')
        .set({ first_login_at: null })
        .where('username', '=', member.username)
        .execute();
      await logIn(page, member);
      await page.getByTestId('first-login-dialog').waitFor();
    },
  );

  // The second step of a sign-in from a new address with every method offered (--only=auth-second-step):
  // the authenticator and a proven e-mail (securedMember) and a proven mobile, on a brand that sends SMS.
  if ('auth-second-step-methods'.startsWith(only) || only.startsWith('auth-second-step')) {
    await portal.patchSettings({ flags: { smsCodeLogin: true } });
    const member = await securedMember();
    await portal.testApp.database.db
      .updateTable('members')
      .set({ mobile: '912345678', country_dialing_code: '+84', mobile_verified_at: new Date() })
      .where('username', '=', member.username)
      .execute();
    let address = 0;
    for (const viewport of ['desktop', 'phone'] as const) {
      for (const theme of ['dark', 'light'] as const) {
        const options = { viewport, theme, lang: 'en', testId: 'page-home', ip: `198.51.100.${(address += 1)}` };
        await shoot(`auth-second-step-methods-${viewport}-${theme}`, '/', options, async (page) => {
          await page.getByTestId('header-login').click();
          await page.getByTestId('field-username').fill(member.username);
          await page.getByTestId('field-password').fill(member.password);
          await page.getByTestId('login-submit').click();
          await page.getByTestId('login-method-email').click();
        });
      }
    }
    await portal.patchSettings({ flags: { smsCodeLogin: false } });
  }

  // SMS login of a member with an authenticator (--only=auth-sms-second-step): after the SMS code the
  // authenticator's step, the only one offered.
  if ('auth-sms-second-step'.startsWith(only) || only.startsWith('auth-sms-second-step')) {
    await portal.patchSettings({ flags: { smsCodeLogin: true } });
    let address = 0;
    for (const viewport of ['desktop', 'phone'] as const) {
      for (const theme of ['dark', 'light'] as const) {
        const member = await securedMember();
        const mobileNum = `9${String(Date.now()).slice(-8)}`;
        await portal.testApp.database.db
          .updateTable('members')
          .set({ mobile: mobileNum, country_dialing_code: '+84', mobile_verified_at: new Date() })
          .where('username', '=', member.username)
          .execute();
        const options = { viewport, theme, lang: 'en', testId: 'page-home', ip: `198.51.101.${(address += 1)}` };
        await shoot(`auth-sms-second-step-${viewport}-${theme}`, '/', options, async (page) => {
          await page.getByTestId('header-login').click();
          await page.getByTestId('login-way-sms').click();
          const form = page.getByTestId('sms-login-form');
          await form.getByTestId('field-mobileNum').fill(mobileNum);
          await form.getByTestId('send-code-noLogin').click();
          await form.getByTestId('field-verificationCode').fill(await portal.codeSentTo(`+84${mobileNum}`));
          await form.getByTestId('sms-login-submit').click();
          await page.getByTestId('login-verification').waitFor();
        });
      }
    }
    await portal.patchSettings({ flags: { smsCodeLogin: false } });
  }

  // The home page's boards (--only=home): real slips on the demo's 45-second fast game, drawn by its
  // provably fair RNG. Each player bets đề on all 100 endings, so exactly one bet of each wins; after
  // the draw the winners board lists them and the popular games lead with that game.
  const homeAdmin = await operatorAuth(portal.testApp.app);
  const homeTick = async () => {
    const res = await portal.testApp.app.inject({
      method: 'POST',
      url: '/admin/api/lottery/scheduler/tick',
      headers: homeAdmin,
    });
    if (res.statusCode !== 200) throw new Error(`lottery tick: ${res.body}`);
  };
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)));
  /** Ticks until the fast game has a draw open for at least 10 more seconds (none between its close and draw). */
  const fastGameOpen = async () => {
    for (;;) {
      await homeTick();
      const res = await portal.testApp.app.inject({ url: '/lgw/games/popular?count=100' });
      const games = res.json().value as { gameCode: string; current: { closeAt: string; drawAt: string } | null }[];
      const current = games.find((g) => g.gameCode === 'MB45S')?.current;
      if (current && Date.parse(current.closeAt) - Date.now() > 10_000) return current;
      await sleep(current ? Date.parse(current.drawAt) - Date.now() + 500 : 2_000);
    }
  };
  const homeBoards = async () => {
    const { app } = portal.testApp;
    const period = await fastGameOpen();
    const numbers = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));
    for (const unit of [20, 8, 3]) {
      const member = await registerMember(app);
      await fundWallet(portal.testApp, await memberIdOf(portal.testApp, member.username), 1_000_000);
      const res = await app.inject({
        method: 'POST',
        url: '/lgw/lottery/bets',
        headers: { authorization: member.authorization, 'idempotency-key': newKey() },
        payload: { gameCode: 'MB45S', lines: [{ type: 'de', numbers, unit }] },
      });
      if (res.statusCode !== 200) throw new Error(`home slip: ${res.body}`);
    }
    await sleep(Date.parse(period.drawAt) - Date.now() + 1_000);
    await homeTick();
  };
  const boardShots = 'home-boards-'.startsWith(only) || only.startsWith('home-boards-');
  if (boardShots) await homeBoards();
  for (const viewport of ['desktop', 'phone'] as const) {
    for (const theme of ['dark', 'light'] as const) {
      await shoot(`home-${viewport}-${theme}`, '/', { viewport, theme, testId: 'page-home' });
      // The fast game's next draw open first, its countdown running.
      if (boardShots) await fastGameOpen();
      await shoot(`home-boards-${viewport}-${theme}`, '/', { viewport, theme, testId: 'page-home' }, async (page) => {
        // Under the fixed header: the section's title shows (the boards load as they scroll into view).
        await page
          .getByTestId('home-lottery')
          .evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top - 72));
        await page.getByTestId('home-popular-card').first().waitFor();
      });
    }
  }
  await shoot(
    'home-boards-phone-light-winners',
    '/',
    { viewport: 'phone', theme: 'light', testId: 'page-home' },
    async (page) => {
      await page.getByTestId('home-winners').evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top - 72));
      await page.getByTestId('home-winner-row').first().waitFor();
    },
  );
  await shoot(
    'home-desktop-dark-mini-menu-en',
    '/',
    { viewport: 'desktop', theme: 'dark', lang: 'en', testId: 'page-home' },
    (p) => p.getByTestId('side-menu-toggle').click(),
  );
  await shoot('home-phone-light-footer', '/', { viewport: 'phone', theme: 'light', testId: 'page-home' }, async (p) => {
    await p.getByTestId('site-footer').scrollIntoViewIfNeeded();
    await p.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await p.waitForTimeout(800);
  });
  await shoot('home-phone-dark-drawer', '/', { viewport: 'phone', theme: 'dark', testId: 'page-home' }, (p) =>
    p.getByTestId('menu-open').click(),
  );
  await shoot(
    'download-modal-desktop-light',
    '/',
    { viewport: 'desktop', theme: 'light', testId: 'page-home' },
    async (p) => {
      await p.getByTestId('open-download').click();
      await p.getByTestId('modal').waitFor();
    },
  );
  await shoot('lobby-rng-desktop-dark-th', '/rng', {
    viewport: 'desktop',
    theme: 'dark',
    lang: 'th',
    testId: 'page-lobby',
  });
  await shoot('register-phone-light-vi', '/register', {
    viewport: 'phone',
    theme: 'light',
    lang: 'vi',
    testId: 'page-register',
  });
  await shoot('help-center-desktop-light-zh', '/helpmc', {
    viewport: 'desktop',
    theme: 'light',
    lang: 'zh-CN',
    testId: 'page-help-center',
  });

  // Chinese renders (fonts-noto-cjk, installed by scripts/ensure-chromium.sh) (--only=i18n-).
  await shoot('i18n-zh-CN-home', '/', { viewport: 'desktop', theme: 'dark', lang: 'zh-CN', testId: 'page-home' });

  // The demo provider's table page (--only=demo-table-), as the /game frame opens it: configured by
  // the operator (the screenshot portal does not seed the demo), a funded member, a real launch.
  const demoTableShots = async () => {
    const { app, database } = portal.testApp;
    await seedDemoGames(database.db);
    const admin = await operatorAuth(app);
    for (const vendor of ['AURORA_LIVE', 'OCEAN_JOY']) {
      const put = await app.inject({
        method: 'PUT',
        url: `/admin/api/providers/${vendor}`,
        headers: admin,
        payload: { secret: 'screenshot-demo-table-secret-0123456789', enabled: true },
      });
      if (put.statusCode !== 200) throw new Error(`configure ${vendor}: ${put.body}`);
    }
    const member = await registerMember(app);
    await fundWallet(portal.testApp, await memberIdOf(portal.testApp, member.username), 50_000);
    const shots = [
      ['demo-table-roulette-desktop-dark-zh-CN', 'AURORA_LIVE:auto-roulette', 'desktop', 'dark', 'zh-CN'],
      ['demo-table-fishing-phone-light-en', 'OCEAN_JOY:reef-hunter', 'phone', 'light', 'en'],
      ['demo-table-baccarat-phone-dark-pt-BR', 'AURORA_LIVE:speed-baccarat', 'phone', 'dark', 'pt-BR'],
    ] as const;
    for (const [name, nodeId, viewport, theme, lang] of shots) {
      const launch = await app.inject({
        url: `/wps/game/launchGame?nodeId=${nodeId}`,
        headers: { authorization: member.authorization, language: lang },
      });
      if (launch.statusCode !== 200) throw new Error(`launch ${nodeId}: ${launch.body}`);
      const url = new URL(launch.json().value.game_url as string);
      await shoot(
        name,
        `${url.pathname}${url.search}`,
        { viewport, theme, lang, testId: 'demo-table-badge' },
        async (page) => {
          await page.locator('#choices button').first().click();
          await page.getByTestId('demo-table-result').locator('div').first().waitFor();
        },
      );
    }
  };
  if ('demo-table-'.startsWith(only) || only.startsWith('demo-table-')) await demoTableShots();

  // The demo transfer vendor's page (--only=demo-transfer-): sports, card room and esports as the
  // /game frame opens them, on a second portal that seeds the demo (only there are the vendors
  // pointed at it), after a real transfer in and one bet.
  const demoTransferShots = async () => {
    const demo = await startPortal({ env: { SEED_DEMO: true } });
    try {
      const { app } = demo.testApp;
      const member = await registerMember(app);
      await fundWallet(demo.testApp, await memberIdOf(demo.testApp, member.username), 50_000);
      for (const vendor of ['STADIUM_BOOK', 'CARD_HALL', 'ARENA_X']) {
        const moved = await app.inject({
          method: 'POST',
          url: '/wps/relay/GCS_walletTransfer',
          headers: { authorization: member.authorization, 'idempotency-key': newKey() },
          payload: { from: 'main', to: `vendor:${vendor}`, amount: 100 },
        });
        if (moved.statusCode !== 200) throw new Error(`transfer to ${vendor}: ${moved.body}`);
      }
      const shots = [
        ['demo-transfer-sports-desktop-dark-en', 'STADIUM_BOOK:sportsbook', 'desktop', 'dark', 'en'],
        ['demo-transfer-sports-phone-light-th', 'STADIUM_BOOK:sportsbook', 'phone', 'light', 'th'],
        ['demo-transfer-cards-desktop-light-pt-BR', 'CARD_HALL:tien-len', 'desktop', 'light', 'pt-BR'],
        ['demo-transfer-cards-phone-dark-zh-CN', 'CARD_HALL:tien-len', 'phone', 'dark', 'zh-CN'],
        ['demo-transfer-esports-desktop-light-vi', 'ARENA_X:esports-lobby', 'desktop', 'light', 'vi'],
        ['demo-transfer-esports-phone-dark-id', 'ARENA_X:esports-lobby', 'phone', 'dark', 'id'],
      ] as const;
      for (const [name, nodeId, viewport, theme, lang] of shots) {
        if (!name.startsWith(only)) continue;
        const launch = await app.inject({
          url: `/wps/game/launchGame?nodeId=${nodeId}`,
          headers: { authorization: member.authorization, language: lang },
        });
        if (launch.statusCode !== 200) throw new Error(`launch ${nodeId}: ${launch.body}`);
        const context = await demo.newContext({ ...viewports[viewport], theme, lang });
        const page = await context.newPage();
        // The vendor's page follows the device's colour scheme, not the portal's theme setting.
        await page.emulateMedia({ colorScheme: theme });
        await page.goto(launch.json().value.game_url as string);
        await page.getByTestId('demo-vendor-badge').waitFor();
        await page.locator('[data-choice]').first().click();
        await page.getByTestId('demo-vendor-result').locator('div').first().waitFor();
        await page.waitForTimeout(400);
        await page.screenshot({ path: path.join(out, `${name}.png`) });
        await context.close();
        console.log(`docs/screenshots/${name}.png`);
      }
    } finally {
      await demo.close();
    }
  };
  if ('demo-transfer-'.startsWith(only) || only.startsWith('demo-transfer-')) await demoTransferShots();

  // Site calls (--only=site-): the PvP rooms, the customer-service submenu and the download modal
  // on the demo brand's content, with rooms an operator set up and a site-path Android download
  // (its QR code then names the brand's first domain).
  const siteShots = async () => {
    const { app, database } = portal.testApp;
    await seedDemoBrand(database.db);
    await seedDemoGames(database.db);
    const admin = await operatorAuth(app);
    const call = async (method: 'PUT' | 'PATCH', url: string, payload: object) => {
      const res = await app.inject({ method, url, headers: admin, payload });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
    };
    const rooms = [
      ['INHOUSE', 'baccarat-high', 'baccarat', 'Baccarat high table', 'Mesa alta de bacará', 5],
      ['CARD_HALL', 'tien-len-1', 'tien-len', 'Tien Len room 1', 'Sala Tien Len 1', 20],
      ['CARD_HALL', 'bull-bull-vip', 'bull-bull', 'Bull Bull VIP', 'Bull Bull VIP', 100],
      ['CARD_HALL', 'ludo-casual', 'ludo-royale', 'Ludo casual', 'Ludo casual', 1],
    ] as const;
    for (const [position, [vendor, roomCode, gameCode, en, pt, minBet]] of rooms.entries()) {
      await call('PUT', '/admin/api/games/pvp-rooms', {
        vendor,
        roomCode,
        gameCode,
        name: { en, 'pt-BR': pt },
        minBet,
        position,
      });
    }
    const android = await database.db
      .selectFrom('resources')
      .select('id')
      .where('resource_type', '=', 'Android')
      .executeTakeFirstOrThrow();
    await call('PATCH', `/admin/api/content/resources/${android.id}`, { url: '/app/lotus-play.apk' });
    const player = await registerMember(app);
    const signedIn = async (page: Page) => {
      await logIn(page, player);
      await page.getByTestId('auth-modal').waitFor({ state: 'detached' });
    };
    const openMenu = async (page: Page) => {
      if ((page.viewportSize()?.width ?? 0) < 769) await page.getByTestId('menu-open').click();
    };
    for (const viewport of ['desktop', 'phone'] as const) {
      for (const theme of ['dark', 'light'] as const) {
        const options = { viewport, theme, lang: 'en', testId: 'page-home' };
        await shoot(`site-pvp-rooms-${viewport}-${theme}`, '/', options, async (page) => {
          await signedIn(page);
          await page.goto('/pvp');
          const list = page.locator('[data-testid="pvp-rooms"][data-state="list"]');
          await list.waitFor();
          // Below the sticky header: the rooms' heading in view.
          await list.evaluate((node) => window.scrollTo(0, node.getBoundingClientRect().top + window.scrollY - 76));
        });
        await shoot(`site-service-menu-${viewport}-${theme}`, '/', options, async (page) => {
          await signedIn(page);
          await openMenu(page);
          await page.getByTestId('menu-group-service').click();
          const lines = page.locator('[data-testid^="service-line-"]');
          await lines.first().waitFor();
          await lines.last().scrollIntoViewIfNeeded();
        });
        await shoot(`site-download-${viewport}-${theme}`, '/', options, async (page) => {
          await openMenu(page);
          await page.getByTestId('open-download').click();
          await page.getByTestId('download-site').waitFor();
        });
      }
    }
  };
  if ('site-'.startsWith(only) || only.startsWith('site-')) await siteShots();

  // Loyalty (--only=loyalty-): the VIP page, the missions (daily, the leaderboard), the points mall
  // with its redemptions, and the console's loyalty tabs. The demo ladder, missions and goods; the
  // members' bets as settled rows, through the loyalty stream (decision 022) like any settled game.
  const loyaltyShots = async () => {
    const { app, database } = portal.testApp;
    const { db } = database;
    await db.transaction().execute((trx) => seedDemoLoyalty(trx));
    const admin = await operatorAuth(app);
    const stream = loyaltyStreamOf(portal.testApp);
    const call = async (method: 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) => {
      const res = await app.inject({ method, url, headers: { ...headers, 'idempotency-key': newKey() }, payload });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
      return res.json().value;
    };
    const missionId = async (kind: 'login_days' | 'rounds', period: 'daily' | 'weekly') =>
      (
        await db
          .selectFrom('missions')
          .select('id')
          .where('kind', '=', kind)
          .where('period', '=', period)
          .orderBy('position')
          .executeTakeFirstOrThrow()
      ).id;
    const goodsId = async (en: string) =>
      (
        await db
          .selectFrom('points_goods')
          .select('id')
          .where(sql<string>`name->>'en'`, '=', en)
          .executeTakeFirstOrThrow()
      ).id;
    const slots = (count: number, validMinor: number, payout: (i: number) => number) =>
      Array.from({ length: count }, (_, i) => ({ product: 'RNG', validMinor, payoutMinor: payout(i) }));

    // A member part of the way up: a deposit approved, 20 slot rounds and a little live casino.
    // Its sign-in mission claimed, the slot mission waiting to be claimed.
    const player = await registerMember(app);
    const playerId = await memberIdOf(portal.testApp, player.username);
    const auth = { authorization: player.authorization };
    const channels = (await app.inject({ url: '/wps/payment/channels', headers: auth })).json().value.channels as {
      id: number;
      type: string;
    }[];
    const order = await call('POST', '/wps/payment/deposits', auth, {
      channelId: channels.find((c) => c.type === 'bank_transfer')!.id,
      amount: 250,
      reference: 'TX-3001',
    });
    await call('POST', `/admin/api/deposits/${order.orderId as string}/approve`, admin);
    await settleBets(portal.testApp, playerId, [
      ...slots(20, 15_000, (i) => (i % 4 === 0 ? 36_000 : 0)),
      { product: 'LIVE', validMinor: 4_000, payoutMinor: 7_600 },
    ]);
    await stream.drain(true);
    await call('POST', `/wps/missions/${await missionId('login_days', 'daily')}/claim`, auth);

    // Others on this week's board: sign-ins, slot rounds, live bets.
    const others: { rounds: number; stakeMinor: number; liveMinor: number }[] = [
      { rounds: 25, stakeMinor: 10_000, liveMinor: 0 },
      { rounds: 20, stakeMinor: 1_000, liveMinor: 10_000 },
      { rounds: 0, stakeMinor: 0, liveMinor: 15_000 },
      { rounds: 0, stakeMinor: 0, liveMinor: 0 },
    ];
    for (const other of others) {
      const member = await registerMember(app);
      const bets = slots(other.rounds, other.stakeMinor, () => 0);
      if (other.liveMinor) bets.push({ product: 'LIVE', validMinor: other.liveMinor, payoutMinor: 0 });
      await settleBets(portal.testApp, await memberIdOf(portal.testApp, member.username), bets);
    }

    // A high roller with 10,000 points (1,000,000.00 on slots) and a redemption in each status.
    const roller = await registerMember(app);
    const rollerId = await memberIdOf(portal.testApp, roller.username);
    const rollerAuth = { authorization: roller.authorization };
    await call(
      'PUT',
      '/wps/member/payment-password',
      rollerAuth,
      await encryptFor(app, {
        loginPassword: roller.password,
        paymentPassword: '246810',
        confirmPaymentPassword: '246810',
      }),
    );
    await settleBets(
      portal.testApp,
      rollerId,
      slots(40, 2_500_000, (i) => (i % 3 === 0 ? 6_000_000 : 0)),
    );
    await stream.drain(true);
    const redeem = async (name: string) =>
      (await call('POST', '/wps/points/redeem', rollerAuth, {
        goodsId: await goodsId(name),
        paymentPassword: '246810',
      })) as { id: number };
    const decide = (id: number, decision: 'approve' | 'reject', remark = '') =>
      call('POST', `/admin/api/loyalty/redemptions/${id}/decision`, admin, { decision, remark });
    await decide((await redeem('Credit of 10')).id, 'reject', 'One request a day, please try again tomorrow');
    await decide((await redeem('Credit of 10')).id, 'approve');
    await redeem('Lotus T-shirt');
    await redeem('Credit of 50');

    const signedIn = (member: { username: string; password: string }) => async (page: Page) => {
      await logIn(page, member);
      await page.getByTestId('auth-modal').waitFor({ state: 'detached' });
    };
    const memberCenter = (mc: string, testId: string, then?: (page: Page) => Promise<void>) => async (page: Page) => {
      await signedIn(player)(page);
      await page.goto(`/?mc=${mc}`);
      await page.getByTestId(testId).first().waitFor();
      await page.waitForLoadState('networkidle');
      if (then) await then(page);
    };
    const leaderboard = memberCenter('missionLeaderboard', 'missions-list', async (page) => {
      await page.getByTestId('loyalty-tab-leaderboard').click();
      await page.getByTestId('leaderboard-row').first().waitFor();
    });
    // The ladder, below the member's own level and the birthday form.
    const ladder = memberCenter('playerRank', 'vip-ladder-level', async (page) => {
      await page.getByTestId('vip-ladder').evaluate((el) => {
        const pane = el.closest<HTMLElement>('[data-testid="member-center-pane"]')!;
        pane.scrollTo(0, el.getBoundingClientRect().top - pane.getBoundingClientRect().top + pane.scrollTop - 60);
      });
    });
    const mall = (part: 'top' | 'goods' | 'history') => async (page: Page) => {
      await signedIn(roller)(page);
      await page.goto('/pointMall');
      await page.getByTestId('goods-card').first().waitFor();
      await page.getByTestId('redemption-row').first().waitFor();
      await page.waitForLoadState('networkidle');
      // Below the sticky header: the points, the goods, or the history.
      const target = { top: 'point-mall', goods: 'goods-grid', history: 'mall-history-tabs' }[part];
      await page
        .getByTestId(target)
        .evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 130));
    };
    const token = admin.authorization.slice('Bearer '.length);
    const consoleTab = (tab: string) => async (page: Page) => {
      await page.evaluate((value) => sessionStorage.setItem('adminToken', value), token);
      await page.goto(`/admin/loyalty?tab=${tab}`);
      await page.getByTestId(`loyalty-${tab}`).waitFor();
      await page.waitForLoadState('networkidle');
    };
    for (const viewport of ['desktop', 'phone'] as const) {
      for (const theme of ['dark', 'light'] as const) {
        const home = { viewport, theme, lang: 'en', testId: 'page-home' };
        await shoot(`loyalty-vip-${viewport}-${theme}`, '/', home, memberCenter('playerRank', 'vip-status'));
        await shoot(`loyalty-vip-ladder-${viewport}-${theme}`, '/', home, ladder);
        await shoot(
          `loyalty-missions-daily-${viewport}-${theme}`,
          '/',
          home,
          memberCenter('missionLeaderboard', 'mission-claim'),
        );
        await shoot(`loyalty-missions-leaderboard-${viewport}-${theme}`, '/', home, leaderboard);
        await shoot(`loyalty-mall-${viewport}-${theme}`, '/', home, mall('top'));
        await shoot(`loyalty-mall-goods-${viewport}-${theme}`, '/', home, mall('goods'));
        await shoot(`loyalty-mall-history-${viewport}-${theme}`, '/', home, mall('history'));
        for (const tab of ['levels', 'missions', 'goods', 'redemptions', 'settings']) {
          await shoot(
            `loyalty-console-${tab}-${viewport}-${theme}`,
            '/admin',
            { viewport, theme, lang: 'en', testId: 'admin-sign-in' },
            consoleTab(tab),
          );
        }
        // The editors with their money-terms panel (decision 033).
        for (const [tab, item] of [
          ['missions', 'mission'],
          ['goods', 'goods'],
        ] as const) {
          await shoot(
            `loyalty-console-${item}-editor-${viewport}-${theme}`,
            '/admin',
            { viewport, theme, lang: 'en', testId: 'admin-sign-in' },
            async (page) => {
              await consoleTab(tab)(page);
              await page.locator(`[data-testid^="${item}-edit-"]`).first().click();
              await page.getByTestId(`${item}-editor`).waitFor();
            },
          );
        }
      }
    }
    // The brand's default language.
    await shoot(
      'loyalty-missions-daily-phone-dark-pt-BR',
      '/',
      { viewport: 'phone', theme: 'dark', lang: 'pt-BR', testId: 'page-home' },
      memberCenter('missionLeaderboard', 'mission-claim'),
    );
  };
  if ('loyalty-'.startsWith(only) || only.startsWith('loyalty-')) await loyaltyShots();

  // Communication (--only=communication-): the announcements modal (list and detail), the inbox with
  // an operator's notice and system messages, a message opened, the feedback page with a reply, the
  // home marquee and notices, and the popup after sign-in; desktop and phone, dark and light.
  const communicationShots = async () => {
    const { app, database } = portal.testApp;
    const admin = await operatorAuth(app);
    const call = async (method: 'POST' | 'DELETE', url: string, payload?: object) => {
      const res = await app.inject({ method, url, headers: admin, payload });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
      return res.json().value as { id: number };
    };
    const announce = (type: string, title: string, content: string, popup = false) =>
      call('POST', '/admin/api/content/announcements', {
        type,
        title: { 'pt-BR': title, en: title },
        content: { 'pt-BR': content, en: content },
        popup,
        startsAt: null,
        endsAt: null,
        enabled: true,
      });
    await announce(
      'PL',
      'Scheduled maintenance on Sunday',
      'The site pauses from **02:00 to 04:00** (UTC-3).\n\nBalances and bets in progress are kept.',
    );
    await announce(
      'PL',
      'PIX deposits are now instant',
      'Deposits by PIX reach your balance within seconds.\n\n- No fee\n- From 10.00 BRL',
    );
    await announce('PL', 'New live tables', 'Speed baccarat and auto roulette are open around the clock.');
    await announce('PL', 'Responsible gaming', 'Set a daily deposit limit from the member center at any time.');
    await announce('B', 'Double points weekend', 'Every bet counts twice for missions from Friday to Sunday.');
    await announce('B', 'Withdrawals', 'Requests before 22:00 are paid the same day.');
    await announce('H', 'Welcome to the new lobby', 'Find every vendor by category in the side menu.');
    await announce('PR', 'Weekly cashback', 'Cashback is paid every Monday for the week before.');

    const reader = await registerMember(app);
    const readerId = await memberIdOf(portal.testApp, reader.username);
    const system = (kind: string, params: object) =>
      sql`select system_message(${readerId}, ${kind}, ${JSON.stringify(params)}::jsonb)`.execute(database.db);
    await system('bonus_issued', { amountMinor: 5_000, currency: 'BRL', source: 'promotion' });
    await system('withdrawal_paid', { amountMinor: 25_000, currency: 'BRL', reference: '1042' });
    await system('deposit_credited', { amountMinor: 123_456, currency: 'BRL', reference: 'D20261127001' });
    // Feedback with an image, answered by support (which also writes its message).
    const pixel = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
      'base64',
    );
    const boundary = 'screenshot-boundary';
    const part = (name: string, value: string) =>
      `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const body = Buffer.concat([
      Buffer.from(
        part('type', 'withdrawal') +
          part('content', 'My withdrawal of 250.00 BRL has been waiting since yesterday evening.'),
      ),
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="images"; filename="proof.png"\r\ncontent-type: image/png\r\n\r\n`,
      ),
      pixel,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const sent = await app.inject({
      method: 'PUT',
      url: '/wps/feedback',
      headers: {
        authorization: reader.authorization,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        language: 'en',
      },
      payload: body,
    });
    if (sent.statusCode !== 200) throw new Error(`feedback: ${sent.body}`);
    await call('POST', `/admin/api/feedback/${sent.json().value.id}/reply`, {
      reply: 'It was paid this morning; it should reach your bank within the hour. Sorry for the wait.',
    });
    const second = await app.inject({
      method: 'PUT',
      url: '/wps/feedback',
      headers: {
        authorization: reader.authorization,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        language: 'en',
      },
      payload: Buffer.from(
        part('type', 'suggestion') +
          part('content', 'Please add more fishing games to the lobby.') +
          `--${boundary}--\r\n`,
      ),
    });
    if (second.statusCode !== 200) throw new Error(`feedback: ${second.body}`);
    await call('POST', '/admin/api/messages', {
      title: { 'pt-BR': 'Seu bônus está pronto', en: 'Your weekend bonus is ready' },
      content: {
        'pt-BR': 'Resgate-o na central de recompensas até domingo.',
        en: 'Claim it in the reward center before Sunday.\nIt is credited to your balance at once.',
      },
      audience: { kind: 'member', username: reader.username },
    });

    const signedIn = async (page: Page) => {
      await logIn(page, reader);
      await page.getByTestId('auth-modal').waitFor({ state: 'detached' });
      await page.getByTestId('header-messages-badge').waitFor();
    };
    const memberCenter = (mc: string, testId: string) => async (page: Page) => {
      await signedIn(page);
      await page.goto(`/?mc=${mc}`);
      await page.getByTestId(testId).first().waitFor();
      await page.waitForLoadState('networkidle');
    };
    const announcements = (open: boolean) => async (page: Page) => {
      await signedIn(page);
      if ((page.viewportSize()?.width ?? 0) < 769) await page.getByTestId('menu-open').click();
      const group = page.getByTestId('menu-group-service');
      if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
      await page.getByRole('button', { name: 'Announcements', exact: true }).click();
      await page.getByTestId('announcement-row').first().waitFor();
      if (open) {
        await page.getByTestId('announcement-row').nth(1).click();
        await page.getByTestId('announcement-detail').waitFor();
      }
    };
    const home = async (page: Page) => {
      await signedIn(page);
      await page.getByTestId('home-marquee').waitFor();
      await page.getByTestId('home-notices').waitFor();
    };
    const views = ['desktop', 'phone'] as const;
    const themes = ['dark', 'light'] as const;
    const start = (viewport: (typeof views)[number], theme: (typeof themes)[number]) => ({
      viewport,
      theme,
      lang: 'en',
      testId: 'page-home',
    });
    for (const viewport of views) {
      for (const theme of themes) {
        await shoot(
          `communication-inbox-${viewport}-${theme}`,
          '/',
          start(viewport, theme),
          memberCenter('messageV2', 'message-row'),
        );
        await shoot(`communication-home-${viewport}-${theme}`, '/', start(viewport, theme), home);
        await shoot(
          `communication-announcements-${viewport}-${theme}`,
          '/',
          start(viewport, theme),
          announcements(viewport === 'desktop'),
        );
        await shoot(`communication-feedback-${viewport}-${theme}`, '/', start(viewport, theme), async (page) => {
          await memberCenter('feedback', 'feedback-reply')(page);
          await page.getByTestId('feedback-thumb').first().locator('img').waitFor();
          await page.getByTestId('feedback-item').last().scrollIntoViewIfNeeded();
        });
      }
    }
    await shoot('communication-announcement-detail-phone-dark', '/', start('phone', 'dark'), announcements(true));
    for (const viewport of views) {
      for (const theme of themes) {
        await shoot(`communication-message-${viewport}-${theme}`, '/', start(viewport, theme), async (page) => {
          await memberCenter('messageV2', 'message-row')(page);
          await page.getByTestId('message-row').filter({ hasText: 'Deposit credited' }).click();
          await page.getByTestId('message-open-title').waitFor();
        });
      }
    }
    await shoot(
      'communication-inbox-phone-light-pt-BR',
      '/',
      { ...start('phone', 'light'), lang: 'pt-BR' },
      memberCenter('messageV2', 'message-row'),
    );
    // The popup after sign-in: a new member each time (each sees it once); taken away after.
    const popup = await announce(
      'PU',
      'Scheduled maintenance on Sunday',
      'The site pauses from **02:00 to 04:00** (UTC-3).\n\nBalances and bets in progress are kept; withdrawals requested before are paid on Monday.',
      true,
    );
    for (const viewport of views) {
      for (const theme of themes) {
        await shoot(`communication-popup-${viewport}-${theme}`, '/', start(viewport, theme), async (page) => {
          await logIn(page, await registerMember(app));
          await page.getByTestId('announcement-popup').waitFor();
        });
      }
    }
    await call('DELETE', `/admin/api/content/announcements/${popup.id}`);
  };
  if ('communication-'.startsWith(only) || only.startsWith('communication-')) await communicationShots();

  // Live chat (--only=chat-): the player's chat window (the lobby with messages, the support tab,
  // enlarged) on desktop and phone, dark and light, the lobby in Portuguese and Chinese; the
  // console's chat page (the queue with a conversation, a lobby room with moderation) on desktop.
  const chatShots = async () => {
    const { app } = portal.testApp;
    const admin = await operatorAuth(app);
    const call = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
      const res = await app.inject({ method, url, headers: admin, payload });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.body}`);
      return res.json().value as { id: number };
    };
    await portal.patchSettings({ flags: { chat: true } });
    await call('PUT', '/admin/api/chat/word-filters', { words: ['idiot'] });
    type Frame = { type: string; ref?: string; code?: string; rooms?: { id: number; kind: string }[] };
    /** Says each line in one of the member's rooms over a real socket, one acknowledged after another. */
    const say = async (
      member: { token: string },
      language: string,
      kind: 'lobby' | 'support',
      lines: { text?: string; imageName?: string }[],
    ) => {
      const ws = new WebSocket(`${portal.baseUrl.replace('http', 'ws')}/wps/chat/ws`);
      const frames: Frame[] = [];
      let wake = () => {};
      ws.addEventListener('message', (event) => {
        frames.push(JSON.parse(String(event.data)) as Frame);
        wake();
      });
      await new Promise((resolve, reject) => {
        ws.addEventListener('open', resolve, { once: true });
        ws.addEventListener('error', reject, { once: true });
      });
      const until = async (match: (f: Frame) => boolean) => {
        const deadline = Date.now() + 20_000;
        for (;;) {
          const found = frames.find(match);
          if (found) return found;
          const refused = frames.find((f) => f.type === 'error');
          if (refused || Date.now() > deadline) throw new Error(`chat: ${JSON.stringify(refused ?? frames)}`);
          await new Promise<void>((resolve) => {
            wake = resolve;
            setTimeout(resolve, 200);
          });
        }
      };
      ws.send(JSON.stringify({ type: 'hello', token: member.token, language }));
      const ready = await until((f) => f.type === 'ready');
      const roomId = ready.rooms!.find((r) => r.kind === kind)!.id;
      for (const [n, line] of lines.entries()) {
        ws.send(JSON.stringify({ type: 'send', ref: `s${n}`, roomId, text: line.text ?? '', ...line }));
        await until((f) => f.type === 'ack' && f.ref === `s${n}`);
      }
      ws.close();
      return roomId;
    };
    const member = (username: string) => registerMember(app, { username });
    const reader = await member('luckyana');
    const marina = await member('marina88');
    const joao = await member('joaopedro');
    const tiger = await member('tigerwin7');
    const wei = await member('weiming66');

    await say(marina, 'en', 'lobby', [{ text: 'Anyone on Lotus Fortune tonight?' }]);
    await say(joao, 'en', 'lobby', [{ text: 'Yes! Free spins twice in twenty minutes 🎉' }]);
    await say(reader, 'en', 'lobby', [{ text: "Nice. What's the minimum bet there?" }]);
    await say(marina, 'en', 'lobby', [
      { text: '0.20 a spin. The bonus round feels better after 10 pm, but that is just me 😄' },
    ]);
    await say(tiger, 'en', 'lobby', [{ text: 'Send me your login and I double your balance, 100% sure' }]);
    const lobbyEn = await say(joao, 'en', 'lobby', [{ text: 'Good luck everyone, cashing out now.' }]);
    await say(marina, 'pt-BR', 'lobby', [{ text: 'Boa noite! Alguém jogando a roleta ao vivo?' }]);
    await say(joao, 'pt-BR', 'lobby', [{ text: 'Eu! A mesa de speed baccarat também está ótima hoje.' }]);
    await say(reader, 'pt-BR', 'lobby', [{ text: 'Qual é a aposta mínima na roleta?' }]);
    await say(wei, 'zh-CN', 'lobby', [{ text: '大家晚上好！今晚有人玩百家乐吗？' }]);
    await say(reader, 'zh-CN', 'lobby', [{ text: '我刚刚赢了免费旋转 🎉' }]);
    await say(wei, 'zh-CN', 'lobby', [{ text: '恭喜！祝你好运，提款一般多久到账？' }]);

    // A picture a member might send support: part of the site's own home page.
    const shotContext = await portal.newContext({ width: 480, height: 320, theme: 'dark', lang: 'en' });
    const shotPage = await shotContext.newPage();
    await shotPage.goto('/');
    await shotPage.getByTestId('page-home').waitFor();
    await shotPage.waitForLoadState('networkidle');
    const picture = await shotPage.screenshot({ type: 'png' });
    await shotContext.close();
    const boundary = 'screenshot-boundary';
    const upload = await app.inject({
      method: 'POST',
      url: '/wps/chat/images',
      headers: { authorization: reader.authorization, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\ncontent-disposition: form-data; name="image"; filename="deposit.png"\r\ncontent-type: image/png\r\n\r\n`,
        ),
        picture,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    if (upload.statusCode !== 200) throw new Error(`chat image: ${upload.body}`);
    const { imageName } = upload.json().value as { imageName: string };
    const support = await say(reader, 'en', 'support', [
      { text: 'Hi, my PIX deposit of 50.00 BRL from 20:15 has not arrived yet.' },
      { imageName, text: 'This is what I see.' },
    ]);
    await call('POST', `/admin/api/chat/rooms/${support}/messages`, {
      text: 'Thanks, Ana. We found it: the bank confirmed it late. It is credited now, please check your balance.',
    });
    await say(reader, 'en', 'support', [{ text: 'Got it, thank you!' }]);
    await say(tiger, 'en', 'support', [{ text: 'How do I change the bank account for withdrawals?' }]);
    await say(joao, 'en', 'support', [{ text: 'Is the weekend cashback paid automatically?' }]);

    // Moderation in the English lobby: a message deleted and its author muted for an hour.
    const lobby = (await app.inject({ url: `/admin/api/chat/rooms/${lobbyEn}/messages`, headers: admin })).json()
      .value as { items: { id: number; text: string; memberId: number | null }[] };
    const rude = lobby.items.find((m) => m.text.includes('double your balance'))!;
    // The word filter masks a word of the list in a new message.
    await say(tiger, 'en', 'lobby', [{ text: 'Only an idiot bets the maximum on the first spin' }]);
    await call('PUT', `/admin/api/chat/members/${rude.memberId}/mute`, { minutes: 60 });
    await call('DELETE', `/admin/api/chat/messages/${rude.id}`);

    const openChat =
      (tab: 'lobby' | 'support', large = false) =>
      async (page: Page) => {
        await logIn(page, reader);
        await page.getByTestId('auth-modal').waitFor({ state: 'detached' });
        if ((page.viewportSize()?.width ?? 0) < 769) await page.getByTestId('menu-open').click();
        await page.getByTestId('open-chat').click();
        await page.getByTestId('chat-status').filter({ hasNotText: '…' }).waitFor();
        // The lobby's head counts who is online once the room's presence arrives.
        if (tab === 'lobby') await page.getByTestId('chat-status').filter({ hasText: /\d/ }).waitFor();
        if (tab === 'support') await page.getByTestId('chat-tab-support').click();
        if (large) await page.getByTestId('chat-resize').click();
        await page.getByTestId('chat-message').first().waitFor();
        for (const img of await page.getByTestId('chat-messages').locator('img').all()) {
          await img.evaluate((el: HTMLImageElement) => el.decode());
        }
      };
    const start = (viewport: 'desktop' | 'phone', theme: 'dark' | 'light', lang = 'en') => ({
      viewport,
      theme,
      lang,
      testId: 'page-home',
    });
    for (const viewport of ['desktop', 'phone'] as const) {
      for (const theme of ['dark', 'light'] as const) {
        await shoot(`chat-window-lobby-${viewport}-${theme}`, '/', start(viewport, theme), openChat('lobby'));
        await shoot(`chat-window-support-${viewport}-${theme}`, '/', start(viewport, theme), openChat('support'));
      }
    }
    for (const theme of ['dark', 'light'] as const) {
      await shoot(`chat-window-large-desktop-${theme}`, '/', start('desktop', theme), openChat('lobby', true));
    }
    await shoot('chat-window-lobby-phone-light-pt-BR', '/', start('phone', 'light', 'pt-BR'), openChat('lobby'));
    await shoot('chat-window-support-desktop-dark-pt-BR', '/', start('desktop', 'dark', 'pt-BR'), openChat('support'));
    await shoot('chat-window-lobby-desktop-light-zh-CN', '/', start('desktop', 'light', 'zh-CN'), openChat('lobby'));
    await shoot('chat-window-lobby-phone-dark-zh-CN', '/', start('phone', 'dark', 'zh-CN'), openChat('lobby'));

    const token = admin.authorization.slice('Bearer '.length);
    const desk = (tab: string, pick: string) => async (page: Page) => {
      await page.evaluate((value) => sessionStorage.setItem('adminToken', value), token);
      await page.goto(`/admin/chat?tab=${tab}`);
      await page.getByTestId(pick).click();
      await page.getByTestId('chat-admin-message').first().waitFor();
      await page.waitForLoadState('networkidle');
    };
    for (const theme of ['dark', 'light'] as const) {
      const desktop = { viewport: 'desktop' as const, theme, lang: 'en', testId: 'admin-sign-in' };
      await shoot(
        `chat-console-queue-desktop-${theme}`,
        '/admin',
        desktop,
        desk('queue', `chat-queue-${reader.username}`),
      );
      await shoot(`chat-console-lobby-desktop-${theme}`, '/admin', desktop, desk('lobbies', 'chat-lobby-en'));
    }
    await shoot(
      'chat-console-queue-desktop-light-zh-CN',
      '/admin',
      { viewport: 'desktop', theme: 'light', lang: 'zh-CN', testId: 'admin-sign-in' },
      desk('queue', `chat-queue-${reader.username}`),
    );
  };
  if ('chat-'.startsWith(only) || only.startsWith('chat-')) await chatShots();

  // The agent center (--only=agents-): every page of an agent with a team of two levels, deposits
  // and bets, transfers, contracts (daily salary and a daily dividend from the platform, one given
  // to a downline agent, an hourly salary waiting for an answer) and two settled days of income;
  // desktop and 390 px phone, dark and light. Set up through the API; bets as settled rows.
  const agentShots = async () => {
    const { app, database } = portal.testApp;
    const { db } = database;
    const { newOperator, withdrawingPlayer, PIN } = await import('../apps/server/test/money-helpers.ts');
    const admin = await operatorAuth(app);
    const finance = await newOperator(app, ['finance']);
    const call = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, headers: object, payload?: object) => {
      const res = await app.inject({ method, url, headers: { language: 'en', ...headers }, payload });
      if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.body}`);
      return res.json().value;
    };
    await call('PATCH', '/admin/api/settings', admin, {
      flags: { dividend: true, salary: true, hourlySalary: true, realTimeSalary: true },
    });
    const makeAgent = (memberId: number, upline: string | null, type = 1) =>
      call('PUT', `/admin/api/members/${memberId}/agent`, admin, { type, upline, reason: 'Agent programme' });
    const day = (daysAgo: number, hour: number) => {
      const at = new Date();
      at.setUTCDate(at.getUTCDate() - daysAgo);
      at.setUTCHours(hour, 0, 0, 0);
      return at > new Date() ? new Date(Date.now() - 60_000) : at;
    };

    // The agent: a payment password, money to pass on, type 1 without an upline.
    const agent = await withdrawingPlayer(portal.testApp, 5_000);
    await makeAgent(agent.id, null);
    const auth = { authorization: agent.authorization };

    // Two players registered from the agent center, and a downline agent with a player of its own.
    const suffix = Date.now().toString(36).slice(-5);
    const players = [];
    for (const name of ['ana', 'bruno']) {
      players.push(
        (await call('POST', '/wps/agent/downlines', auth, {
          username: `${name}${suffix}`,
          password: 'Str0ng#pass',
          type: 0,
        })) as { id: number; username: string },
      );
    }
    const sub = await registerMember(app);
    const subId = await memberIdOf(portal.testApp, sub.username);
    await makeAgent(subId, agent.username);
    const leaf = await registerMember(app);
    const leafId = await memberIdOf(portal.testApp, leaf.username);
    await makeAgent(leafId, sub.username, 0);

    // A deposit approved for a player of the team today.
    const leafAuth = { authorization: leaf.authorization };
    const channels = (await call('GET', '/wps/payment/channels', leafAuth)).channels as { id: number; type: string }[];
    const order = await call(
      'POST',
      '/wps/payment/deposits',
      { ...leafAuth, 'idempotency-key': newKey() },
      {
        channelId: channels.find((c) => c.type === 'bank_transfer')!.id,
        amount: 800,
        reference: 'TX-7001',
      },
    );
    await call('POST', `/admin/api/deposits/${order.orderId as string}/approve`, admin);

    // Contracts: the platform gives the agent a daily salary and a daily dividend, the agent gives
    // its downline agent a daily salary within its own rates; an hourly salary waits for an answer.
    const platformOffer = (kind: string, payload: object) =>
      call('POST', '/admin/api/agents/contracts', finance.auth, { memberId: agent.id, kind, ...payload });
    const salary = await platformOffer('daily_salary', {
      basis: 'bet',
      tiers: [
        { threshold: 0, ratePercent: 1 },
        { threshold: 1000, ratePercent: 1.5 },
        { threshold: 10000, ratePercent: 2 },
      ],
    });
    await call('POST', `/wps/agent/contracts/${salary.id as number}/accept`, auth, {});
    const dividend = await platformOffer('dividend', {
      basis: 'bet',
      cycle: 'daily',
      rollover: true,
      tiers: [
        { threshold: 0, ratePercent: 20 },
        { threshold: 5000, ratePercent: 30 },
      ],
    });
    await call('POST', `/wps/agent/contracts/${dividend.id as number}/accept`, auth, {});
    const given = await call('POST', '/wps/agent/contracts', auth, {
      memberId: subId,
      kind: 'daily_salary',
      basis: 'bet',
      tiers: [
        { threshold: 0, ratePercent: 0.5 },
        { threshold: 1000, ratePercent: 1 },
      ],
    });
    await call('POST', `/wps/agent/contracts/${given.id as number}/accept`, { authorization: sub.authorization }, {});
    await platformOffer('hourly_salary', {
      basis: 'active',
      tiers: [
        { threshold: 3, ratePercent: 0.3 },
        { threshold: 10, ratePercent: 0.5 },
      ],
    });
    // The contracts started three days ago, so the last two whole days settle now.
    await db
      .updateTable('agent_contracts')
      .set({ created_at: day(3, 8), decided_at: day(3, 9) })
      .where('id', 'in', [salary.id, dividend.id, given.id])
      .execute();

    // Bets of the team, the two days before today and today.
    const slots = (count: number, validMinor: number, payout: (i: number) => number, at: Date, product = 'RNG') =>
      Array.from({ length: count }, (_, i) => ({ product, validMinor, payoutMinor: payout(i), settledAt: at }));
    for (const [daysAgo, hour] of [
      [2, 14],
      [1, 16],
      [0, 1],
    ] as const) {
      const at = day(daysAgo, hour);
      await settleBets(
        portal.testApp,
        players[0]!.id,
        slots(12, 5_000 + daysAgo * 2_000, (i) => (i % 3 ? 0 : 9_000), at),
      );
      await settleBets(
        portal.testApp,
        players[1]!.id,
        slots(4, 20_000, (i) => (i === 0 ? 45_000 : 0), at, 'LIVE'),
      );
      await settleBets(
        portal.testApp,
        leafId,
        slots(6, 15_000, (i) => (i % 2 ? 12_000 : 0), at, 'SPORTS'),
      );
      await settleBets(
        portal.testApp,
        subId,
        slots(2, 10_000, () => 0, at, 'ELOTT'),
      );
    }
    await call('POST', '/admin/api/agents/settlements/run', finance.auth);

    // Money sent to the team from the agent center.
    for (const [to, amount] of [
      [players[0]!.id, 150],
      [subId, 300],
    ] as const) {
      await call(
        'POST',
        `/wps/agent/downlines/${to}/transfer`,
        { ...auth, 'idempotency-key': newKey() },
        { amount, paymentPassword: PIN },
      );
    }

    // Announcements for the team.
    for (const [title, content] of [
      ['Agent commissions are paid daily', 'Daily salaries settle after midnight UTC and reach your main wallet.'],
      ['New dividend tiers', 'Agents with a team valid bet above **50,000** earn the top rate from next month.'],
    ]) {
      await call('POST', '/admin/api/content/announcements', admin, {
        type: 'PL',
        title: { 'pt-BR': title, en: title },
        content: { 'pt-BR': content, en: content },
        popup: false,
        startsAt: null,
        endsAt: null,
        enabled: true,
      });
    }

    const open = (page: string, ready: string, then?: (p: Page) => Promise<void>) => async (p: Page) => {
      await logIn(p, agent);
      await p.getByTestId('auth-modal').waitFor({ state: 'detached' });
      await p.goto(`/?ac=${page}`);
      await p.getByTestId(ready).first().waitFor();
      await p.waitForLoadState('networkidle');
      if (then) await then(p);
    };
    const shots: [
      string,
      string,
      string,
      ('desktop' | 'phone')[],
      ('dark' | 'light')[],
      ((p: Page) => Promise<void>)?,
    ][] = [
      ['overview', 'overview', 'agent-chart-people', ['desktop', 'phone'], ['dark', 'light']],
      ['announcement', 'announcement', 'agent-center-pane', ['desktop', 'phone'], ['dark']],
      ['register', 'register', 'agent-share', ['desktop', 'phone'], ['light']],
      ['downlines', 'downlines', 'downline-row', ['desktop', 'phone'], ['dark', 'light']],
      [
        'transfer',
        'downlines',
        'downline-row',
        ['desktop', 'phone'],
        ['dark'],
        async (p) => {
          await p.getByTestId('downline-transfer').first().click();
          await p.getByTestId('agent-transfer-amount').fill('100');
        },
      ],
      ['bets', 'bets', 'team-bet-row', ['desktop', 'phone'], ['dark']],
      ['profit-loss', 'profitLoss', 'profit-loss-row', ['desktop', 'phone'], ['light']],
      ['income', 'income', 'income-row', ['desktop', 'phone'], ['dark', 'light']],
      ['transactions', 'transactions', 'agent-transaction-row', ['desktop', 'phone'], ['dark']],
      ['dividend', 'dividend', 'contract-own', ['desktop', 'phone'], ['dark']],
      ['daily-salary', 'dailySalary', 'contract-offered-card', ['desktop', 'phone'], ['dark', 'light']],
      ['hourly-salary', 'hourlySalary', 'contract-accept', ['desktop', 'phone'], ['light']],
      ['realtime-salary', 'realtimeSalary', 'contract-mine', ['desktop', 'phone'], ['dark']],
      [
        'offer',
        'dailySalary',
        'contract-offer-open',
        ['desktop', 'phone'],
        ['dark', 'light'],
        async (p) => {
          await p.getByTestId('contract-offer-open').click();
          await p.getByTestId('contract-offer-member').selectOption({ index: 1 });
          await p.getByTestId('contract-tier-rate-0').fill('0.8');
          // Above the agent's own 1.5 % from 1,000: flagged before anything is sent.
          await p.getByTestId('contract-tier-rate-1').fill('1.6');
          await p.getByTestId('contract-tier-rate-2').fill('1.8');
          await p.getByTestId('contract-tier-add').click();
          await p.getByTestId('contract-tier-threshold-3').fill('50000');
          await p.getByTestId('contract-tier-rate-3').fill('2');
        },
      ],
    ];
    for (const [name, page, ready, viewports, themes, then] of shots) {
      for (const viewport of viewports) {
        for (const theme of themes) {
          await shoot(
            `agents-${name}-${viewport}-${theme}`,
            '/',
            { viewport, theme, lang: 'en', testId: 'page-home' },
            open(page, ready, then),
          );
        }
      }
    }
    await shoot(
      'agents-daily-salary-phone-dark-pt-BR',
      '/',
      { viewport: 'phone', theme: 'dark', lang: 'pt-BR', testId: 'page-home' },
      open('dailySalary', 'income-row'),
    );
  };
  if ('agents-'.startsWith(only) || only.startsWith('agents-')) await agentShots();

  // The agent programme in the console (--only=console-agents-): the platform's contracts (active,
  // offered, withdrawn, one an agent gave its downline), the offer form with tiers, and settled days
  // with their bills; desktop dark and light, and a 390 px phone. Set up through the API.
  const consoleAgentShots = async () => {
    const { app, database } = portal.testApp;
    const { newOperator } = await import('../apps/server/test/money-helpers.ts');
    const admin = await operatorAuth(app);
    const finance = await newOperator(app, ['finance']);
    const call = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, headers: object, payload?: object) => {
      const res = await app.inject({ method, url, headers: { language: 'en', ...headers }, payload });
      if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.body}`);
      return res.json().value;
    };
    await call('PATCH', '/admin/api/settings', admin, {
      flags: { dividend: true, salary: true, hourlySalary: true, realTimeSalary: true },
    });
    const agentNamed = async (upline: string | null, type = 1) => {
      const member = await registerMember(app);
      const id = await memberIdOf(portal.testApp, member.username);
      await call('PUT', `/admin/api/members/${id}/agent`, admin, { type, upline, reason: 'Agent programme' });
      return { ...member, id, auth: { authorization: member.authorization } };
    };
    const top = await agentNamed(null);
    const second = await agentNamed(null, 2);
    const sub = await agentNamed(top.username);
    const player = await agentNamed(sub.username, 0);
    const offer = (memberId: number, kind: string, payload: object) =>
      call('POST', '/admin/api/agents/contracts', finance.auth, { memberId, kind, ...payload });

    const salary = (await offer(top.id, 'daily_salary', {
      basis: 'bet',
      tiers: [
        { threshold: 0, ratePercent: 1 },
        { threshold: 5000, ratePercent: 1.5 },
        { threshold: 20000, ratePercent: 2.25 },
      ],
    })) as { id: number };
    await call('POST', `/wps/agent/contracts/${salary.id}/accept`, top.auth, {});
    // What an agent gives its downline is paid from the agent's wallet (the brand's choice).
    await call('PATCH', '/admin/api/settings', admin, { agents: { downlinePayer: 'upline' } });
    const given = (await call('POST', '/wps/agent/contracts', top.auth, {
      memberId: sub.id,
      kind: 'daily_salary',
      basis: 'bet',
      tiers: [
        { threshold: 0, ratePercent: 0.5 },
        { threshold: 5000, ratePercent: 1 },
      ],
    })) as { id: number };
    await call('POST', `/wps/agent/contracts/${given.id}/accept`, sub.auth, {});
    await offer(second.id, 'dividend', {
      basis: 'bet',
      cycle: 'weekly',
      rollover: true,
      tiers: [
        { threshold: 0, ratePercent: 20 },
        { threshold: 50000, ratePercent: 30 },
      ],
    });
    await offer(top.id, 'hourly_salary', {
      basis: 'active',
      tiers: [
        { threshold: 3, ratePercent: 0.3 },
        { threshold: 10, ratePercent: 0.5 },
      ],
    });
    const withdrawn = (await offer(second.id, 'realtime_salary', {
      basis: 'bet',
      tiers: [{ threshold: 100, ratePercent: 0.2 }],
    })) as { id: number };
    await call('POST', `/admin/api/agents/contracts/${withdrawn.id}/terminate`, finance.auth);

    // The salaries started three days ago; the team played the two days before today, then settle.
    const day = (daysAgo: number, hour: number) => {
      const at = new Date();
      at.setUTCDate(at.getUTCDate() - daysAgo);
      at.setUTCHours(hour, 0, 0, 0);
      return at;
    };
    await database.db
      .updateTable('agent_contracts')
      .set({ created_at: day(3, 8), decided_at: day(3, 9) })
      .where('id', 'in', [salary.id, given.id])
      .execute();
    for (const daysAgo of [2, 1]) {
      const at = day(daysAgo, 15);
      const bets = Array.from({ length: 8 }, (_, i) => ({
        product: 'RNG',
        validMinor: 120_000 + daysAgo * 30_000,
        payoutMinor: i % 3 ? 0 : 200_000,
        settledAt: at,
      }));
      await settleBets(portal.testApp, player.id, bets);
    }
    await call('POST', '/admin/api/agents/settlements/run', finance.auth);

    const token = finance.auth.authorization.slice('Bearer '.length);
    const signedIn = (route: string, then?: (page: Page) => Promise<void>) => async (page: Page) => {
      await page.evaluate((value) => sessionStorage.setItem('adminToken', value), token);
      await page.goto(route);
      await page.getByTestId('admin-operator').waitFor();
      await page.waitForLoadState('networkidle');
      if (then) await then(page);
    };
    const views = {
      contracts: signedIn('/admin/agents', (page) => page.getByTestId(`agents-contract-member-${salary.id}`).waitFor()),
      offer: signedIn('/admin/agents', async (page) => {
        await page.getByTestId('agents-offer-open').click();
        await page.getByTestId('agents-offer-member').fill(second.username);
        await page.getByTestId('agents-offer-kind').selectOption('dividend');
        await page.getByTestId('agents-tier-0-threshold').fill('0');
        await page.getByTestId('agents-tier-0-rate').fill('15');
        await page.getByTestId('agents-tier-add').click();
        await page.getByTestId('agents-tier-1-threshold').fill('25000');
        await page.getByTestId('agents-tier-1-rate').fill('25.5');
        // The dividend already offered to this agent: the server's answer under the form.
        await page.getByTestId('agents-offer-submit').click();
        await page.getByTestId('agents-offer-error').waitFor();
        await page.getByTestId('agents-offer-form').evaluate((form) => form.scrollIntoView({ block: 'end' }));
      }),
      settlements: signedIn('/admin/agents?tab=settlements', (page) =>
        page.getByTestId('agents-settlement-list').locator('tbody tr td.admin-num').first().waitFor(),
      ),
    };
    const wanted: [keyof typeof views, 'desktop' | 'phone', 'dark' | 'light'][] = [
      ['contracts', 'desktop', 'dark'],
      ['contracts', 'desktop', 'light'],
      ['offer', 'desktop', 'dark'],
      ['offer', 'desktop', 'light'],
      ['settlements', 'desktop', 'dark'],
      ['settlements', 'desktop', 'light'],
      ['contracts', 'phone', 'dark'],
      ['offer', 'phone', 'light'],
      ['settlements', 'phone', 'dark'],
    ];
    for (const [view, viewport, theme] of wanted) {
      await shoot(
        `console-agents-${view}-${viewport}-${theme}`,
        '/admin',
        { viewport, theme, lang: 'en', testId: 'admin-sign-in' },
        views[view],
      );
    }
  };
  if ('console-agents-'.startsWith(only) || only.startsWith('console-agents-')) await consoleAgentShots();

  await portal.patchSettings({ maintenance: { enabled: true, endAt: '2026-12-01T06:00:00Z' } });
  await shoot('maintenance-desktop-dark', '/', { viewport: 'desktop', theme: 'dark', testId: 'maintenance-page' });
  await shoot('maintenance-phone-light-en', '/', {
    viewport: 'phone',
    theme: 'light',
    lang: 'en',
    testId: 'maintenance-page',
  });
  await portal.patchSettings({
    maintenance: { enabled: false },
    regionRestriction: { enabled: true, ipDenyList: ['127.0.0.1', '::1'] },
  });
  await shoot('restricted-desktop-light-id', '/', {
    viewport: 'desktop',
    theme: 'light',
    lang: 'id',
    testId: 'restricted-page',
  });
  await shoot('restricted-phone-dark', '/', { viewport: 'phone', theme: 'dark', testId: 'restricted-page' });
} finally {
  await portal.close();
}
