/**
 * Navigation for code outside React (the API client's 'Unauthenticated.' handling). main.tsx connects the
 * router; before that (and in tests) a plain page load is used, to the address in the page's language (the router
 * keeps its own by its basename).
 */
import { inPageLanguage } from './language-links';
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigate: Navigate = (to) => window.location.assign(inPageLanguage(to));

export function connectNavigation(next: Navigate): void {
  navigate = next;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  navigate(to, options);
}
