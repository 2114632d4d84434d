/**
 * A lazily loaded module's stylesheet, added to the page the first time the module loads (once, by its id). The app
 * builds one stylesheet for every page, so a library's styles that only one lazy screen needs (charts, the rich-text
 * editor) come inline with its code instead.
 */
export function addInlineStyles(id: string, css: string): void {
  if (typeof document === 'undefined' || document.getElementById(id)) return;
  const style = document.createElement('style');
  style.id = id;
  style.textContent = css;
  document.head.append(style);
}
