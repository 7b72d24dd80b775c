export { HeroEdit, HeroView, heroBlock, heroTranslationKeys, isHeroContent } from './hero';
export type { HeroContent } from './hero';
