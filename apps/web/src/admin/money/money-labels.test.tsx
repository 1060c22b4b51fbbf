// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import admin from '../../i18n/locales/en/admin.json';
import money from '../../i18n/locales/en/admin-money.json';
import { renderWithServer, withEnglishTexts } from '../../test/dom.tsx';
import { DepositStatus, StatusBadges, WaitingNote } from './money-labels.tsx';

withEnglishTexts({ admin, 'admin-money': money });

describe('a money record waiting for a second operator', () => {
  it('adds the four-eyes badge to its status only while it waits', async () => {
    await renderWithServer(
      <>
        <StatusBadges waitingFor={12}>
          <DepositStatus status="pending" />
        </StatusBadges>
        <StatusBadges waitingFor={null}>
          <DepositStatus status="paid" />
        </StatusBadges>
      </>,
    );
    expect(screen.getAllByTestId('deposit-status')).toHaveLength(2);
    expect(screen.getAllByTestId('waiting-second')).toHaveLength(1);
  });

  it('links the request where the operator may open it, and says nothing when nothing waits', async () => {
    const { rerender } = await renderWithServer(<WaitingNote approvalId={12} />);
    expect(screen.getByRole('link').getAttribute('href')).toBe('/approvals?open=12&status=');
    rerender(<WaitingNote approvalId={12} linked={false} />);
    expect(screen.getByTestId('waiting-text').textContent).toBe(`${money.fourEyes.waitingText} `);
    expect(screen.queryByRole('link')).toBeNull();
    rerender(<WaitingNote approvalId={null} />);
    expect(screen.queryByTestId('waiting-text')).toBeNull();
  });
});
