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

/** The page's form token (masked), or null on a page kept for every visitor (the HTML cache). */
export function useFormToken(): string | null {
  return useContext(FormTokenContext);
}

/** The hidden XSRF field of a form the web server handles without JavaScript. */
export function FormTokenInput() {
  const token = useFormToken();
  return token ? <input type="hidden" name={formTokenField} value={token} /> : null;
}
