export { adminHeaderHeightHint, headerHeightHint, Logo } from './logo';
export type { HeaderHeightOptions, LogoProps } from './logo';
