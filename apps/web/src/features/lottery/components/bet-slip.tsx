import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Period } from '@portal/shared/contracts/lottery';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { keepsIdempotencyKey, newIdempotencyKey } from '../../../lib/money-form';
import { usePlaceSlip } from '../api/lottery-api';
import { formatAmount } from '../lib/format';
import {
  lineIssue,
  lineStake,
  parsePicks,
  pickPool,
  quickPickCount,
  quickPicks,
  toBetLine,
  type BetType,
} from '../lib/slip';
import { NumberPicker } from './number-picker';

interface Line {
  type: BetType;
  picks: string[];
  position: number | null;
  unit: number;
  multiplier: number;
}

const POSITIONS = [1, 2, 3, 4, 5];

/**
 * The bet slip: a bet type of the game's menu, its picks, unit × multiplier, lines added to the
 * slip, the total, and one placement for the whole slip. One Idempotency-Key per slip: kept after
 * a lost answer (the retry answers the first slip), new once the slip changes or was answered.
 */
export function BetSlip({
  gameCode,
  betTypes,
  periods,
  signedIn,
  onNeedLogin,
  initialType,
}: {
  initialType?: string;
  gameCode: string;
  betTypes: BetType[];
  periods: Period[];
  signedIn: boolean;
  onNeedLogin: () => void;
}) {
  const { t, i18n } = useTranslation('lottery');
  const place = usePlaceSlip();
  const [typeCode, setTypeCode] = useState(
    betTypes.some((b) => b.code === initialType) ? initialType! : (betTypes[0]?.code ?? ''),
  );
  const type = betTypes.find((b) => b.code === typeCode) ?? betTypes[0];
  const [picks, setPicks] = useState<string[]>([]);
  const [typed, setTyped] = useState('');
  const [position, setPosition] = useState<number | null>(null);
  const [unitText, setUnitText] = useState(() => String(type?.minUnit ?? 1));
  const [multiplierText, setMultiplierText] = useState('1');
  const [lines, setLines] = useState<Line[]>([]);
  const [issue, setIssue] = useState<string>('');
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const keyRef = useRef<string | null>(null);

  if (!type) return <p className="lottery-muted">{t('slip.noTypes')}</p>;
  const pool = pickPool(type.format);
  const typedPicks = pool ? { picks: [], invalid: [] } : parsePicks(type.format, typed);
  const current: Line = {
    type,
    picks: pool ? picks : typedPicks.picks,
    position,
    unit: Number(unitText.replace(',', '.')),
    multiplier: Number(multiplierText),
  };
  const currentIssue = typedPicks.invalid.length > 0 ? 'INVALID_PICKS' : lineIssue(type, current);
  const toPlace = lines.length > 0 ? lines : currentIssue === null ? [current] : [];
  const total = toPlace.reduce((sum, l) => sum + lineStake(l.type, l.picks.length, l.unit, l.multiplier), 0);
  const chosenIssue = periods.some((p) => p.issue === issue) ? issue : (periods[0]?.issue ?? '');

  const changed = () => {
    keyRef.current = null;
    setMessage(null);
  };
  const chooseType = (code: string) => {
    const next = betTypes.find((b) => b.code === code);
    setTypeCode(code);
    setPicks([]);
    setTyped('');
    setPosition(null);
    if (next) setUnitText(String(next.minUnit));
    changed();
  };
  const togglePick = (pick: string) => {
    setPicks((old) =>
      old.includes(pick)
        ? old.filter((p) => p !== pick)
        : !type.perPick && old.length >= type.picks[1]
          ? old
          : [...old, pick],
    );
    changed();
  };
  const quickPick = () => {
    const chosen = quickPicks(type.format, quickPickCount(type));
    if (pool) setPicks(chosen);
    else setTyped(chosen.join(' '));
    changed();
  };
  const addLine = () => {
    if (currentIssue !== null) return;
    setLines((old) => [...old, current]);
    setPicks([]);
    setTyped('');
    changed();
  };
  const removeLine = (index: number) => {
    setLines((old) => old.filter((_, i) => i !== index));
    changed();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!signedIn) return onNeedLogin();
    if (toPlace.length === 0 || place.isPending) return;
    const key = keyRef.current ?? newIdempotencyKey();
    keyRef.current = key;
    setMessage(null);
    place.mutate(
      {
        key,
        payload: {
          gameCode,
          ...(chosenIssue ? { issue: chosenIssue } : {}),
          lines: toPlace.map((l) => toBetLine(l.type, l)),
        },
      },
      {
        onSuccess: (slip) => {
          keyRef.current = null;
          setLines([]);
          setPicks([]);
          setTyped('');
          setMessage({
            kind: 'ok',
            text: t('slip.placed', { issue: slip.issue, stake: formatAmount(slip.stake, i18n.language) }),
          });
        },
        onError: (error) => {
          if (!keepsIdempotencyKey(error)) keyRef.current = null;
          setMessage({
            kind: 'error',
            text: error instanceof ApiError && error.code === 'NETWORK_ERROR' ? t('slip.networkError') : error.message,
          });
        },
      },
    );
  };

  return (
    <form className="lottery-slip" data-testid="bet-slip" onSubmit={submit} noValidate>
      {periods.length > 1 ? (
        <label className="lottery-field">
          {/* Vietnamese markets open one period per station; a fast game may have the next draw open too. */}
          <span>{periods.some((p) => p.stationName) ? t('slip.station') : t('period.current')}</span>
          <select
            value={chosenIssue}
            onChange={(e) => {
              setIssue(e.target.value);
              changed();
            }}
            data-testid="slip-station"
          >
            {periods.map((p) => (
              <option key={p.issue} value={p.issue}>
                {p.stationName ?? t('period.issue', { issue: p.issue })}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <div className="lottery-types" role="radiogroup" aria-label={t('slip.betType')}>
        {betTypes.map((b) => (
          <button
            key={b.code}
            type="button"
            role="radio"
            aria-checked={b.code === type.code}
            className="lottery-chip"
            data-testid={`bet-type-${b.code}`}
            onClick={() => chooseType(b.code)}
          >
            {t(`betTypes.${b.code}`, { defaultValue: b.code })}
          </button>
        ))}
      </div>
      <p className="lottery-muted" data-testid="bet-type-help">
        {t('slip.typeHelp', {
          min: type.picks[0],
          max: type.picks[1],
          factor: type.stakeFactor,
          odds: typeof type.odds === 'number' ? type.odds : t('slip.table'),
        })}
      </p>
      {type.position !== 'none' ? (
        <label className="lottery-field">
          <span>{t('slip.position')}</span>
          <select
            value={position ?? ''}
            onChange={(e) => {
              setPosition(e.target.value === '' ? null : Number(e.target.value));
              changed();
            }}
            data-testid="slip-position"
          >
            <option value="">{type.position === 'optional' ? t('slip.sum') : t('slip.choosePosition')}</option>
            {POSITIONS.map((p) => (
              <option key={p} value={p}>
                {t('slip.ball', { n: p })}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {pool ? (
        <NumberPicker pool={pool} selected={picks} onToggle={togglePick} />
      ) : (
        <label className="lottery-field">
          <span>{t('slip.typePicks')}</span>
          <input
            value={typed}
            inputMode="numeric"
            placeholder="123 456"
            onChange={(e) => {
              setTyped(e.target.value);
              changed();
            }}
            data-testid="slip-typed-picks"
          />
        </label>
      )}
      <div className="lottery-slip__row">
        <label className="lottery-field">
          <span>{t('slip.unit', { min: formatAmount(type.minUnit, i18n.language) })}</span>
          <input
            value={unitText}
            inputMode="decimal"
            onChange={(e) => {
              setUnitText(e.target.value);
              changed();
            }}
            data-testid="slip-unit"
          />
        </label>
        <label className="lottery-field">
          <span>{t('slip.multiplier')}</span>
          <input
            value={multiplierText}
            inputMode="numeric"
            onChange={(e) => {
              setMultiplierText(e.target.value);
              changed();
            }}
            data-testid="slip-multiplier"
          />
        </label>
        <Button type="button" variant="ghost" size="sm" onClick={quickPick} data-testid="slip-quick-pick">
          {t('slip.quickPick')}
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={addLine} disabled={currentIssue !== null}>
          {t('slip.addLine')}
        </Button>
      </div>
      {currentIssue && currentIssue !== 'NO_PICKS' ? (
        <p className="lottery-error" role="alert" data-testid="slip-issue">
          {t(`slip.issues.${currentIssue}`, {
            min: type.picks[0],
            max: type.picks[1],
            minUnit: type.minUnit,
            maxUnit: type.maxUnit,
            maxMultiplier: type.maxMultiplier,
          })}
        </p>
      ) : null}
      {lines.length > 0 ? (
        <ul className="lottery-lines" data-testid="slip-lines">
          {lines.map((l, i) => (
            <li key={i}>
              <span>
                {t(`betTypes.${l.type.code}`, { defaultValue: l.type.code })}: {l.picks.join(' ')}
                {l.position !== null ? ` (${t('slip.ball', { n: l.position })})` : ''} · {l.unit} × {l.multiplier}
              </span>
              <button type="button" className="lottery-link" onClick={() => removeLine(i)}>
                {t('slip.remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="lottery-slip__total">
        <span>
          {t('slip.total')} <strong data-testid="slip-total">{formatAmount(total, i18n.language)}</strong>
        </span>
        <Button
          type="submit"
          variant="gold"
          disabled={signedIn && (toPlace.length === 0 || place.isPending)}
          data-testid="slip-place"
        >
          {signedIn ? t('slip.place') : t('slip.signInToBet')}
        </Button>
      </div>
      {message ? (
        <p className={message.kind === 'ok' ? 'lottery-ok' : 'lottery-error'} role="status" data-testid="slip-message">
          {message.text}
        </p>
      ) : null}
    </form>
  );
}
