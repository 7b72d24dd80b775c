import type { i18n as I18n } from 'i18next';
import { preferredInterfaceLanguage } from '@plein/api-client';
import type { AppStore } from '@plein/state-store';
import { languageChanged } from '@plein/state-store';
import { loadAdminMessages } from './i18n';

/**
 * Switches a render to the signed-in user's own interface language (account preferences), once
 * the shell loaded the user: the choice is kept for the next visit, when the session's language
 * cookie is gone. The server calls it only when the visitor did not choose a language in this
 * session (`?lang=` or its cookie); a route that loaded the admin messages gets them again.
 *
 * @example
 * if (!request.languageChosen) await applyAccountLanguage(store, i18n);
 */
export async function applyAccountLanguage(store: AppStore, i18n: I18n): Promise<void> {
  const user = store.getState().user.applicationUser;
  const preferred = user ? preferredInterfaceLanguage(user.properties) : null;
  if (!preferred || preferred === i18n.language) return;
  const hadAdminMessages = i18n.hasResourceBundle(i18n.language, 'admin');
  await i18n.changeLanguage(preferred);
  if (hadAdminMessages) await loadAdminMessages(i18n);
  store.dispatch(languageChanged(preferred));
}
