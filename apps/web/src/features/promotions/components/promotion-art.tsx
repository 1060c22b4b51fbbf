import { useState } from 'react';
import type { PromotionKind } from '@portal/shared/contracts/promotions';
import { GiftIcon } from '../../../ui/icons';

/**
 * A promotion's picture; without one (or when it fails to load) a drawing of CSS gradients in the
 * kind's colours, so a card never shows a broken image.
 */
export function PromotionArt({
  imageUrl,
  kind,
  title,
  large = false,
}: {
  imageUrl: string | null;
  kind: PromotionKind;
  title: string;
  large?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const className = large ? 'promo-art promo-art--large' : 'promo-art';
  if (imageUrl && !failed) {
    return (
      <div className={className}>
        <img
          className="promo-art__image"
          src={imageUrl}
          alt={title}
          loading={large ? 'eager' : 'lazy'}
          decoding="async"
          onError={() => setFailed(true)}
        />
      </div>
    );
  }
  return (
    <div className={`${className} promo-art--drawn`} data-kind={kind} aria-hidden="true" data-testid="promo-art-drawn">
      <span className="promo-art__ring" />
      <span className="promo-art__ring promo-art__ring--small" />
      <GiftIcon className="promo-art__icon" size={large ? 72 : 48} />
    </div>
  );
}
