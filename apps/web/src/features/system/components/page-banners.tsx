import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BANNER_AUTOPLAY_MS, type BannerGroup } from '@portal/shared/constants';
import type { Banner } from '@portal/shared/contracts/system';
import { useBanners } from '../api/get-banners';
import { BannerLink } from '../../../ui/banner-link';
import '../../../ui/banner-slide.css';
import './page-banners.css';

// Swiper stays out of the page chunks: it is fetched only when a group has several banners.
const loadCarousel = () => import('../../../ui/banner-carousel');
type CarouselComponent = Awaited<ReturnType<typeof loadCarousel>>['default'];

/** A banner click opens its link when it has a link type. */
function useOpenBanner() {
  const navigate = useNavigate();
  return (banner: Pick<Banner, 'linkageType' | 'linkUrl'>) => {
    if (!banner.linkUrl) return;
    if (banner.linkageType === 'INTERNAL') void navigate(banner.linkUrl);
    else if (banner.linkageType === 'EXTERNAL') window.open(banner.linkUrl, '_blank', 'noopener');
  };
}

/**
 * The banners of one page group: a carousel when there are several, the banner alone when one, and
 * nothing (or the given `empty` node) when the group has none.
 */
export function PageBanners({ group, empty = null }: { group: BannerGroup; empty?: ReactNode }) {
  const { t, i18n } = useTranslation('system');
  const { data: banners, isPending } = useBanners(group, i18n.language);
  const open = useOpenBanner();

  if (isPending) {
    return (
      <section className="page-banners" aria-busy="true" aria-label={t('banners.label')}>
        <div className="page-banners__pending">
          <div className="banner-slide page-banners__skeleton" data-testid="banner-skeleton" />
        </div>
      </section>
    );
  }
  if (!banners?.length) return empty;

  const first = banners[0]!;
  return (
    <section className="page-banners" aria-label={t('banners.label')} data-group={group}>
      {banners.length === 1 ? (
        <div className="page-banners__pending">
          <StaticBanner banner={first} onOpen={open} />
        </div>
      ) : (
        <Carousel banners={banners} onOpen={open} />
      )}
    </section>
  );
}

/**
 * The first banner is painted at once as a plain image (the page's largest paint). Swiper, whose
 * start costs the phone a second of main thread, comes only when it would first show a difference:
 * at its first turn (the autoplay delay after that image has loaded) or as soon as the player
 * reaches for the banner.
 */
function Carousel({ banners, onOpen }: { banners: Banner[]; onOpen(banner: Banner): void }) {
  const [painted, setPainted] = useState(false);
  // The loaded component itself, not a lazy one: the still banner stays mounted (and clickable)
  // until Swiper replaces it in one render.
  const [BannerCarousel, setBannerCarousel] = useState<CarouselComponent | null>(null);
  const asked = useRef(false);
  const want = () => {
    if (asked.current) return;
    asked.current = true;
    // A chunk that fails to load leaves the still banner, which works on its own.
    loadCarousel().then(
      (module) => setBannerCarousel(() => module.default),
      () => undefined,
    );
  };
  useEffect(() => {
    if (!painted) return;
    const timer = setTimeout(want, BANNER_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [painted]);
  if (BannerCarousel) return <BannerCarousel banners={banners} onOpen={onOpen} />;
  return (
    <div className="page-banners__pending" onPointerEnter={want} onTouchStart={want} onFocus={want}>
      <StaticBanner banner={banners[0]!} onOpen={onOpen} onSettled={() => setPainted(true)} />
    </div>
  );
}

function StaticBanner({
  banner,
  onOpen,
  onSettled,
}: {
  banner: Banner;
  onOpen(banner: Banner): void;
  onSettled?: () => void;
}) {
  const image = (
    <img
      className="banner-slide__image"
      src={banner.url}
      alt={banner.title}
      width={1200}
      height={400}
      decoding="async"
      fetchPriority="high"
      draggable={false}
      onLoad={onSettled}
      onError={onSettled}
    />
  );
  return (
    <BannerLink banner={banner} className="banner-slide" linkClassName="banner-slide--link" onOpen={onOpen}>
      {image}
    </BannerLink>
  );
}
