/**
 * Options of docusaurus-theme-redoc for the API reference: the brand primary #4F46E5 in light
 * mode and a lighter indigo in dark mode, where #4F46E5 on the dark background is too dim to read.
 */
export const redocThemeOptions = {
  primaryColor: '#4F46E5',
  primaryColorDark: '#A5B4FC',
  options: {
    scrollYOffset: 'nav.navbar',
    // The page offers its own download link next to the reference.
    hideDownloadButton: true,
    expandResponses: '',
    jsonSampleExpandLevel: 2,
    // The site's own search covers every operation; Redoc's would build a second index in a worker.
    disableSearch: true,
    // The page's own button opens the folded menu (src/components/ApiReference/MenuToggle.tsx).
    hideFab: true,
  },
};
