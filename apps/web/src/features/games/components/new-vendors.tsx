import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GameMenu, LobbyCategory } from '@portal/shared/contracts/games';
import { useNewVendors } from '../api/get-new-vendors';
import '../../../ui/patterns.css';

/**
 * The e-game lobby's "new vendor" strip (spec: E-game calls): the vendors the operator tagged new,
 * from GET /lgw/games/new-vendors. A vendor of this lobby opens its tab; one of another category
 * opens that category's lobby on its tab. A vendor with no card in any category is left out (there
 * is nowhere to open it).
 */
export function NewVendors({
  category,
  menus,
  onSelect,
}: {
  category: LobbyCategory;
  menus: readonly GameMenu[] | undefined;
  onSelect: (vassalage: string) => void;
}) {
  const { t } = useTranslation('games');
  const titleId = useId();
  const vendors = useNewVendors();
  const entries = (vendors.data ?? []).flatMap((vendor) => {
    const home = menus?.find((menu) => menu.cards.some((card) => card.vassalage === vendor.vassalage));
    return home ? [{ ...vendor, category: home.gameCategory }] : [];
  });
  if (entries.length === 0) return null;

  return (
    <section className="new-vendors" aria-labelledby={titleId} data-testid="new-vendors">
      <h2 id={titleId} className="game-lobby__heading">
        {t('newVendors')}
      </h2>
      <ul className="new-vendors__list plain-list">
        {entries.map((vendor) => {
          const content = (
            <>
              {vendor.smallIcon ? (
                <img className="new-vendors__icon" src={vendor.smallIcon} alt="" width={28} height={28} />
              ) : null}
              <span className="new-vendors__name">{vendor.name}</span>
              <span className="game-lobby__new">{t('newVendor')}</span>
            </>
          );
          const testId = `new-vendor-${vendor.vassalage}`;
          return (
            <li key={vendor.vassalage}>
              {vendor.category === category ? (
                <button
                  type="button"
                  className="new-vendors__item"
                  data-testid={testId}
                  onClick={() => onSelect(vendor.vassalage)}
                >
                  {content}
                </button>
              ) : (
                <Link
                  className="new-vendors__item"
                  data-testid={testId}
                  to={`/${vendor.category.toLowerCase()}?vendor=${encodeURIComponent(vendor.vassalage)}`}
                >
                  {content}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
