import { lookUpMessage } from '../block-services/block-services';
import { blockMessages } from '../core-blocks/block-messages';

/** The Dutch texts of blockMessages as a `t` for Edit components in tests and stories. */
export const dutch = (key: string): string => lookUpMessage(blockMessages.nl, key);

/** The English texts of blockMessages. */
export const english = (key: string): string => lookUpMessage(blockMessages.en, key);
