import { Swiper, SwiperSlide } from 'swiper/react';
import { Autoplay, Pagination } from 'swiper/modules';
import { BANNER_AUTOPLAY_MS, type BannerLinkType } from '@portal/shared/constants';
import 'swiper/css';
import 'swiper/css/pagination';
import { useReducedMotion } from '../lib/reduced-motion';
import { BannerLink } from './banner-link';
import './banner-slide.css';
import './banner-carousel.css';

export interface CarouselBanner {
  bannerId: number;
  url: string;
  title: string;
  linkageType: BannerLinkType;
  linkUrl: string | null;
}

export interface BannerCarouselProps {
  banners: CarouselBanner[];
  onOpen(banner: CarouselBanner): void;
}

/**
 * Centred, one slide per view, with pagination; it loops when there is more than one banner, and
 * then moves on by itself unless the visitor asked the system for less motion (they turn it with
 * the dots or a swipe). Kept out of the entry chunk: Swiper is loaded on demand.
 */
export default function BannerCarousel({ banners, onOpen }: BannerCarouselProps) {
  const reducedMotion = useReducedMotion();
  const several = banners.length > 1;
  const moving = several && !reducedMotion;
  return (
    <Swiper
      className="banner-carousel"
      modules={[Pagination, Autoplay]}
      slidesPerView={1}
      centeredSlides
      spaceBetween={12}
      loop={several}
      autoplay={moving ? { delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
      pagination={several ? { clickable: true } : false}
      allowTouchMove={several}
    >
      {banners.map((banner, index) => (
        <SwiperSlide key={banner.bannerId}>
          <BannerSlide banner={banner} first={index === 0} onOpen={onOpen} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}

function BannerSlide({
  banner,
  first,
  onOpen,
}: {
  banner: CarouselBanner;
  first: boolean;
  onOpen(b: CarouselBanner): void;
}) {
  const image = (
    <img
      className="banner-slide__image"
      src={banner.url}
      alt={banner.title}
      width={1200}
      height={400}
      decoding="async"
      // The first banner is the largest paint of the page: fetched at once, never lazily.
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
      draggable={false}
    />
  );
  return (
    <BannerLink banner={banner} className="banner-slide" linkClassName="banner-slide--link" onOpen={onOpen}>
      {image}
    </BannerLink>
  );
}
