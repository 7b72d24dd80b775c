/** The built client files a page links to (from Vite's manifest, or the dev server). */
export interface ClientAssets {
  /** Module scripts to bootstrap the single-page app, in order. */
  scripts: string[];
  /** Module scripts of a document with islands (a public page for a visitor), in order. */
  islandScripts: string[];
  /** Stylesheets, in order. */
  styles: string[];
}
