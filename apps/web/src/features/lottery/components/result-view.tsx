import { useTranslation } from 'react-i18next';
import { LOTTERY_PRIZES } from '@portal/shared/constants';

type Result = Record<string, string[]>;

/** The drawn balls (keno, digit game) or the special prize (Vietnamese shape), as balls. */
export function ResultBalls({ result, testId }: { result: Result; testId?: string }) {
  const balls = result.balls ?? result.special ?? [];
  return (
    <span className="lottery-balls" data-testid={testId} data-result={balls.join(',')}>
      {balls.map((ball, i) => (
        <span key={`${i}-${ball}`} className="lottery-ball">
          {ball}
        </span>
      ))}
    </span>
  );
}

/** A Vietnamese result in its prize shape: one row per prize, special first. */
export function PrizeTable({ result, testId }: { result: Result; testId?: string }) {
  const { t } = useTranslation('lottery');
  const rows = LOTTERY_PRIZES.filter((prize) => result[prize]?.length);
  return (
    <table className="lottery-prizes" data-testid={testId}>
      <tbody>
        {rows.map((prize) => (
          <tr key={prize} data-prize={prize}>
            <th scope="row">{t(`prizes.${prize}`)}</th>
            <td>
              {result[prize]!.map((number, i) => (
                <span key={`${i}-${number}`} className={prize === 'special' ? 'lottery-prize--special' : undefined}>
                  {number}
                </span>
              ))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
