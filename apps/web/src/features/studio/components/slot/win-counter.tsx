import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../../ui/money-text';

/** An amount that counts up to its new value (ease-out) instead of jumping; exact when it lands. */
export function useCountUp(target: number, durationMs: number, animate: boolean): number {
  const [shown, setShown] = useState(target);
  const from = useRef(target);
  useEffect(() => {
    if (!animate || typeof requestAnimationFrame === 'undefined' || target <= from.current) {
      from.current = target;
      setShown(target);
      return;
    }
    const start = from.current;
    let began: number | null = null;
    let frame = requestAnimationFrame(function step(now) {
      began ??= now;
      const progress = Math.min(1, (now - began) / durationMs);
      const eased = 1 - (1 - progress) ** 3;
      setShown(progress === 1 ? target : Math.floor(start + (target - start) * eased));
      if (progress < 1) frame = requestAnimationFrame(step);
      else from.current = target;
    });
    return () => {
      cancelAnimationFrame(frame);
      from.current = target;
    };
  }, [target, durationMs, animate]);
  return shown;
}

/** The win panel under the reels: the win so far, counting up; free spins left while they play. */
export function WinCounter({
  minor,
  decimals,
  animate,
  turbo,
  freeSpin,
}: {
  minor: number;
  decimals: number;
  animate: boolean;
  turbo: boolean;
  freeSpin: { at: number; of: number; multiplier: number } | null;
}) {
  const { t } = useTranslation('studio');
  const shown = useCountUp(minor, turbo ? 250 : 700, animate);
  return (
    <div className="slot-meter" aria-live="polite">
      {freeSpin && (
        <span className="slot-meter__free" data-testid="slot-free-spin">
          {t('slot.freeSpinOf', { at: freeSpin.at, of: freeSpin.of, multiplier: freeSpin.multiplier })}
        </span>
      )}
      <span
        className="slot-meter__win"
        data-testid="slot-win"
        data-minor={minor}
        aria-hidden={shown !== minor || undefined}
      >
        {t('win')}: <MoneyText minor={shown} decimals={decimals} />
      </span>
    </div>
  );
}

/** The big-win celebration over the reels: counts up from zero, coins falling; a tap ends it. */
export function BigWin({
  tier,
  minor,
  decimals,
  animate,
  onClose,
}: {
  tier: 'big' | 'mega';
  minor: number;
  decimals: number;
  animate: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('studio');
  const [target, setTarget] = useState(0);
  useEffect(() => setTarget(minor), [minor]);
  const shown = useCountUp(target, 2200, animate);
  useEffect(() => {
    const timer = setTimeout(onClose, animate ? 3600 : 1500);
    return () => clearTimeout(timer);
  }, [animate, onClose]);
  return (
    <button
      type="button"
      className={`slot-bigwin slot-bigwin--${tier}`}
      onClick={onClose}
      data-testid="slot-bigwin"
      aria-label={t(`slot.${tier}Win`)}
    >
      {animate && (
        <span className="slot-bigwin__coins" aria-hidden="true">
          {Array.from({ length: 14 }, (_, i) => (
            <i key={i} style={{ left: `${(i * 53) % 100}%`, animationDelay: `${(i * 170) % 900}ms` }} />
          ))}
        </span>
      )}
      <strong>{t(`slot.${tier}Win`)}</strong>
      <MoneyText minor={shown} decimals={decimals} />
    </button>
  );
}
