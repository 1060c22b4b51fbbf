import type { ReactNode } from 'react';
import type { BannerLinkType } from '@portal/shared/constants';

/** What a banner's link needs to know of it. */
export interface LinkedBanner {
  linkageType: BannerLinkType;
  linkUrl: string | null;
}

/**
 * A banner's image, as a link when the banner has one (opened by `onOpen`, so the app picks the
 * route, the tab or the modal), else as a plain box. Outside the carousel's chunk: the static
 * first banner uses it before Swiper loads.
 */
export function BannerLink<B extends LinkedBanner>({
  banner,
  className,
  linkClassName,
  onOpen,
  children,
}: {
  banner: B;
  className: string;
  /** Added to `className` when the banner is a link. */
  linkClassName: string;
  onOpen(banner: B): void;
  children: ReactNode;
}) {
  if (banner.linkageType === 'NONE' || !banner.linkUrl) {
    return (
      <div className={className} data-testid="banner" data-link-type={banner.linkageType}>
        {children}
      </div>
    );
  }
  return (
    <a
      className={`${className} ${linkClassName}`}
      href={banner.linkUrl}
      target={banner.linkageType === 'EXTERNAL' ? '_blank' : undefined}
      rel={banner.linkageType === 'EXTERNAL' ? 'noopener noreferrer' : undefined}
      data-testid="banner"
      data-link-type={banner.linkageType}
      onClick={(event) => {
        event.preventDefault();
        onOpen(banner);
      }}
    >
      {children}
    </a>
  );
}
