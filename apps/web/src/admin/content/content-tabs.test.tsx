// @vitest-environment happy-dom
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import type { ContentLanguages } from '@portal/shared/contracts/content-admin';
import admin from '../../i18n/locales/en/admin.json';
import adminContent from '../../i18n/locales/en/admin-content.json';
import system from '../../i18n/locales/en/system.json';
import { AnnouncementsTab } from './announcements-tab.tsx';
import { BannersTab } from './banners-tab.tsx';
import { CustomerServiceTab } from './customer-service-tab.tsx';
import { DomainsTab } from './domains-tab.tsx';
import { HelpTab } from './help-tab.tsx';
import { ResourcesTab } from './resources-tab.tsx';

// The tabs' calls answer from here: one stored entry per kind, and a save that is only recorded.
const api = vi.hoisted(() => ({ rows: [] as unknown[], save: vi.fn() }));
vi.mock('./content-api', () => {
  const idle = { mutate: () => {}, isPending: false };
  return {
    useContentList: () => ({
      data: { items: api.rows, total: api.rows.length, page: 1, pageSize: 20 },
      isPending: false,
      isError: false,
      error: null,
    }),
    useContentMutations: () => ({
      save: { mutate: api.save, isPending: false },
      toggle: idle,
      move: idle,
      remove: idle,
    }),
    exportContent: () => Promise.resolve(),
  };
});

const meta: ContentLanguages = { defaultLanguage: 'pt-BR', languages: ['pt-BR', 'en'], helpCategories: ['general'] };
const text = { 'pt-BR': 'Olá', en: 'Hello' };
const common = { id: 1, enabled: true, position: 1 };

const KINDS: [string, ComponentType<{ meta: ContentLanguages }>, string, string, unknown][] = [
  [
    'banners',
    BannersTab,
    'Edit banner',
    'content-filter-group',
    { ...common, group: 'home', imageUrl: '/media/b.svg', linkageType: 'NONE', linkUrl: null, title: text },
  ],
  [
    'announcements',
    AnnouncementsTab,
    'Edit announcement',
    'content-filter-type',
    { ...common, type: 'PL', title: text, content: text, popup: false, startsAt: null, endsAt: null, updatedAt: '' },
  ],
  [
    'help-articles',
    HelpTab,
    'Edit help article',
    'content-filter-category',
    { ...common, category: 'general', title: text, content: text },
  ],
  [
    'customer-service',
    CustomerServiceTab,
    'Edit service link',
    'content-filter-type',
    { ...common, type: 1, label: text, url: 'https://example.com/chat', vipOnly: false },
  ],
  [
    'resources',
    ResourcesTab,
    'Edit download link',
    'content-filter-type',
    { ...common, resourceType: 'Android', url: 'https://example.com/app', qrCodeUrl: null, label: text },
  ],
];

async function show(Tab: ComponentType<{ meta: ContentLanguages }>) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { admin, 'admin-content': adminContent, system } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <Tab meta={meta} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

beforeEach(() => {
  api.save.mockReset();
});
afterEach(cleanup);

describe('a content tab', () => {
  it.each(KINDS)(
    '%s: lists the entry by its English text, with its own filter and the status filter',
    async (kind, Tab, _title, filter, row) => {
      api.rows = [row];
      await show(Tab);
      expect(screen.getByTestId(`content-tab-${kind}`)).toBeTruthy();
      expect(screen.getByTestId('content-title-1').textContent).toBe('Hello');
      expect(screen.getByTestId(filter)).toBeTruthy();
      expect(screen.getByTestId('content-filter-enabled')).toBeTruthy();
    },
  );

  it.each(KINDS)(
    '%s: edits the entry beside its preview and saves it whole',
    async (_kind, Tab, title, _filter, row) => {
      api.rows = [row];
      await show(Tab);
      const user = userEvent.setup();
      await user.click(screen.getByTestId('content-edit-1'));
      const editor = screen.getByTestId('content-editor');
      expect(within(editor).getByRole('heading', { level: 2, name: title })).toBeTruthy();
      const enabled = within(editor).getByRole('checkbox', { name: adminContent.fields.enabledHint });
      expect((enabled as HTMLInputElement).checked).toBe(true);
      await user.click(screen.getByTestId('preview-lang-en'));
      expect(screen.getByTestId('preview-lang-en').getAttribute('aria-pressed')).toBe('true');
      await user.click(screen.getByTestId('content-editor-save'));
      expect(api.save).toHaveBeenCalledTimes(1);
      const [{ id, body }] = api.save.mock.calls[0] as [{ id: number; body: Record<string, unknown> }];
      expect(id).toBe(1);
      expect(body.enabled).toBe(true);
      expect(body.title ?? body.label).toEqual(text);
    },
  );

  it.each(KINDS)('%s: a new entry opens under the kind\'s "new" heading', async (kind, Tab) => {
    api.rows = [];
    await show(Tab);
    await userEvent.setup().click(screen.getByTestId('content-new'));
    const title = adminContent.new[kind as keyof typeof adminContent.new];
    const editor = screen.getByTestId('content-editor');
    expect(within(editor).getByRole('heading', { level: 2, name: title })).toBeTruthy();
  });
});

describe('the domains tab', () => {
  const domain = { ...common, domain: 'play.example.com', kind: 'main', updatedAt: '2026-11-29T00:00:00.000Z' };

  it('lists a domain by its host name and says which one is main', async () => {
    api.rows = [domain];
    await show(DomainsTab);
    expect(screen.getByTestId('content-title-1').textContent).toBe('play.example.com');
    expect(screen.getByTestId('content-tab-domains').textContent).toContain(adminContent.domainKinds.main);
    expect(screen.getByTestId('content-filter-kind')).toBeTruthy();
  });

  it('refuses an address with a scheme before asking the server, and saves a host name lowercased', async () => {
    api.rows = [domain];
    await show(DomainsTab);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('content-edit-1'));
    // No texts to write, so no language note and no preview languages.
    expect(screen.queryByTestId('preview-lang-en')).toBeNull();
    const input = screen.getByTestId('field-domain');
    await user.clear(input);
    await user.type(input, 'https://play.example.com/');
    await user.click(screen.getByTestId('content-editor-save'));
    expect(api.save).not.toHaveBeenCalled();
    expect(screen.getByText(adminContent.issues.host)).toBeTruthy();
    await user.clear(input);
    await user.type(input, ' Backup.Example.COM ');
    await user.selectOptions(screen.getByTestId('field-kind'), 'backup');
    await user.click(screen.getByTestId('content-editor-save'));
    expect(api.save).toHaveBeenCalledTimes(1);
    const [{ body }] = api.save.mock.calls[0] as [{ body: Record<string, unknown> }];
    expect(body).toEqual({ domain: 'backup.example.com', kind: 'backup', enabled: true, position: 1 });
  });
});

describe('the kinds’ own fields on the form kit', () => {
  it('a banner: an empty picture is required, a bad link is worded by its type, and no link clears the address', async () => {
    api.rows = [KINDS[0]![4]];
    await show(BannersTab);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('content-edit-1'));
    await user.clear(screen.getByTestId('field-image'));
    await user.selectOptions(screen.getByTestId('field-linkage'), 'INTERNAL');
    await user.type(screen.getByTestId('field-link'), 'https://elsewhere.example');
    await user.click(screen.getByTestId('content-editor-save'));
    expect(api.save).not.toHaveBeenCalled();
    expect(screen.getByText(adminContent.issues.REQUIRED)).toBeTruthy();
    expect(screen.getByText(adminContent.issues.internalLink)).toBeTruthy();
    // The picture's box says what is wrong with it, tied to the box for a screen reader.
    expect(screen.getByTestId('field-image').getAttribute('aria-invalid')).toBe('true');

    await user.type(screen.getByTestId('field-image'), '/media/b.svg');
    await user.selectOptions(screen.getByTestId('field-linkage'), 'NONE');
    expect(screen.queryByTestId('field-link')).toBeNull();
    await user.click(screen.getByTestId('content-editor-save'));
    const [{ body }] = api.save.mock.calls[0] as [{ body: Record<string, unknown> }];
    expect(body).toMatchObject({ imageUrl: '/media/b.svg', linkageType: 'NONE', linkUrl: null });
  });

  it('an announcement ending before it starts says so under the end', async () => {
    api.rows = [KINDS[1]![4]];
    await show(AnnouncementsTab);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('content-edit-1'));
    await user.type(screen.getByTestId('field-starts'), '2030-06-15T12:00');
    await user.type(screen.getByTestId('field-ends'), '2030-06-14T12:00');
    await user.click(screen.getByTestId('content-editor-save'));
    expect(api.save).not.toHaveBeenCalled();
    expect(screen.getByText(adminContent.issues.endsAfterStart)).toBeTruthy();
  });

  it('a service link keeps its type a number and words a bad e-mail link; a download’s empty QR is no QR', async () => {
    api.rows = [KINDS[3]![4]];
    await show(CustomerServiceTab);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('content-edit-1'));
    // The e-mail type (2): its address is a mailto: link.
    await user.selectOptions(screen.getByTestId('field-type'), '2');
    await user.click(screen.getByTestId('content-editor-save'));
    expect(api.save).not.toHaveBeenCalled();
    expect(screen.getByText(adminContent.issues.email)).toBeTruthy();
    await user.clear(screen.getByTestId('field-url'));
    await user.type(screen.getByTestId('field-url'), 'mailto:help@example.com');
    await user.click(screen.getByTestId('content-editor-save'));
    const [{ body: service }] = api.save.mock.calls[0] as [{ body: Record<string, unknown> }];
    expect(service).toMatchObject({ type: 2, url: 'mailto:help@example.com' });
    cleanup();

    api.save.mockReset();
    api.rows = [{ ...(KINDS[4]![4] as object), qrCodeUrl: 'https://example.com/qr.png' }];
    await show(ResourcesTab);
    await user.click(screen.getByTestId('content-edit-1'));
    await user.clear(screen.getByTestId('field-qr'));
    await user.click(screen.getByTestId('content-editor-save'));
    const [{ body }] = api.save.mock.calls[0] as [{ body: Record<string, unknown> }];
    expect(body.qrCodeUrl).toBeNull();
  });
});
