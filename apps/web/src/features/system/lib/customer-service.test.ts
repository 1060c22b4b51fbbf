import { describe, expect, it, vi } from 'vitest';
import type { CustomerServiceEntry } from '@portal/shared/contracts/system';
import { openingOf, openServicePopup, popupFeatures, popupUrl, visibleServiceLines } from './customer-service.ts';

const line = (id: number, type: number, vipOnly = false): CustomerServiceEntry => ({
  id,
  type,
  label: `line ${id}`,
  url: `https://support.example/${id}`,
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
});
