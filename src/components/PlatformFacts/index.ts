/**
 * Tables of platform behaviour, rendered from the ledger (reference/platform-behaviour.yaml, read by
 * plugins/platform-behaviour): a fact has one home, and pages show it from there. Each row carries
 * `data-ledger-id` with its entry's id.
 */
export {default as FactList} from './FactList';
export {default as PermissionMatrix} from './PermissionMatrix';
export {default as PlatformErrorTable} from './PlatformErrorTable';
export {default as RateLimitTable} from './RateLimitTable';
export {default as RetentionTable} from './RetentionTable';
