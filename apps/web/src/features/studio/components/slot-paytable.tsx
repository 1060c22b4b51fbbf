import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import clsx from 'clsx';
import { STUDIO_SLOT_SYMBOLS } from '@portal/shared/contracts/studio';
import {
  SLOT_FREE_SPINS,
  SLOT_LINE_PAYS,
  SLOT_PAYLINES,
  SLOT_SCATTER_PAYS,
} from '@portal/shared/contracts/studio-slot-rules';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { MoneyText } from '../../../ui/money-text';
import { SlotSymbol } from './slot/slot-symbol';

const WILD = STUDIO_SLOT_SYMBOLS[0];
const SCATTER = STUDIO_SLOT_SYMBOLS[1];
const LINES = SLOT_PAYLINES.length;

/** One payline as a 5 × 3 grid with its row on each reel marked. */
function PaylineMap({ rows, number }: { rows: readonly number[]; number: number }) {
  const { t } = useTranslation('studio');
  return (
    <figure className="studio-payline" data-testid="paytable-line">
      <div className="studio-payline__grid" aria-hidden="true">
        {[0, 1, 2].map((row) =>
          rows.map((lineRow, reel) => (
            <span key={`${reel}-${row}`} className={clsx(lineRow === row && 'studio-payline__on')} />
          )),
        )}
      </div>
      <figcaption>{t('paytable.line', { number })}</figcaption>
    </figure>
  );
}

/**
 * The slot's paytable and rules, drawn from the tables the engine plays by (shared
 * contracts/studio-slot-rules.ts), with each pay also as money at the chosen stake.
 */
export function SlotPaytable({ stakeMinor, decimals }: { stakeMinor: number | null; decimals: number }) {
  const { t } = useTranslation('studio');
  const [open, setOpen] = useState(false);
  const symbolName = (name: (typeof STUDIO_SLOT_SYMBOLS)[number]) => t(`symbols.${name}`);
  const paying = STUDIO_SLOT_SYMBOLS.map((name, index) => ({ name, pays: SLOT_LINE_PAYS[index]! })).filter(
    ({ name }) => name !== SCATTER,
  );
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)} data-testid="slot-paytable-open">
        {t('paytable.open')}
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('paytable.title')} size="lg" testId="slot-paytable">
        <div className="studio-paytable">
          <p className="studio-muted">
            {t('paytable.lineBet', { lines: LINES })}
            {stakeMinor !== null && (
              <>
                {' '}
                {t('paytable.amountsAt')} <MoneyText minor={stakeMinor} decimals={decimals} />.
              </>
            )}
          </p>
          <table className="studio-paytable__table" data-testid="paytable-pays">
            <thead>
              <tr>
                <th scope="col">{t('paytable.symbol')}</th>
                {[3, 4, 5].map((count) => (
                  <th scope="col" key={count}>
                    {t('paytable.inARow', { count })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {paying.map(({ name, pays }) => (
                <tr key={name} data-symbol={name}>
                  <th scope="row">
                    <span className="studio-paytable__symbol">
                      <SlotSymbol symbol={STUDIO_SLOT_SYMBOLS.indexOf(name)} decorative />
                    </span>
                    {symbolName(name)}
                  </th>
                  {pays.map((pay, i) => (
                    <td key={i}>
                      {`×${pay}`}
                      {stakeMinor !== null && (
                        <span className="studio-muted">
                          {' '}
                          <MoneyText minor={Math.floor((stakeMinor * pay) / LINES)} decimals={decimals} />
                        </span>
                      )}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <p>{t('paytable.wild', { wild: symbolName(WILD), scatter: symbolName(SCATTER) })}</p>
          <p data-testid="paytable-scatter">
            {t('paytable.scatter', {
              scatter: symbolName(SCATTER),
              three: SLOT_SCATTER_PAYS[3],
              four: SLOT_SCATTER_PAYS[4],
              five: SLOT_SCATTER_PAYS[5],
            })}
          </p>
          <p>{t('paytable.freeSpins', { ...SLOT_FREE_SPINS, scatter: symbolName(SCATTER) })}</p>
          <p>{t('paytable.rules')}</p>
          <h3>{t('paytable.lines', { count: LINES })}</h3>
          <div className="studio-paylines">
            {SLOT_PAYLINES.map((rows, i) => (
              <PaylineMap key={i} rows={rows} number={i + 1} />
            ))}
          </div>
        </div>
      </Modal>
    </>
  );
}
