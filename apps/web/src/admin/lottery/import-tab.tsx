import { useState, type ChangeEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { Button } from '../../ui/button';
import { Spinner } from '../../ui/spinner';
import { DataTable, type Column } from '../../ui/data-table';
import { TextAreaField } from '../ui/text-area-field';
import { LOTTERY_KEY, postResult, REASON_MAX, useMarkets, type ResultAnswer } from './lottery-api';
import {
  IMPORT_COLUMNS,
  readImportFile,
  SAMPLE_CSV,
  type ImportFile,
  type ImportProblem,
  type ImportRow,
} from './results-csv';

/** What happened to one row once sent. */
type Sent = { state: 'sending' } | { state: 'done'; answer: ResultAnswer } | { state: 'failed'; message: string };

/** Files past this size are refused before reading (a year of three markets is far under it). */
const MAX_FILE_BYTES = 2_000_000;

/**
 * Past results from a CSV file: picked, read and checked in the browser (every problem per row,
 * before anything is sent), then the valid rows sent one by one through the results feed; each
 * row shows what the server answered (settled, already recorded, waiting for a second operator).
 */
export function ImportTab() {
  const { t } = useTranslation('admin-lottery');
  const queryClient = useQueryClient();
  const markets = useMarkets();
  const [fileName, setFileName] = useState('');
  const [file, setFile] = useState<ImportFile | null>(null);
  const [fileError, setFileError] = useState('');
  const [correct, setCorrect] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonShown, setReasonShown] = useState(false);
  const [sent, setSent] = useState<Record<number, Sent>>({});
  const [running, setRunning] = useState(false);

  const rows = file?.ok ? file.rows : [];
  const valid = rows.filter((r) => r.problems.length === 0);
  /** Corrections say why: one reason for the whole file, sent with every row. */
  const reasonMissing = correct && reason.trim() === '';

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setFile(null);
    setSent({});
    setFileError('');
    if (!chosen || !markets.data) return;
    setFileName(chosen.name);
    if (chosen.size > MAX_FILE_BYTES) {
      setFileError(t('import.tooLarge'));
      return;
    }
    setFile(readImportFile(await chosen.text(), markets.data));
  };

  const send = async () => {
    if (reasonMissing) {
      setReasonShown(true);
      return;
    }
    setRunning(true);
    for (const row of valid) {
      if (sent[row.line]?.state === 'done') continue;
      setSent((prev) => ({ ...prev, [row.line]: { state: 'sending' } }));
      try {
        const answer = await postResult('/admin/api/lottery/results/import', {
          market: row.market,
          date: row.date,
          station: row.station,
          prizes: row.prizes,
          ...(correct ? { correct: true, reason: reason.trim() } : {}),
        });
        setSent((prev) => ({ ...prev, [row.line]: { state: 'done', answer } }));
      } catch (caught) {
        const message = caught instanceof ApiError ? caught.message : t('errors.failed');
        setSent((prev) => ({ ...prev, [row.line]: { state: 'failed', message } }));
      }
    }
    setRunning(false);
    void queryClient.invalidateQueries({ queryKey: LOTTERY_KEY });
  };

  const downloadSample = () => {
    const url = URL.createObjectURL(new Blob([SAMPLE_CSV], { type: 'text/csv' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'lottery-results-sample.csv';
    link.click();
    URL.revokeObjectURL(url);
  };

  const columns: Column<ImportRow>[] = [
    { key: 'line', header: t('import.line'), numeric: true, cell: (r) => r.line },
    {
      key: 'check',
      header: t('import.check'),
      cell: (r) =>
        r.problems.length === 0 ? (
          <span className="admin-badge admin-badge--good">{t('import.ok')}</span>
        ) : (
          <ul className="lottery-problems" data-testid="import-problems">
            {r.problems.map((p, i) => (
              <li key={i}>
                <ProblemText problem={p} />
              </li>
            ))}
          </ul>
        ),
    },
    { key: 'market', header: t('import.market'), cell: (r) => r.market || '—' },
    { key: 'date', header: t('import.date'), cell: (r) => r.date || '—' },
    { key: 'station', header: t('import.station'), cell: (r) => r.station || '—' },
    {
      key: 'numbers',
      header: t('import.numbers'),
      numeric: true,
      cell: (r) => Object.values(r.prizes).flat().length,
    },
    { key: 'sent', header: t('import.outcome'), cell: (r) => <SentText sent={sent[r.line]} /> },
  ];

  if (markets.isLoading) return <Spinner />;
  return (
    <div className="lottery-tab" data-testid="lottery-import">
      <section className="admin-card">
        <h2>{t('import.title')}</h2>
        <p className="admin-muted">{t('import.format', { columns: IMPORT_COLUMNS.join(', ') })}</p>
        <div className="admin-actions">
          <label className="lottery-file">
            <span>{t('import.pick')}</span>
            <input type="file" accept=".csv,text/csv" onChange={(e) => void pick(e)} data-testid="import-file" />
          </label>
          <Button size="sm" variant="ghost" onClick={downloadSample}>
            {t('import.sample')}
          </Button>
        </div>
        {fileName && <p className="admin-muted">{fileName}</p>}
        {fileError && <p className="admin-error">{fileError}</p>}
        {file && !file.ok && (
          <p className="admin-error" role="alert" data-testid="import-file-error">
            {t(`import.file.${file.issue}`, { columns: file.columns.join(', ') })}
          </p>
        )}
        <label className="lottery-check">
          <input
            type="checkbox"
            checked={correct}
            onChange={(e) => setCorrect(e.target.checked)}
            data-testid="import-correct"
          />
          <span>{t('import.correct')}</span>
        </label>
        {correct && (
          <TextAreaField
            label={t('import.reason')}
            hint={t('import.reasonHint')}
            error={reasonShown && reasonMissing ? t('import.reasonRequired') : null}
            rows={2}
            maxLength={REASON_MAX}
            value={reason}
            onChange={setReason}
            testId="import-reason"
          />
        )}
      </section>
      {file?.ok && (
        <>
          <p data-testid="import-summary">
            {t('import.summary', { total: rows.length, valid: valid.length, invalid: rows.length - valid.length })}
          </p>
          <DataTable
            columns={columns}
            rows={rows}
            rowKey={(r) => r.line}
            empty={t('import.empty')}
            testId="import-preview"
          />
          <div className="admin-actions">
            <Button
              variant="primary"
              disabled={running || valid.length === 0}
              onClick={() => void send()}
              data-testid="import-send"
            >
              {t('import.send', { n: valid.length })}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}

function ProblemText({ problem }: { problem: ImportProblem }) {
  const { t } = useTranslation('admin-lottery');
  switch (problem.issue) {
    case 'station':
      return <>{t('import.problems.station', { stations: problem.stations.join(', ') })}</>;
    case 'count':
      return (
        <>
          {t('import.problems.count', {
            prize: t(`prizes.${problem.prize}`),
            expected: problem.count,
            found: problem.found,
          })}
        </>
      );
    case 'number':
      return (
        <>
          {t('import.problems.number', {
            prize: t(`prizes.${problem.prize}`),
            n: problem.index + 1,
            digits: problem.digits,
          })}
        </>
      );
    case 'extraPrize':
      return <>{t('import.problems.extraPrize', { prize: t(`prizes.${problem.prize}`) })}</>;
    default:
      return <>{t(`import.problems.${problem.issue}`)}</>;
  }
}

function SentText({ sent }: { sent: Sent | undefined }) {
  const { t } = useTranslation('admin-lottery');
  if (!sent) return <span className="admin-muted">—</span>;
  if (sent.state === 'sending') return <Spinner />;
  if (sent.state === 'failed') return <span className="admin-error">{sent.message}</span>;
  const { answer } = sent;
  if (answer.kind === 'pending')
    return <span className="admin-badge admin-badge--warn">{t('import.pending', { id: answer.approval.id })}</span>;
  return (
    <span className="admin-badge admin-badge--good">
      {answer.settlement
        ? t('import.settled', { bets: answer.settlement.bets, winners: answer.settlement.winners })
        : t('import.replayed')}
    </span>
  );
}
