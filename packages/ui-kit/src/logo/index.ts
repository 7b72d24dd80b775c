export {
  adminHeaderHeightHint,
  defaultLogoHeight,
  defaultLogoPadding,
  headerHeightHint,
  Logo,
} from './logo';
export type { HeaderHeightOptions, LogoProps } from './logo';
