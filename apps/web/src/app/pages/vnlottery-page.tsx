import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LotteryGame } from '../../features/lottery/components/lottery-game';
import { VnGameList } from '../../features/lottery/components/vn-game-menu';
import { VnRecentStrip } from '../../features/lottery/components/vn-recent';
import { useSessionStore } from '../stores/session-store';
import { useShellActions } from '../layout/shell-actions';
import { CategoryArt } from './parts/category-art';
import { PageHeading, PageSection } from './parts/page-heading';
import { BallIcon, CalendarIcon } from '../../ui/icons';
import './parts/page.css';
import './vnlottery-page.css';

const VIETNAM_TIME_ZONE = 'Asia/Ho_Chi_Minh';
/** Vietnam keeps UTC+7 all year, so a draw's wall-clock time maps to one instant each day. */
const VIETNAM_UTC_OFFSET_HOURS = 7;

/** The daily draws of the three regions, in draw order. */
const draws = [
  { code: 'XSMN', region: 'south', hour: 16, minute: 15 },
  { code: 'XSMT', region: 'central', hour: 17, minute: 15 },
  { code: 'XSMB', region: 'north', hour: 18, minute: 15 },
] as const;

function drawInstant(hour: number, minute: number, now = new Date()): Date {
  return new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour - VIETNAM_UTC_OFFSET_HOURS, minute),
  );
}

/**
 * /vnlottery?gameCode=&station=: the member's recent Vietnamese games, the Vietnamese markets (the
 * day's stations), one market's slip (on the station asked) and results in prize shape.
 */
export default function VnLotteryPage() {
  const { t, i18n } = useTranslation('pages');
  const [search] = useSearchParams();
  const gameCode = search.get('gameCode') ?? '';
  const stationCode = search.get('station') ?? undefined;
  const token = useSessionStore((s) => s.token);
  const username = useSessionStore((s) => s.username);
  const actions = useShellActions();
  const vietnam = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short', timeZone: VIETNAM_TIME_ZONE });
  const local = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' });

  return (
    <main className="page" data-testid="page-vnlottery" data-game-code={gameCode || undefined}>
      <PageHeading
        icon={<CategoryArt category="elott" size={36} />}
        title={t('vnlottery.title')}
        subtitle={t('vnlottery.subtitle')}
      />
      {token ? <VnRecentStrip token={token} /> : null}
      <PageSection title={t('vnlottery.schedule')} icon={<CalendarIcon />} testId="vnlottery-schedule">
        <ul className="vn-schedule">
          {draws.map((draw) => {
            const at = drawInstant(draw.hour, draw.minute);
            const there = vietnam.format(at);
            const here = local.format(at);
            return (
              <li key={draw.code} className="vn-schedule__item page-card" data-code={draw.code}>
                <span className="vn-schedule__code">{draw.code}</span>
                <span className="vn-schedule__region">{t(`vnlottery.regions.${draw.region}`)}</span>
                <span className="vn-schedule__time">
                  <strong>{there}</strong> <small>{t('vnlottery.vietnamTime')}</small>
                </span>
                {here !== there ? (
                  <span className="vn-schedule__local">{t('vnlottery.yourTime', { time: here })}</span>
                ) : null}
              </li>
            );
          })}
        </ul>
      </PageSection>
      {gameCode ? (
        <LotteryGame
          key={gameCode}
          gameCode={gameCode}
          live={false}
          stationCode={stationCode}
          token={token}
          username={username}
          onNeedLogin={actions.openLogin}
        />
      ) : null}
      <PageSection title={t('elott.games')} icon={<BallIcon />}>
        {/* The list's stream carries the open game's events too: one EventSource on the page. */}
        <VnGameList
          token={token}
          username={username}
          alsoHear={gameCode ? [gameCode] : []}
          active={gameCode ? { gameCode, stationCode } : undefined}
        />
      </PageSection>
    </main>
  );
}
