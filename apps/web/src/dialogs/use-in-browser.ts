import { useEffect, useState } from 'react';
import { isBot } from '@plein/validation';

/**
 * True once the page runs in a person's browser: never on the server and never for bots, which
 * skip dialogs (spec section 5).
 */
export function useInBrowser(): boolean {
  const [inBrowser, setInBrowser] = useState(false);
  useEffect(() => setInBrowser(!isBot(navigator.userAgent)), []);
  return inBrowser;
}
