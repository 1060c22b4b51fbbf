import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { EmptyState } from '../../../ui/empty-state';
import { PvpIcon, UsersIcon } from '../../../ui/icons';
import { Spinner } from '../../../ui/spinner';
import { usePvpRooms, type PvpRoom } from '../api/get-pvp-rooms';
import { useMoneyFormat } from '../../../lib/currency';
import '../../../ui/patterns.css';

export interface PvpRoomsProps {
  token: string | null;
  /** One vendor's rooms (the lobby's vendor tab), or every PvP vendor's. */
  vassalage?: string;
  /** Vendor names by code, from the game menus. */
  vendorNames: ReadonlyMap<string, string>;
  launching: boolean;
  onNeedLogin(): void;
  onJoin(room: PvpRoom): void;
}

/**
 * The PvP lobby's rooms (GET /wps/game/pvp/rooms): name in the player's language, vendor, the
 * room's minimum bet and whether it is open; joining opens the vendor's game through the launch call.
 * The call needs a session, so a visitor is asked to sign in. Nothing shows when no vendor lists rooms.
 */
export function PvpRooms({ token, vassalage, vendorNames, launching, onNeedLogin, onJoin }: PvpRoomsProps) {
  const { t, i18n } = useTranslation('games');
  const rooms = usePvpRooms({ token, vassalage, language: i18n.language });
  const { major } = useMoneyFormat();

  const heading = (
    <h2 className="game-lobby__heading">
      <UsersIcon size={18} /> {t('pvp.title')}
    </h2>
  );

  if (!token) {
    return (
      <section className="pvp-rooms" aria-label={t('pvp.title')} data-testid="pvp-rooms" data-state="visitor">
        {heading}
        <div className="pvp-rooms__visitor">
          <p>{t('pvp.signIn')}</p>
          <Button variant="primary" size="sm" onClick={onNeedLogin} data-testid="pvp-rooms-login">
            {t('pvp.signInButton')}
          </Button>
        </div>
      </section>
    );
  }
  if (rooms.isPending) {
    return (
      <section className="pvp-rooms" aria-label={t('pvp.title')} aria-busy="true" data-testid="pvp-rooms">
        {heading}
        <div className="game-lobby__loading">
          <Spinner />
        </div>
      </section>
    );
  }
  if (rooms.isError) {
    return (
      <section className="pvp-rooms" aria-label={t('pvp.title')} data-testid="pvp-rooms" data-state="error">
        {heading}
        <EmptyState title={t('pvp.loadFailed')} description={rooms.error.message} />
      </section>
    );
  }
  if (rooms.data.length === 0) {
    return (
      <section className="pvp-rooms" aria-label={t('pvp.title')} data-testid="pvp-rooms" data-state="empty">
        {heading}
        <EmptyState icon={<PvpIcon size={40} />} title={t('pvp.empty')} description={t('pvp.emptyHint')} />
      </section>
    );
  }

  return (
    <section className="pvp-rooms" aria-label={t('pvp.title')} data-testid="pvp-rooms" data-state="list">
      {heading}
      <ul className="pvp-rooms__list plain-list">
        {rooms.data.map((room) => (
          <li
            key={`${room.vassalage}:${room.roomId}`}
            className="pvp-room surface-card"
            data-testid={`pvp-room-${room.roomId}`}
            data-available={room.available}
          >
            <div className="pvp-room__head">
              <h3 className="pvp-room__name">{room.name}</h3>
              <span className="pvp-room__status" data-open={room.available}>
                {room.available ? t('pvp.open') : t('pvp.closed')}
              </span>
            </div>
            <p className="pvp-room__vendor">{vendorNames.get(room.vassalage) ?? room.vassalage}</p>
            <div className="pvp-room__foot">
              <dl className="pvp-room__facts">
                <dt>{t('pvp.minBet')}</dt>
                <dd data-testid="pvp-room-stake">{major(room.minBet)}</dd>
              </dl>
              <Button
                variant={room.available ? 'primary' : 'secondary'}
                size="sm"
                disabled={!room.available || launching}
                onClick={() => onJoin(room)}
                data-testid="pvp-room-join"
              >
                {t('pvp.join')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
