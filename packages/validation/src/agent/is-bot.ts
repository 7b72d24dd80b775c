import { isbot } from 'isbot';

/**
 * Whether a user agent belongs to a crawler, spider or other bot, by the pattern list of the
 * maintained `isbot` package. Bots skip web vitals, load-time logging and dialogs (spec section 5).
 * A missing user agent is not treated as a bot.
 *
 * @example
 * isBot('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'); // true
 * isBot(navigator.userAgent);
 */
export function isBot(userAgent: string | null | undefined): boolean {
  return isbot(userAgent ?? '');
}
