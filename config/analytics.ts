import type {Options as GtagOptions} from '@docusaurus/plugin-google-gtag';

/**
 * Google Analytics is opt-in: only a build that is given a measurement ID
 * loads gtag, so the default build makes no third-party request.
 */
export function gtagOptions(env: NodeJS.ProcessEnv = process.env): GtagOptions | undefined {
  const trackingID = env.JAQPOT_GTAG_ID?.trim();
  if (!trackingID) {
    return undefined;
  }
  return {trackingID, anonymizeIP: true};
}
