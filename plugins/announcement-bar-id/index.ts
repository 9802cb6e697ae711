import type {LoadContext, Plugin} from '@docusaurus/types';

const dismissKey = 'docusaurus.announcement.dismiss';
const idKey = 'docusaurus.announcement.id';

/**
 * The theme's pre-hydration script hides the bar when the dismissal flag is stored,
 * without looking at which announcement was dismissed: a reader who closed an older
 * bar would not see a new one until the next page load. This script runs after the
 * theme's and shows the bar again when the stored id is not the current one.
 */
export function announcementIdScript(id: string): string {
  return `(function(){try{var s=localStorage;if(s.getItem(${JSON.stringify(idKey)})!==${JSON.stringify(id)}&&s.getItem(${JSON.stringify(dismissKey)})==='true'){document.documentElement.setAttribute('data-announcement-bar-initially-dismissed','false')}}catch(e){}})();`;
}

export default function announcementBarIdPlugin(context: LoadContext): Plugin {
  const bar = (context.siteConfig.themeConfig as {announcementBar?: {id?: string}}).announcementBar;
  return {
    name: 'announcement-bar-id',
    injectHtmlTags() {
      if (!bar?.id) {
        return {};
      }
      return {preBodyTags: [{tagName: 'script', innerHTML: announcementIdScript(bar.id)}]};
    },
  };
}
