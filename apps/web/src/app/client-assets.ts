/** The built client files a page links to (from Vite's manifest, or the dev server). */
export interface ClientAssets {
  /** Module scripts to bootstrap, in order. */
  scripts: string[];
  /** Stylesheets, in order. */
  styles: string[];
}
