/** Facts about the site that several config modules and tests share. */
export const siteUrl = 'https://jaqpot.org';
export const baseUrl = '/docs/';
export const repositoryUrl = 'https://github.com/ntua-unit-of-control-and-informatics/jaqpot-docs';
export const mainSiteUrl = 'https://jaqpot.org';
export const copyrightYear = 2025;
