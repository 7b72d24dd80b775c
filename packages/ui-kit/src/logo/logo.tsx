import { defaultLogoHeight, defaultLogoPadding } from '@plein/validation';
import type { CSSProperties } from 'react';
import { useLinkComponent } from '../link/link-component';
import type { LinkComponent } from '../link/link-component';
import './logo.css';

/**
 * Props of {@link Logo}. Optional props also take `undefined`, so a setting that may be missing
 * can be passed as it is under `exactOptionalPropertyTypes`.
 */
export interface LogoProps {
  /** The platform name: the image's alt text, or the text shown when there is no image. */
  platformName: string;
  /** URL of the logo image; without it the platform name is shown as text. */
  src?: string | null | undefined;
  /** Link target, normally the home page; without it the logo is not a link. */
  href?: string | undefined;
  /** Accessible name of the link when it should say more than the name, e.g. "Plein, home". */
  linkLabel?: string | undefined;
  /** Image height in px; defaults to 72. */
  height?: number | undefined;
  /** Padding around the logo in px; defaults to 8. */
  padding?: number | undefined;
  /** Render the link with this component instead of the provider's. */
  linkComponent?: LinkComponent | undefined;
  className?: string | undefined;
}

/**
 * The site logo in the header: the tenant's logo image or, without one, the platform name.
 *
 * @example
 * <Logo platformName={settings.platformName} src={logoUrl} href="/" height={settings.headerLogoHeight} />
 */
export function Logo({
  platformName,
  src,
  href,
  linkLabel,
  height = defaultLogoHeight,
  padding = defaultLogoPadding,
  linkComponent,
  className,
}: LogoProps) {
  const LinkTag = useLinkComponent(linkComponent);
  const style = {
    '--plein-logo-height': `${height}px`,
    '--plein-logo-padding': `${padding}px`,
  } as CSSProperties;
  const content = src ? (
    <img className="plein-logo__image" src={src} alt={platformName} height={height} />
  ) : (
    <span className="plein-logo__text">{platformName}</span>
  );
  const classes = ['plein-logo', className].filter(Boolean).join(' ');
  if (!href) {
    return (
      <div className={classes} style={style}>
        {content}
      </div>
    );
  }
  return (
    <LinkTag
      href={href}
      aria-label={linkLabel}
      className={`${classes} plein-logo--link`}
      style={style}
    >
      {content}
    </LinkTag>
  );
}

/** Input of {@link headerHeightHint}. */
export interface HeaderHeightOptions {
  logoHeight?: number;
  logoPadding?: number;
  /** Mobile header (below the 1024 breakpoint). */
  mobile?: boolean;
}

/**
 * The expected header height in px before it has rendered (spec section 9): on mobile the logo
 * height plus 16; on desktop 48 for the main menu plus the larger of logo height plus twice the
 * padding, or 56.
 *
 * @example
 * headerHeightHint({ logoHeight: 72, logoPadding: 8 }); // 48 + max(88, 56) = 136
 * headerHeightHint({ mobile: true }); // 88
 */
export function headerHeightHint({
  logoHeight = defaultLogoHeight,
  logoPadding = defaultLogoPadding,
  mobile = false,
}: HeaderHeightOptions = {}): number {
  if (mobile) return logoHeight + 16;
  return 48 + Math.max(logoHeight + 2 * logoPadding, 56);
}

/** Height of the admin header in px (spec section 9). */
export const adminHeaderHeightHint = 48;
