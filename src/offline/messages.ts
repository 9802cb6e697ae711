/** The messages between the pages and the service worker (src/offline/service-worker.ts). */
export const OFFLINE_MESSAGES = {
  /** Page → worker: save the whole site. */
  saveSite: 'jaqpot-offline-save-site',
  /** Page → worker: keep these files, which the page loaded before the worker controlled it. */
  keep: 'jaqpot-offline-keep',
  /** Page → worker: what is saved? */
  ask: 'jaqpot-offline-ask',
  /** Worker → pages: the answer, also sent when saving ends. */
  state: 'jaqpot-offline-state',
  /** Worker → pages: saving goes on. */
  progress: 'jaqpot-offline-progress',
  /** Worker → pages: saving stopped. */
  failed: 'jaqpot-offline-failed',
} as const;

export type OfflineState = {
  /** The reader asked for the whole site (or installed it as an app). */
  siteMode: boolean;
  /** Every file of the current build is saved. */
  siteSaved: boolean;
  files: number;
};

export type WorkerMessage =
  | {type: typeof OFFLINE_MESSAGES.state; state: OfflineState}
  | {type: typeof OFFLINE_MESSAGES.progress; done: number; total: number}
  | {type: typeof OFFLINE_MESSAGES.failed; message: string};
