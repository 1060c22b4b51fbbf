// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useForm } from 'react-hook-form';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGES } from '@portal/shared/languages';
import { renderInEnglish } from '../../test/dom.tsx';
import { formResolver } from '../../lib/form-resolver.ts';
import { MoneyField, SelectField, TextField, ToggleField } from './form-fields.tsx';
import { IssueTextProvider } from './issue-text.tsx';
import { LocalizedTextField } from './localized-text-field.tsx';

afterEach(cleanup);

/** The form's values as typed; the schema reads the body the API would take. */
interface Draft {
  name: Partial<Record<(typeof LANGUAGES)[number], string>>;
  points: string;
  price: string;
  wallet: 'main' | 'bonus';
  enabled: boolean;
}

const bodySchema = z.strictObject({
  name: z.partialRecord(z.enum(LANGUAGES), z.string().max(5)),
  points: z.number().int().min(1),
  price: z.number().min(0),
  wallet: z.enum(['main', 'bonus']),
  enabled: z.boolean(),
});
const number = (text: string) => (text.trim() === '' ? undefined : Number(text));
const schema = z
  .custom<Draft>()
  .transform((draft) => ({ ...draft, points: number(draft.points), price: number(draft.price) }))
  .pipe(bodySchema);

function Form({ onSubmit }: { onSubmit: (body: z.output<typeof bodySchema>) => void }) {
  const form = useForm<Draft, unknown, z.output<typeof bodySchema>>({
    defaultValues: { name: {}, points: '', price: '0', wallet: 'bonus', enabled: true },
    resolver: formResolver(schema),
  });
  const { control } = form;
  return (
    <IssueTextProvider value={(code) => `Issue ${code}`}>
      <form onSubmit={form.handleSubmit((body) => onSubmit(body))} noValidate>
        <LocalizedTextField control={control} name="name" label="Name" testId="name" />
        <TextField control={control} name="points" label="Points" hint="Whole points" type="number" testId="points" />
        <MoneyField control={control} name="price" label="Price" currency="BRL" testId="price" />
        <SelectField
          control={control}
          name="wallet"
          label="Wallet"
          options={[
            { value: 'main', label: 'Main' },
            { value: 'bonus', label: 'Bonus' },
          ]}
          testId="wallet"
        />
        <ToggleField control={control} name="enabled" label="Enabled" testId="enabled" />
        <button type="submit">Save</button>
      </form>
    </IssueTextProvider>
  );
}

describe('the form kit', () => {
  it("shows the schema's issue on its field, tied to the control, and the hint otherwise", async () => {
    const onSubmit = vi.fn();
    await renderInEnglish(<Form onSubmit={onSubmit} />);
    const user = userEvent.setup();
    const points = screen.getByLabelText('Points');
    expect(document.getElementById(points.getAttribute('aria-describedby')!)?.textContent).toBe('Whole points');

    await user.type(screen.getByLabelText('Name (English)'), 'Too long');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Issue REQUIRED')).toBeTruthy();
    expect(points.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(points.getAttribute('aria-describedby')!)?.textContent).toBe('Issue REQUIRED');
    expect(screen.getByText('English: Issue TOO_LONG')).toBeTruthy();
    expect(screen.getByLabelText('Price (BRL)').getAttribute('aria-invalid')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands the checked body to onSubmit once the values pass', async () => {
    const onSubmit = vi.fn();
    await renderInEnglish(<Form onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name (English)'), 'Cap');
    await user.type(screen.getByLabelText('Points'), '12');
    await user.clear(screen.getByLabelText('Price (BRL)'));
    await user.type(screen.getByLabelText('Price (BRL)'), '2.5');
    await user.selectOptions(screen.getByLabelText('Wallet'), 'main');
    await user.click(screen.getByLabelText('Enabled'));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      name: { en: 'Cap' },
      points: 12,
      price: 2.5,
      wallet: 'main',
      enabled: false,
    });
  });
});
