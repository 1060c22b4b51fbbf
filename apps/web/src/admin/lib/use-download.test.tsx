// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import admin from '../../i18n/locales/en/admin.json';
import { ApiError } from '../../lib/api-client';
import { renderInEnglish, withEnglishTexts } from '../../test/dom.tsx';
import { useDownload } from './use-download.ts';

withEnglishTexts({ admin });

function Probe({ download }: { download: () => Promise<void> }) {
  const { busy, error, run } = useDownload();
  return (
    <>
      <button onClick={() => void run(download)} disabled={busy}>
        export
      </button>
      <p data-testid="error">{error}</p>
    </>
  );
}

describe('a CSV export', () => {
  it("waits while the file comes, then says the server's refusal, or the console's words for any other failure", async () => {
    let finish: () => void = () => undefined;
    const { rerender } = await renderInEnglish(
      <Probe download={() => new Promise<void>((resolve) => (finish = resolve))} />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByText('export'));
    expect(screen.getByText('export').hasAttribute('disabled')).toBe(true);
    finish();
    await waitFor(() => expect(screen.getByText('export').hasAttribute('disabled')).toBe(false));
    expect(screen.getByTestId('error').textContent).toBe('');

    rerender(<Probe download={() => Promise.reject(new ApiError('FORBIDDEN', 'Not for your roles.', 403))} />);
    await user.click(screen.getByText('export'));
    await waitFor(() => expect(screen.getByTestId('error').textContent).toBe('Not for your roles.'));

    rerender(<Probe download={() => Promise.reject(new TypeError('Failed to fetch'))} />);
    await user.click(screen.getByText('export'));
    await waitFor(() => expect(screen.getByTestId('error').textContent).toBe(admin.failed));
  });
});
