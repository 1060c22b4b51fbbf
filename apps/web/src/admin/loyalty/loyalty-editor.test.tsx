// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import admin from '../../i18n/locales/en/admin.json';
import adminLoyalty from '../../i18n/locales/en/admin-loyalty.json';
import { renderInEnglish, withEnglishTexts } from '../../test/dom.tsx';
import { LoyaltyEditor } from './loyalty-editor.tsx';

withEnglishTexts({ admin, 'admin-loyalty': adminLoyalty });

type Values = { name: Record<string, string>; description: Record<string, string>; position: string; enabled: boolean };

function Editor({ onSubmit, onClose }: { onSubmit: () => Promise<void>; onClose: () => void }) {
  const form = useForm<Values>({ defaultValues: { name: {}, description: {}, position: '3', enabled: true } });
  return (
    <LoyaltyEditor
      kind="goods"
      title="New good"
      moneyTerms={null}
      control={form.control}
      shell={{
        onSubmit: (event) => (event.preventDefault(), onSubmit()),
        failure: null,
        saving: false,
        hasIssues: false,
      }}
      onClose={onClose}
      preview={(language) => <p data-testid="seen-language">{language}</p>}
      texts={[
        { name: 'name', label: 'Name', maxLength: 80, testId: 'goods-field-name' },
        {
          name: 'description',
          label: 'Description',
          multiline: true,
          maxLength: 500,
          testId: 'goods-field-description',
          note: 'Plain text.',
        },
      ]}
      enabledLabel="On sale"
      display={<span data-testid="goods-extra" />}
    >
      <p data-testid="goods-own-section" />
    </LoyaltyEditor>
  );
}

describe('the loyalty editors’ shared frame', () => {
  it('draws the kind’s own sections, then the texts and the display, with the kind’s test ids', async () => {
    const onSubmit = vi.fn(() => Promise.resolve());
    const onClose = vi.fn();
    await renderInEnglish(<Editor onSubmit={onSubmit} onClose={onClose} />);
    for (const id of [
      'goods-editor',
      'goods-own-section',
      'goods-field-name',
      'goods-field-description',
      'goods-extra',
    ])
      expect(screen.getByTestId(id)).toBeTruthy();
    expect(screen.queryByTestId('goods-money-terms')).toBeNull();
    expect(screen.getByText('Plain text.')).toBeTruthy();
    expect((screen.getByTestId('goods-field-position') as HTMLInputElement).value).toBe('3');
    expect((screen.getByTestId('goods-field-enabled') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Texts in six languages')).toBeTruthy();
    expect(screen.getByTestId('goods-preview').textContent).toContain('en');
    fireEvent.click(screen.getByTestId('goods-save'));
    expect(onSubmit).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByText('Cancel'));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
