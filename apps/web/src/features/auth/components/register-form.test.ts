import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { LANGUAGES, type Language } from '@portal/shared/languages';
import {
  DEFAULT_REGISTER_RULES,
  PATTERN_IDS,
  type FieldRule,
  type PatternId,
  type RegisterField,
} from '@portal/shared/validation-rules';
import type { RegisterSettingsValue } from '@portal/shared/contracts/system';

/**
 * The register form against every registration field rule, one table row per case: the brand's
 * rules (the shape of GET /wps/system/setting/register), the field, what is typed, and the message
 * expected under it (or none). The real RegisterForm, translations and rule engine run in Debian's
 * chromium (playwright-core), served from source by Vite; the settings query is filled in before
 * render, so no server is involved and a submit that passes every check is answered by a refused
 * network call (nothing leaves the page).
 */

const webRoot = path.resolve(import.meta.dirname, '../../../..');
const ENTRY = '/__register-form-entry.js';
const PAGE = '/__register-form.html';

/** Renders RegisterForm for given settings and exposes issueMessage: the page's whole job. */
const ENTRY_CODE = `
import { createElement as h, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import i18n, { i18nReady } from '/src/i18n/i18n.ts';
import { RegisterForm } from '/src/features/auth/components/register-form.tsx';
import { registerSettingsQuery } from '/src/features/auth/api/get-register-settings.ts';
import { issueMessage } from '/src/lib/field-messages.ts';

let root = null;
const useLanguage = async (lang) => {
  await i18nReady;
  await i18n.changeLanguage(lang);
  await i18n.loadNamespaces(['auth']);
};
window.harness = {
  async render({ settings, mode, sms, lang }) {
    await useLanguage(lang);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    client.setQueryData(registerSettingsQuery().queryKey, settings);
    root?.unmount();
    root = createRoot(document.getElementById('root'));
    root.render(
      h(QueryClientProvider, { client },
        h(I18nextProvider, { i18n },
          h(Suspense, { fallback: null },
            h(RegisterForm, { mode, smsVerification: sms, onRegistered: () => {} })))));
  },
  async message(lang, issue, rule) {
    await useLanguage(lang);
    return issueMessage(i18n.getFixedT(lang, 'auth'), issue, rule);
  },
};
window.harnessReady = true;
`;

const harnessPlugin = (): Plugin => ({
  name: 'register-form-harness',
  resolveId: (id) => (id === ENTRY ? id : null),
  load: (id) => (id === ENTRY ? ENTRY_CODE : null),
  configureServer(server) {
    server.middlewares.use((req, res, next) => {
      if (req.url !== PAGE) return next();
      const html = `<!doctype html><html><head><meta charset="utf-8"></head><body><div id="root"></div><script type="module" src="${ENTRY}"></script></body></html>`;
      server.transformIndexHtml(PAGE, html).then(
        (out) => {
          res.setHeader('content-type', 'text/html');
          res.end(out);
        },
        (error: unknown) => next(error),
      );
    });
  },
});

// ---------------------------------------------------------------------------------------------
// The table

type Mode = 'username' | 'mobile';
type Rules = Partial<Record<RegisterField, Partial<FieldRule>>>;

interface Row {
  name: string;
  mode?: Mode;
  lang?: Language;
  rules?: Rules;
  /** Register settings other than the rules (captcha, ageConfirmation...). */
  flags?: Partial<Omit<RegisterSettingsValue, 'rules'>>;
  /** The brand asks for an SMS code with the mobile number. */
  sms?: boolean;
  /** The field under test: an input's name, 'countryDialingCode' or 'age'. */
  field: string;
  /** Typed before the check, field by field (the field under test included). */
  fill?: Record<string, string>;
  /** Judged on submit (default) or when the field loses focus. */
  trigger?: 'submit' | 'blur';
  /** The message under the field after the check; null: none. Absent: not checked. */
  message?: string | null;
  /** The field's input is absent. */
  hidden?: boolean;
  placeholder?: string;
  maxLength?: number;
  /** The typed value as the input holds it afterwards (an input's maxlength cuts what is typed). */
  valueLength?: number;
  /** The input's value once the check has run (the country code dropdown settles on a code). */
  value?: string;
  /** A known defect of the form: the row runs as it.fails until the form is fixed. */
  bug?: string;
}

const en = JSON.parse(fs.readFileSync(path.join(webRoot, 'src/i18n/locales/en/auth.json'), 'utf8')) as Locale;
interface Locale {
  fields: Record<string, string>;
  issues: Record<string, string>;
  patterns: Record<string, string>;
  register: Record<string, string>;
}
const locale = (lang: Language) =>
  JSON.parse(fs.readFileSync(path.join(webRoot, `src/i18n/locales/${lang}/auth.json`), 'utf8')) as Locale;

const REQUIRED = 'This field is required.';
const on = (rule: Partial<FieldRule> = {}): Partial<FieldRule> => ({ enabled: true, required: false, ...rule });
const required = (rule: Partial<FieldRule> = {}): Partial<FieldRule> => on({ required: true, ...rule });
/** The payment password's rule: six digits. */
const SIX_DIGITS = required({ patternId: 7, minLength: 6, maxLength: 6 });
/** A row's field under its rule, with what is typed into it. */
const typing = (field: RegisterField, rule: Partial<FieldRule>, value: string) => ({
  field,
  rules: { [field]: rule },
  fill: { [field]: value },
});

/** The optional registration fields: shown only when enabled, starred only when required. */
const OPTIONAL_FIELDS = [
  'payeeName',
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
  'affiliateCode',
] as const satisfies readonly RegisterField[];

/** A value each catalogued pattern refuses (within 2–40 characters). */
const REFUSED: Record<PatternId, string> = {
  1: 'abc_1',
  2: '1abc',
  3: 'a@b',
  4: 'abc',
  5: 'John3',
  6: 'a b',
  7: '12a',
  8: '中a',
  9: 'ab c',
  10: 'Aa11',
  11: 'John',
  12: 'ひらa',
  13: 'ABc',
  14: '한a',
  15: 'ไทยa',
  16: 'ไทย1',
  17: '2024-13-01',
  18: '13-01-2024',
  19: '812345',
};

const ROWS: Row[] = [
  // Required fields carry a star; optional ones do not.
  { name: 'username is starred', field: 'username', placeholder: '* Username', maxLength: 16 },
  { name: 'password is starred', field: 'password', placeholder: '* Password' },
  { name: 'confirmation is starred', field: 'confirmPassword', placeholder: '* Confirm password' },
  { name: 'invitation code is optional', field: 'referralCode', placeholder: 'Invitation code' },
  ...OPTIONAL_FIELDS.flatMap((field): Row[] => [
    { name: `${field} is hidden while disabled`, field, hidden: true },
    {
      name: `${field} shown when enabled, no star when optional`,
      field,
      rules: { [field]: on() },
      placeholder: en.fields[field],
    },
    {
      name: `${field} starred when required, and asked for`,
      field,
      rules: { [field]: required({ patternId: 0, minLength: 0 }) },
      placeholder: `* ${en.fields[field]}`,
      fill: {},
      message: REQUIRED,
    },
    {
      name: `${field} optional and empty passes`,
      field,
      rules: { [field]: on({ minLength: 3 }) },
      fill: {},
      message: null,
    },
  ]),

  // Username, password, confirmation.
  { name: 'username required', field: 'username', fill: {}, message: REQUIRED },
  {
    name: 'username letter first (pattern 2, 6–16)',
    field: 'username',
    fill: { username: '1player' },
    message: '6–16 characters: a letter first, then letters and digits.',
  },
  {
    name: 'username too short gets the pattern message',
    field: 'username',
    fill: { username: 'pl1' },
    message: '6–16 characters: a letter first, then letters and digits.',
  },
  {
    name: 'username judged on blur',
    field: 'username',
    fill: { username: '1player' },
    trigger: 'blur',
    message: '6–16 characters: a letter first, then letters and digits.',
  },
  { name: 'username valid', field: 'username', fill: { username: 'player1' }, message: null },
  {
    name: 'username cannot be typed past its maximum',
    field: 'username',
    fill: { username: 'p'.repeat(20) },
    valueLength: 16,
  },
  { name: 'password required', field: 'password', fill: {}, message: REQUIRED },
  {
    name: 'password format (pattern 9, 8–128)',
    field: 'password',
    fill: { password: 'with space' },
    message: '8–128 characters: letters, digits and symbols.',
  },
  {
    name: 'password too short',
    field: 'password',
    fill: { password: 'Ab1!' },
    message: '8–128 characters: letters, digits and symbols.',
  },
  { name: 'password valid', field: 'password', fill: { password: 'Secret#2024' }, message: null },
  {
    name: 'confirmation required',
    field: 'confirmPassword',
    fill: { password: 'Secret#2024' },
    message: REQUIRED,
  },
  {
    name: 'confirmation must equal the password',
    field: 'confirmPassword',
    fill: { password: 'Secret#2024', confirmPassword: 'Secret#2025' },
    message: 'The two passwords do not match.',
  },
  {
    name: 'confirmation equal passes',
    field: 'confirmPassword',
    fill: { password: 'Secret#2024', confirmPassword: 'Secret#2024' },
    message: null,
  },

  // Messages by patternId with min and max filled in.
  {
    name: 'one number when min equals max (payment password, 6 digits)',
    ...typing('paymentPassword', SIX_DIGITS, '12a456'),
    message: '6 digits only.',
  },
  {
    name: 'one number when min equals max, too short',
    ...typing('paymentPassword', SIX_DIGITS, '12345'),
    message: '6 digits only.',
  },
  {
    name: 'payment password valid',
    ...typing('paymentPassword', SIX_DIGITS, '123456'),
    message: null,
  },
  {
    name: 'no upper bound: "min+" (line, pattern 6)',
    ...typing('line', on({ patternId: 6, minLength: 3, maxLength: 0 }), 'a b'),
    message: '3+ characters, without spaces.',
  },
  {
    name: 'e-mail format (pattern 3, 5–120)',
    ...typing('email', required({ patternId: 3, minLength: 5, maxLength: 120 }), 'me@mail'),
    message: 'A valid e-mail address of 5–120 characters.',
  },
  {
    name: 'full name (pattern 11, 2–60)',
    ...typing('payeeName', required({ patternId: 11, minLength: 2, maxLength: 60 }), 'John'),
    message: 'Full name of 2–60 characters, first and last name separated by a space.',
  },
  {
    name: 'date format has no length in its message (pattern 17)',
    ...typing('idNumber', required({ patternId: 17, minLength: 10, maxLength: 10 }), '2024-13-01'),
    message: 'A date written as yyyy-MM-dd.',
  },
  ...PATTERN_IDS.map((id): Row => ({
    name: `pattern ${id} message`,
    ...typing('wechat', required({ patternId: id, minLength: 2, maxLength: 40 }), REFUSED[id]),
    message: en.patterns[id]!.replace('{{range}}', '2–40'),
  })),

  // '*' matches anything; a rule without a catalogued pattern uses the plain messages.
  {
    name: "'*' accepts anything",
    ...typing(
      'facebook',
      required({ patternId: 0, acceptedPattern: '*', minLength: 0, maxLength: 100 }),
      ' any thing! 中文 \u{1F600}',
    ),
    message: null,
  },
  {
    name: 'no catalogued pattern: plain too-short message',
    ...typing('facebook', required({ patternId: 0, minLength: 3, maxLength: 100 }), 'ab'),
    message: 'Must be at least 3 characters.',
  },
  {
    name: 'custom acceptedPattern refused: plain format message',
    ...typing('facebook', required({ patternId: 0, acceptedPattern: '^fb\\.', minLength: 0, maxLength: 100 }), 'xx.me'),
    message: 'The format is not valid.',
  },

  // Payment password: if shown, required.
  { name: 'payment password hidden while disabled', field: 'paymentPassword', hidden: true },
  {
    name: 'payment password shown and required: starred, asked for',
    field: 'paymentPassword',
    rules: { paymentPassword: required() },
    fill: {},
    placeholder: '* Transaction password',
    message: REQUIRED,
  },
  {
    name: 'payment password shown is required even when the rule says optional',
    field: 'paymentPassword',
    rules: { paymentPassword: on({ required: false }) },
    fill: {},
    placeholder: '* Transaction password',
    message: REQUIRED,
  },

  // Captcha when the brand turns it on.
  { name: 'captcha hidden while off', field: 'captcha', hidden: true },
  {
    name: 'captcha shown when enabled, required per rule',
    field: 'captcha',
    flags: { captcha: true },
    rules: { captcha: required({ patternId: 1, minLength: 4, maxLength: 6 }) },
    fill: {},
    placeholder: '* Captcha',
    message: REQUIRED,
  },
  {
    name: 'captcha shown when enabled without a rule of its own: still required',
    field: 'captcha',
    flags: { captcha: true },
    fill: {},
    placeholder: '* Captcha',
    maxLength: 8,
    message: REQUIRED,
  },
  {
    name: 'captcha judged by its rule when the brand sets one',
    field: 'captcha',
    flags: { captcha: true },
    rules: { captcha: on({ patternId: 1, minLength: 4, maxLength: 6 }) },
    fill: { captcha: 'ab' },
    message: '4–6 characters, letters and digits only.',
  },
  {
    name: 'captcha answered passes',
    field: 'captcha',
    flags: { captcha: true },
    fill: { captcha: 'K7MXA' },
    message: null,
  },

  // Mobile registration, the SMS code.
  { name: 'mobile number hidden in username mode', field: 'mobileNum', hidden: true },
  {
    name: 'mobile number required in mobile mode',
    mode: 'mobile',
    field: 'mobileNum',
    fill: {},
    placeholder: '* Mobile number',
    message: REQUIRED,
  },
  {
    name: 'mobile number format (pattern 7, 8–15)',
    mode: 'mobile',
    field: 'mobileNum',
    fill: { mobileNum: '0912ab678' },
    message: '8–15 digits only.',
  },
  { name: 'no username in mobile mode', mode: 'mobile', field: 'username', hidden: true },
  // The country code dropdown: it starts on +84 and only ever holds a listed country's code.
  {
    name: 'country code starts on +84 and passes with the number',
    mode: 'mobile',
    field: 'countryDialingCode',
    fill: { mobileNum: '0912345678' },
    message: null,
    value: '+84',
  },
  {
    name: "a typed code of a listed country is taken, with or without '+'",
    mode: 'mobile',
    field: 'countryDialingCode',
    fill: { mobileNum: '0912345678', countryDialingCode: '55' },
    message: null,
    value: '+55',
  },
  {
    name: 'a search left unpicked falls back to the chosen code',
    mode: 'mobile',
    field: 'countryDialingCode',
    fill: { mobileNum: '0912345678', countryDialingCode: '+8x' },
    message: null,
    value: '+84',
  },
  { name: 'SMS code hidden without SMS verification', mode: 'mobile', field: 'verificationCode', hidden: true },
  {
    name: 'SMS code required when SMS is on, at most 255 characters',
    mode: 'mobile',
    sms: true,
    field: 'verificationCode',
    fill: {},
    placeholder: '* Verification code',
    maxLength: 255,
    message: REQUIRED,
  },
  {
    name: 'SMS code of 255 characters passes, the 256th is not taken',
    mode: 'mobile',
    sms: true,
    field: 'verificationCode',
    fill: { verificationCode: '7'.repeat(256) },
    valueLength: 255,
    message: null,
  },
  {
    name: 'username mode, optional number left out: no code needed',
    sms: true,
    rules: { mobileNum: on({ patternId: 7, minLength: 8, maxLength: 15 }) },
    field: 'verificationCode',
    fill: {},
    message: null,
  },
  {
    name: 'username mode, number given: the code is required',
    sms: true,
    rules: { mobileNum: on({ patternId: 7, minLength: 8, maxLength: 15 }) },
    field: 'verificationCode',
    fill: { mobileNum: '0912345678', countryDialingCode: '+84' },
    message: REQUIRED,
  },

  // Age confirmation (18, configurable).
  { name: 'no age box when the brand does not ask', field: 'age', message: null, fill: {} },
  {
    name: 'age confirmation asked',
    field: 'age',
    flags: { ageConfirmation: 18 },
    fill: {},
    message: 'Please confirm your age to continue.',
  },

  // The messages in every language.
  ...LANGUAGES.flatMap((lang): Row[] => {
    const l = locale(lang);
    return [
      {
        name: `${lang}: pattern message with the range`,
        lang,
        field: 'username',
        fill: { username: '1player' },
        message: l.patterns['2']!.replace('{{range}}', '6–16'),
      },
      {
        name: `${lang}: one number when min equals max`,
        lang,
        ...typing('paymentPassword', SIX_DIGITS, '12345'),
        message: l.patterns['7']!.replace('{{range}}', '6'),
      },
      { name: `${lang}: required`, lang, field: 'password', fill: {}, message: l.issues.REQUIRED! },
      {
        name: `${lang}: passwords differ`,
        lang,
        field: 'confirmPassword',
        fill: { password: 'Secret#2024', confirmPassword: 'x' },
        message: l.issues.NOT_EQUAL!,
      },
      {
        name: `${lang}: star in the placeholder`,
        lang,
        field: 'username',
        placeholder: `* ${l.fields.username}`,
      },
    ];
  }),
];

const BASE_FLAGS: Omit<RegisterSettingsValue, 'rules'> = {
  usernameRegistration: true,
  mobileRegistration: true,
  smsVerification: false,
  captcha: false,
  affiliateCodeCheck: false,
  ageConfirmation: 0,
  bonusText: '',
  minimumAge: 18,
  cpfRequired: false,
};

function settingsOf(row: Row): RegisterSettingsValue {
  const rules: Record<string, FieldRule> = {};
  for (const [field, rule] of Object.entries(DEFAULT_REGISTER_RULES))
    rules[field] = { ...rule, ...row.rules?.[field as RegisterField] };
  return { ...BASE_FLAGS, smsVerification: Boolean(row.sms), ...row.flags, rules };
}

// ---------------------------------------------------------------------------------------------
// The browser

let vite: ViteDevServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  vite = await createServer({
    configFile: false,
    root: webRoot,
    cacheDir: path.join(os.tmpdir(), 'portal-register-form-vite'),
    logLevel: 'error',
    plugins: [react(), harnessPlugin()],
    server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false, ws: false },
    // Everything the entry needs, bundled before the page asks, so no re-optimizing reload.
    optimizeDeps: {
      include: [
        'react',
        'react/jsx-dev-runtime',
        'react-dom/client',
        '@tanstack/react-query',
        'react-i18next',
        'i18next',
        'i18next-resources-to-backend',
        'clsx',
        'jose',
        'zustand',
      ],
    },
  });
  await vite.listen();
  const url = vite.resolvedUrls?.local[0];
  if (!url) throw new Error('vite did not say where it listens');
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  page = await browser.newPage();
  // Nothing the form does may reach a server: the registration and code calls are refused here.
  await page.route('**/wps/**', (route) => route.abort());
  await page.goto(new URL(PAGE, url).href);
  await page.waitForFunction(() => (window as { harnessReady?: boolean }).harnessReady === true, null, {
    timeout: 60_000,
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await vite?.close();
});

async function render(row: Row) {
  const mode = row.mode ?? 'username';
  await page.evaluate(
    (args) => (window as unknown as { harness: { render(a: typeof args): Promise<void> } }).harness.render(args),
    { settings: settingsOf(row), mode, sms: Boolean(row.sms), lang: row.lang ?? 'en' },
  );
  await page.getByTestId(`register-form-${mode}`).waitFor();
}

const errorTestId = (field: string) => (field === 'age' ? 'register-age-error' : `field-${field}-error`);

async function check(row: Row) {
  await render(row);
  const input = page.getByTestId(`field-${row.field}`);
  if (row.hidden) {
    expect(await input.count()).toBe(0);
    return;
  }
  if (row.field !== 'age' && row.field !== 'countryDialingCode') {
    expect(await input.count()).toBe(1);
    if (row.placeholder !== undefined) expect(await input.getAttribute('placeholder')).toBe(row.placeholder);
    if (row.maxLength !== undefined) expect(await input.getAttribute('maxlength')).toBe(String(row.maxLength));
  }
  for (const [field, value] of Object.entries(row.fill ?? {})) await page.getByTestId(`field-${field}`).fill(value);
  if (row.valueLength !== undefined) expect((await input.inputValue()).length).toBe(row.valueLength);
  if (row.message === undefined) return;

  if (row.trigger === 'blur') await input.blur();
  else await page.getByTestId('register-submit').click();
  // The check has run once any message (a field's, or the refused call's) is on the page.
  await page.locator('.auth-field__error, [data-testid="register-error"]').first().waitFor({ timeout: 5_000 });
  const error = page.getByTestId(errorTestId(row.field));
  if (row.message === null) expect(await error.count()).toBe(0);
  else expect(await error.textContent()).toBe(row.message);
  if (row.value !== undefined) await expect.poll(() => input.inputValue()).toBe(row.value);
}

describe('register form: the registration field rules', { timeout: 20_000 }, () => {
  it('has a row for every pattern and every optional field', () => {
    const names = new Set(ROWS.map((r) => r.name));
    expect(names.size).toBe(ROWS.length);
    for (const id of PATTERN_IDS) expect(names.has(`pattern ${id} message`)).toBe(true);
  });

  for (const row of ROWS) {
    const title = `${row.name}${row.bug ? ` (known bug: ${row.bug})` : ''}`;
    (row.bug ? it.fails : it)(title, () => check(row));
  }
});

describe('pattern messages through the form’s issueMessage, every language', { timeout: 60_000 }, () => {
  it('name the pattern, with one number when min equals max and a range otherwise', async () => {
    const locales = Object.fromEntries(LANGUAGES.map((l) => [l, locale(l)])) as Record<Language, Locale>;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...LANGUAGES),
        fc.constantFrom(...PATTERN_IDS),
        fc.constantFrom('TOO_SHORT', 'TOO_LONG', 'PATTERN_MISMATCH'),
        fc.nat({ max: 300 }),
        fc.nat({ max: 300 }),
        async (lang, patternId, issue, a, b) => {
          const rule: FieldRule = {
            enabled: true,
            required: true,
            acceptedPattern: '*',
            patternId,
            minLength: Math.min(a, b),
            maxLength: Math.max(a, b),
          };
          const text = await page.evaluate(
            (args) =>
              (
                window as unknown as { harness: { message(l: string, i: string, r: FieldRule): Promise<string> } }
              ).harness.message(args.lang, args.issue, args.rule),
            { lang, issue, rule },
          );
          const template = locales[lang].patterns[patternId]!;
          const range = rule.minLength === rule.maxLength ? `${rule.minLength}` : `${rule.minLength}–${rule.maxLength}`;
          expect(text).toBe(template.replace('{{range}}', range));
          expect(text).not.toContain('{{');
          expect(text.trim()).not.toBe('');
          if (template.includes('{{range}}') && rule.minLength === rule.maxLength) expect(text).not.toContain('–');
        },
      ),
      { numRuns: 150 },
    );
  });

  it('exist for every patternId in all six languages, with the range placeholder except the two dates', () => {
    for (const lang of LANGUAGES) {
      const patterns = locale(lang).patterns;
      for (const id of PATTERN_IDS) {
        expect(patterns[id]?.trim(), `${lang} pattern ${id}`).toBeTruthy();
        expect(patterns[id]!.includes('{{range}}'), `${lang} pattern ${id} range`).toBe(id !== 17 && id !== 18);
      }
    }
  });
});
