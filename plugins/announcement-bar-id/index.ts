import type {LoadContext, Plugin} from '@docusaurus/types';

const dismissKey = 'docusaurus.announcement.dismiss';
const idKey = 'docusaurus.announcement.id';

/**
 * A JavaScript string literal that is safe inside an HTML `<script>`: `<` is escaped, so no value
 * can write `</script>` or `<!--`, and the line separators JSON allows are escaped for old engines.
 */
function scriptString(value: string): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The theme's pre-hydration script hides the bar when the dismissal flag is stored,
 * without looking at which announcement was dismissed: a reader who closed an older
 * bar would not see a new one until the next page load. This script runs after the
 * theme's and shows the bar again when the stored id is not the current one.
 */
export function announcementIdScript(id: string): string {
  return `(function(){try{var s=localStorage;if(s.getItem(${scriptString(idKey)})!==${scriptString(id)}&&s.getItem(${scriptString(dismissKey)})==='true'){document.documentElement.setAttribute('data-announcement-bar-initially-dismissed','false')}}catch(e){}})();`;
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
