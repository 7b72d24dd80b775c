// The script of a document with islands (docs/decisions/0014-islands.md). It loads the islands
// after the first paint, so React and the islands' code never compete with the document and its
// stylesheet for the connection before the visitor sees the page. A hidden page paints nothing
// until shown, so it loads them at once.
const hydrate = () => void import('./islands/hydrate-islands');

if (document.visibilityState === 'visible') {
  requestAnimationFrame(() => setTimeout(hydrate, 0));
} else {
  hydrate();
}
