import type { ReactElement, ReactNode } from 'react';
import { afterEach, beforeAll } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { englishI18n } from './render.tsx';

/**
 * A component mounted in a DOM (happy-dom: the test file says `@vitest-environment happy-dom`)
 * with the English texts, for tests of what it does when a person clicks or types (Testing Library).
 */
export async function renderInEnglish(element: ReactElement) {
  const i18n = await englishI18n();
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return render(element, { wrapper });
}

/**
 * A component that calls the server (answered by MSW, test/msw.ts) as the app mounts it: in English,
 * with its own query cache (no retries, so a refusal shows at once) and a router for its links, at
 * `at` (a page that reads its address).
 */
export async function renderWithServer(element: ReactElement, { at = '/' }: { at?: string } = {}) {
  const i18n = await englishI18n();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[at]}>{children}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>
  );
  return { ...render(element, { wrapper }), queryClient };
}

/**
 * A test file's English texts beyond the site's own (a console section's namespaces, say), added
 * before its tests, and the DOM emptied after each test.
 */
export function withEnglishTexts(bundles: Record<string, object>): void {
  beforeAll(async () => {
    const i18n = await englishI18n();
    for (const [namespace, texts] of Object.entries(bundles)) i18n.addResourceBundle('en', namespace, texts);
  });
  afterEach(cleanup);
}

/** Puts a whole value in the box with this test id at once (one change event). */
export const typeInto = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

/** What the page says about the box with this test id: its issue or its hint (aria-describedby). */
export function describedText(testId: string): string | undefined {
  const box = screen.getByTestId(testId);
  return document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent ?? undefined;
}
