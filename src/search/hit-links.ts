/**
 * Where a search hit leads. Site hits become router paths (the theme's
 * `useSearchResultUrlProcessor`); hits that match the configured external-url
 * pattern, or that are absolute URLs on another origin, load directly.
 */

/** Only web URLs, site paths and anchors become links (an index could hold `javascript:`). */
export function safeHref(url: string): string {
  return /^(https?:\/\/|\/(?!\/)|#)/i.test(url) ? url : '#';
}

/** Whether the browser must navigate to the hit itself instead of the router. */
export function isExternalHit(url: string, externalUrlRegex?: string): boolean {
  if (externalUrlRegex && new RegExp(externalUrlRegex).test(url)) return true;
  return /^https?:\/\//i.test(url);
}

/** What a hit's navigation needs: the router's history, and the window for other sites and new tabs. */
export interface HitNavigation {
  push(url: string): void;
  replace(url: string): void;
  /** Whether the modal's own history entry is the current one: the hit's page then takes its place. */
  onModalEntry(): boolean;
  assign(url: string): void;
  open(url: string, target: string, features: string): {focus(): void} | null;
}

/**
 * DocSearch's navigator: Enter, Ctrl/Cmd+Enter and Shift+Enter on a hit, as the browser treats
 * those clicks on its link. The URL goes through `safeHref`, as the link's does: a hit whose URL
 * is not a web URL or a site path leads nowhere.
 */
export function hitNavigator(nav: HitNavigation, externalUrlRegex?: string) {
  const checked = (url: string) => (safeHref(url) === url ? url : undefined);
  return {
    navigate({itemUrl}: {itemUrl: string}) {
      const url = checked(itemUrl);
      if (!url) return;
      // Hits on other sites (externalUrlRegex) cannot go through the router.
      if (isExternalHit(url, externalUrlRegex)) nav.assign(url);
      else if (nav.onModalEntry()) nav.replace(url);
      else nav.push(url);
    },
    navigateNewTab({itemUrl}: {itemUrl: string}) {
      const url = checked(itemUrl);
      if (url) nav.open(url, '_blank', 'noopener')?.focus();
    },
    navigateNewWindow({itemUrl}: {itemUrl: string}) {
      const url = checked(itemUrl);
      if (url) nav.open(url, '_blank', 'noopener,popup');
    },
  };
}
