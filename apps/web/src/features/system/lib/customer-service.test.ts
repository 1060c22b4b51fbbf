import { describe, expect, it, vi } from 'vitest';
import type { CustomerServiceEntry } from '@portal/shared/contracts/system';
import { openingOf, openServicePopup, popupFeatures, popupUrl, visibleServiceLines } from './customer-service.ts';

const line = (id: number, type: number, vipOnly = false): CustomerServiceEntry => ({
  id,
  type,
  label: `line ${id}`,
  url: `https://support.example/${id}`,
  sealed: null,
  vipOnly,
});
const lines = [line(1, 1), line(2, 3), line(3, 1, true), line(4, 2)];

describe('visibleServiceLines', () => {
  it('keeps the server order and hides VIP lines up to rank 4 and while the rank is unknown', () => {
    expect(visibleServiceLines(lines, null).map((l) => l.id)).toEqual([1, 2, 4]);
    expect(visibleServiceLines(lines, undefined).map((l) => l.id)).toEqual([1, 2, 4]);
    expect(visibleServiceLines(lines, 4).map((l) => l.id)).toEqual([1, 2, 4]);
  });

  it('shows VIP lines in place from rank 5', () => {
    expect(visibleServiceLines(lines, 5).map((l) => l.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('how a line opens', () => {
  it('type 3 in a popup, the e-mail line in the mail program, the rest in a tab', () => {
    expect(lines.map(openingOf)).toEqual(['tab', 'popup', 'tab', 'mail']);
  });

  it('sizes and centres the popup within the screen', () => {
    expect(popupFeatures({ availWidth: 1920, availHeight: 1080 })).toBe(
      'popup=yes,width=480,height=720,left=720,top=180,resizable=yes,scrollbars=yes',
    );
    expect(popupFeatures({ availWidth: 390, availHeight: 600, availLeft: 10 })).toContain(
      'width=390,height=600,left=10,top=0',
    );
  });

  it('opens only web addresses', () => {
    expect(popupUrl('/helpmc', 'https://play.example')).toBe('https://play.example/helpmc');
    expect(popupUrl('javascript:alert(1)', 'https://play.example')).toBeNull();
    expect(popupUrl('mailto:a@b.example', 'https://play.example')).toBeNull();
  });

  it('opens a blank named popup, cuts its opener, then sends it to the line', () => {
    const popup = { opener: {} as unknown, location: { href: 'about:blank' }, focus: vi.fn() };
    const open = vi.fn(() => popup);
    const target = {
      open,
      location: { origin: 'https://play.example' },
      screen: { availWidth: 1000, availHeight: 800 },
    } as unknown as Window;
    expect(openServicePopup('https://desk.example/chat', target)).toBe(true);
    expect(open).toHaveBeenCalledWith('about:blank', 'portal-customer-service', expect.stringContaining('popup=yes'));
    expect(popup.opener).toBeNull();
    expect(popup.location.href).toBe('https://desk.example/chat');
  });

  it('reports a blocked popup so the link opens normally', () => {
    const target = {
      open: () => null,
      location: { origin: 'https://play.example' },
      screen: { availWidth: 1000, availHeight: 800 },
    } as unknown as Window;
    expect(openServicePopup('https://desk.example/chat', target)).toBe(false);
  });

  it('opens the popup at once for a sealed line and sends it on when the address arrives', async () => {
    const popup = { opener: {} as unknown, location: { href: 'about:blank' }, focus: vi.fn(), close: vi.fn() };
    const target = {
      open: vi.fn(() => popup),
      location: { origin: 'https://play.example' },
      screen: { availWidth: 1000, availHeight: 800 },
    } as unknown as Window;
    let arrive!: (url: string) => void;
    const failed = vi.fn();
    expect(openServicePopup(new Promise<string>((resolve) => (arrive = resolve)), target, failed)).toBe(true);
    expect(popup.location.href).toBe('about:blank');
    arrive('https://desk.example/chat');
    await vi.waitFor(() => expect(popup.location.href).toBe('https://desk.example/chat'));
    expect(popup.opener).toBeNull();
    expect(failed).not.toHaveBeenCalled();
  });

  it('closes the popup when a sealed line does not open, or opens as no web address', async () => {
    for (const address of [Promise.reject(new Error('NOT_FOUND')), Promise.resolve('javascript:alert(1)')]) {
      const popup = { opener: {}, location: { href: 'about:blank' }, focus: vi.fn(), close: vi.fn() };
      const target = {
        open: () => popup,
        location: { origin: 'https://play.example' },
        screen: { availWidth: 1000, availHeight: 800 },
      } as unknown as Window;
      const failed = vi.fn();
      expect(openServicePopup(address, target, failed)).toBe(true);
      await vi.waitFor(() => expect(failed).toHaveBeenCalledTimes(1));
      expect(popup.close).toHaveBeenCalled();
      expect(popup.location.href).toBe('about:blank');
    }
  });

  it('opens a sealed tab line in a new tab, not the popup window', async () => {
    const tab = { opener: {} as unknown, location: { href: 'about:blank' }, focus: vi.fn(), close: vi.fn() };
    const open = vi.fn(() => tab);
    const target = {
      open,
      location: { origin: 'https://play.example' },
      screen: { availWidth: 1000, availHeight: 800 },
    } as unknown as Window;
    expect(openServicePopup(Promise.resolve('https://vip.example/host'), target, vi.fn(), true)).toBe(true);
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    await vi.waitFor(() => expect(tab.location.href).toBe('https://vip.example/host'));
    expect(tab.opener).toBeNull();
  });
});
