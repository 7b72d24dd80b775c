import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { formTokenField } from './form-outcome';

// The server renders the token (masked, see server/form-token.ts) and embeds it for hydration, so
// the browser renders the same hidden field: no hydration mismatch.
const FormTokenContext = createContext<string | null>(null);

/** Makes the page's form token available to {@link FormTokenInput}. */
export function FormTokenProvider({
  token,
  children,
}: {
  token: string | null;
  children: ReactNode;
}) {
  return <FormTokenContext.Provider value={token}>{children}</FormTokenContext.Provider>;
}

/** The hidden XSRF field of a form the web server handles without JavaScript. */
export function FormTokenInput() {
  const token = useContext(FormTokenContext);
  return token ? <input type="hidden" name={formTokenField} value={token} /> : null;
}
