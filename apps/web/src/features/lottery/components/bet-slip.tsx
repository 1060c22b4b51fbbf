import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '../../../lib/currency';
import type { Period } from '@portal/shared/contracts/lottery';
import { Button } from '../../../ui/button';
import { keepsIdempotencyKey, minorOf, newIdempotencyKey } from '../../../lib/money-form';
import { usePlaceSlip } from '../api/lottery-api';
import {
  betCount,
  lineCostMinor,
  lineIssue,
  MAX_LINE_PICKS,
  parsePicks,
  pickPool,
  quickPickCount,
  quickPicks,
  selectAll,
  slipCostMinor,
  hundredPool,
  toBetLine,
  togglePick,
  type BetType,
} from '../lib/slip';
import { slipErrorText } from '../lib/slip-errors';
import { PickTools, PointValue } from './slip-parts';
import { NumberPicker } from './number-picker';
import { ThreeDigitPicker } from './three-digit-picker';
import { LotteryChips } from './lottery-chips';

interface Line {
  type: BetType;
  picks: string[];
  position: number | null;
  unit: number;
  multiplier: number;
}

const POSITIONS = [1, 2, 3, 4, 5];

/**
 * The bet slip: every bet type of the game's menu, its numbers grid (two digits, three digits a
 * hundred at a time, a digit, keno, a side), quick pick, select all and clear, the unit per point
 * with what a point costs and wins, lines added to the slip, the exact total in minor units, and
 * one placement for the whole slip. One Idempotency-Key per slip: kept after a lost answer (the
 * retry answers the first slip), new once the slip changes or was answered.
 */
export function BetSlip({
  gameCode,
  betTypes,
  periods,
  signedIn,
  onNeedLogin,
  initialType,
  initialIssue,
  decimals,
}: {
  initialType?: string;
  /** The period (a station's draw) chosen first, e.g. from the Vietnamese menu's station links. */
  initialIssue?: string;
  gameCode: string;
  betTypes: BetType[];
  periods: Period[];
  signedIn: boolean;
  onNeedLogin: () => void;
  /** The currency's decimals: the unit is read and the total computed in minor units. */
  decimals: number;
}) {
  const { t } = useTranslation('lottery');
  const { money: moneyText } = useMoneyFormat();
  const place = usePlaceSlip();
  const [typeCode, setTypeCode] = useState(
    betTypes.some((b) => b.code === initialType) ? initialType! : (betTypes[0]?.code ?? ''),
  );
  const type = betTypes.find((b) => b.code === typeCode) ?? betTypes[0];
  const [picks, setPicks] = useState<string[]>([]);
  const [hundred, setHundred] = useState(0);
  const [typed, setTyped] = useState('');
  const [position, setPosition] = useState<number | null>(null);
  const [unitText, setUnitText] = useState(() => String(type?.minUnit ?? 1));
  const [multiplierText, setMultiplierText] = useState('1');
  const [quickCount, setQuickCount] = useState(1);
  const [lines, setLines] = useState<Line[]>([]);
  const [issue, setIssue] = useState<string>(initialIssue ?? '');
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string; code?: string } | null>(null);
  const keyRef = useRef<string | null>(null);

  if (!type) return <p className="lottery-muted">{t('slip.noTypes')}</p>;
  // The currency's sign, as every other amount the player reads.
  const money = (minor: number) => moneyText(minor, decimals);
  const pool = pickPool(type.format);
  const typedPicks = parsePicks(type.format, typed);
  const current: Line = {
    type,
    picks,
    position,
    unit: Number(unitText.trim().replace(',', '.')),
    multiplier: Number(multiplierText),
  };
  const currentIssue = typedPicks.invalid.length > 0 ? 'INVALID_PICKS' : lineIssue(type, current, decimals);
  // The lines added, and the numbers chosen now when they make a valid line: what the total shows is placed.
  const toPlace = currentIssue === null ? [...lines, current] : lines;
  const totalMinor = slipCostMinor(toPlace, decimals);
  const bets = toPlace.reduce((sum, l) => sum + betCount(l.type, l.picks.length), 0);
  const chosenIssue = periods.some((p) => p.issue === issue) ? issue : (periods[0]?.issue ?? '');
  const name = (code: string) => t(`betTypes.${code}`, { defaultValue: code });

  const changed = () => {
    keyRef.current = null;
    setMessage(null);
  };
  const choosePicks = (next: string[]) => {
    setPicks(next);
    changed();
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
  const quickPick = () => {
    const chosen = quickPicks(type.format, quickPickCount(type, quickCount));
    // Three digits: the grid turns to the hundred of the first pick, so the player sees it chosen.
    if (type.format === 'num3' && chosen[0]) setHundred(Number(chosen[0][0]));
    choosePicks(chosen);
  };
  const addTyped = () => {
    if (typedPicks.invalid.length > 0 || typedPicks.picks.length === 0) return;
    choosePicks(selectAll(type, picks, typedPicks.picks));
    setTyped('');
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
            text: t('slip.placed', {
              issue: slip.issue,
              stake: money(minorOf(slip.stake, decimals)),
            }),
          });
        },
        onError: (error) => {
          if (!keepsIdempotencyKey(error)) keyRef.current = null;
          const code = (error as { code?: string }).code;
          setMessage({ kind: 'error', text: slipErrorText(error, t), code });
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
      <LotteryChips
        label={t('slip.betType')}
        options={betTypes.map((b) => b.code)}
        value={type.code}
        onChange={chooseType}
        text={name}
        testId={(code) => `bet-type-${code}`}
      />
      <p className="lottery-muted" data-testid="bet-type-help">
        {t(`slip.typeHelp_${type.perPick ? 'each' : type.picks[0] === type.picks[1] ? 'ticketExact' : 'ticket'}`, {
          min: type.picks[0],
          max: type.picks[1],
          rule: t(`slip.rules.${type.rule}`),
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
      <PickTools
        type={type}
        picks={picks}
        quickCount={quickCount}
        onQuickCount={setQuickCount}
        onQuickPick={quickPick}
        onSelectAll={() => choosePicks(selectAll(type, picks, pool ?? hundredPool(hundred)))}
        onClear={() => choosePicks([])}
      />
      {pool ? (
        <NumberPicker pool={pool} selected={picks} onToggle={(pick) => choosePicks(togglePick(type, picks, pick))} />
      ) : (
        <ThreeDigitPicker
          hundred={hundred}
          onHundred={setHundred}
          selected={picks}
          onToggle={(pick) => choosePicks(togglePick(type, picks, pick))}
          typed={typed}
          onTyped={setTyped}
          onAddTyped={addTyped}
        />
      )}
      <div className="lottery-slip__row">
        <label className="lottery-field">
          <span>{t('slip.unit', { min: money(minorOf(type.minUnit, decimals)) })}</span>
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
        <Button
          type="button"
          variant="secondary"
          size="sm"
          onClick={addLine}
          disabled={currentIssue !== null}
          data-testid="slip-add-line"
        >
          {t('slip.addLine')}
        </Button>
      </div>
      <PointValue type={type} unit={current.unit} decimals={decimals} />
      {currentIssue && currentIssue !== 'NO_PICKS' ? (
        <p className="lottery-error" role="alert" data-testid="slip-issue">
          {t(`slip.issues.${currentIssue}`, {
            min: type.picks[0],
            max: type.picks[1],
            maxPicks: MAX_LINE_PICKS,
            decimals,
            minUnit: type.minUnit,
            maxUnit: type.maxUnit,
            maxMultiplier: type.maxMultiplier,
          })}
        </p>
      ) : null}
      {lines.length > 0 ? (
        <ul className="lottery-lines" data-testid="slip-lines">
          {lines.map((l, i) => (
            <li key={i} data-testid="slip-line" data-type={l.type.code}>
              <span>
                {name(l.type.code)}: {l.picks.join(' ')}
                {l.position !== null ? ` (${t('slip.ball', { n: l.position })})` : ''} · {l.unit} × {l.multiplier}
                {' = '}
                <strong>{money(lineCostMinor(l.type, l, decimals) ?? 0)}</strong>
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
          {t('slip.total')}{' '}
          <strong data-testid="slip-total" data-minor={totalMinor}>
            {money(totalMinor)}
          </strong>{' '}
          <small className="lottery-muted" data-testid="slip-bet-count">
            {t('slip.betCount', { count: bets })}
          </small>
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
        <p
          className={message.kind === 'ok' ? 'lottery-ok' : 'lottery-error'}
          role="status"
          data-testid="slip-message"
          data-code={message.code}
        >
          {message.text}
        </p>
      ) : null}
    </form>
  );
}
