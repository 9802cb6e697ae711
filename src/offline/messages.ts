/** The messages between the pages and the service worker (src/offline/service-worker.ts). */
export const OFFLINE_MESSAGES = {
  /** Page → worker: save these sections (`all`: the whole site, with sections a new build adds). */
  save: 'jaqpot-offline-save',
  /** Page → worker: remove these saved sections (`all`: everything saved). */
  remove: 'jaqpot-offline-remove',
  /** Page → worker: keep these files, which the page loaded before the worker controlled it. */
  keep: 'jaqpot-offline-keep',
  /** Page → worker: what is saved? */
  ask: 'jaqpot-offline-ask',
  /** Worker → pages: the answer, also sent when saving or removing ends. */
  state: 'jaqpot-offline-state',
  /** Worker → pages: saving goes on. */
  progress: 'jaqpot-offline-progress',
  /** Worker → pages: saving stopped. */
  failed: 'jaqpot-offline-failed',
} as const;

/** What a save or a removal applies to: some sections by id, or the whole site. */
export type Selection = {all: true} | {all?: false; sections: string[]};

/** One section of the site (a top-level sidebar item), as the worker reports it. */
export type SectionState = {
  id: string;
  label: string;
  pages: number;
  /** Bytes of the files only this section's pages need, as a save downloads them. */
  bytes: number;
  /** Of those, the bytes not saved yet. */
  missing: number;
  /** The reader chose to save it (it may not be complete yet: a save that stopped). */
  chosen: boolean;
  /** Every file it needs (its own and the shared ones) is saved. */
  saved: boolean;
};

export type OfflineState = {
  sections: SectionState[];
  /** Files every section needs: scripts, styles, fonts, the search index, the not-found page. */
  shared: {bytes: number; missing: number};
  /** The reader chose the whole site (or installed it as an app): a new build's new sections come too. */
  all: boolean;
  /** Every file of the current build is saved. */
  siteSaved: boolean;
  /** A save or removal is under way. */
  busy: boolean;
  files: number;
};

export type WorkerMessage =
  | {type: typeof OFFLINE_MESSAGES.state; state: OfflineState}
  | {type: typeof OFFLINE_MESSAGES.progress; done: number; total: number}
  | {type: typeof OFFLINE_MESSAGES.failed; message: string};

/** Bytes a save of `sections` downloads now: their own missing files, and the shared ones once. */
export function bytesToSave(state: OfflineState, sections: readonly string[]): number {
  const chosen = state.sections.filter((section) => sections.includes(section.id));
  if (chosen.length === 0) return 0;
  return chosen.reduce((sum, section) => sum + section.missing, state.shared.missing);
}

/** `1.4 MB`, `320 KB`: sizes as the save control shows them (1 MB = 1,000,000 bytes, as browsers report storage). */
export function formatBytes(bytes: number): string {
  if (bytes <= 0) return '0 KB';
  if (bytes < 1_000_000) return `${Math.max(1, Math.round(bytes / 1000))} KB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}
