import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next, { type i18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import account from '../i18n/locales/en/account.json';
import auth from '../i18n/locales/en/auth.json';
import common from '../i18n/locales/en/common.json';
import deposit from '../i18n/locales/en/deposit.json';
import promotions from '../i18n/locales/en/promotions.json';
import wallet from '../i18n/locales/en/wallet.json';
import withdraw from '../i18n/locales/en/withdraw.json';

let instance: i18n | null = null;

/** An i18next of the test's own with the real English texts, so assertions read what a person sees. */
export async function englishI18n(): Promise<i18n> {
  if (instance) return instance;
  const created = i18next.createInstance();
  await created.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { account, auth, common, deposit, promotions, wallet, withdraw } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  instance = created;
  return created;
}

/**
 * The HTML a component renders, in English. The web unit tests run in Node without a DOM: they
 * check what a component shows for given props; clicking through flows is the e2e suite's job.
 */
export async function renderHtml(element: ReactElement): Promise<string> {
  const i18n = await englishI18n();
  return renderToStaticMarkup(<I18nextProvider i18n={i18n}>{element}</I18nextProvider>);
}

/** The values of one attribute across the markup, in document order. */
export const attributeValues = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`${name}="([^"]*)"`, 'g'))].map((match) => match[1] ?? '');
