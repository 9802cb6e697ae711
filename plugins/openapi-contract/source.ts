/**
 * Where the API reference reads its OpenAPI document: the URL in JAQPOT_OPENAPI_URL when it is set
 * at build time and answers with a parseable OpenAPI object, else the contract in the repository.
 */
import {readFileSync} from 'node:fs';
import YAML from 'yaml';

export interface ContractSource {
  /** The document as text (YAML or JSON), served as the download. */
  text: string;
  spec: Record<string, unknown>;
  /** `local` or the remote URL the document came from. */
  origin: string;
}

type Fetch = (url: string, init: {signal: AbortSignal}) => Promise<{ok: boolean; status: number; text(): Promise<string>}>;

function parse(text: string, where: string): Record<string, unknown> {
  const spec = YAML.parse(text) as unknown;
  if (!spec || typeof spec !== 'object' || Array.isArray(spec) || !('openapi' in spec) || !('paths' in spec)) {
    throw new Error(`${where} is not an OpenAPI document (no "openapi" and "paths" keys)`);
  }
  return spec as Record<string, unknown>;
}

export async function loadContractSource(options: {
  localFile: string;
  remoteUrl?: string;
  fetchImpl?: Fetch;
  timeoutMs?: number;
  warn?: (message: string) => void;
}): Promise<ContractSource> {
  const {localFile, remoteUrl, fetchImpl = fetch as unknown as Fetch, timeoutMs = 15000, warn = console.warn} = options;
  if (remoteUrl) {
    try {
      const response = await fetchImpl(remoteUrl, {signal: AbortSignal.timeout(timeoutMs)});
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const text = await response.text();
      return {text, spec: parse(text, remoteUrl), origin: remoteUrl};
    } catch (error) {
      warn(
        `[openapi-contract] Could not load the OpenAPI document from JAQPOT_OPENAPI_URL=${remoteUrl} ` +
          `(${(error as Error).message}); falling back to ${localFile}.`,
      );
    }
  }
  const text = readFileSync(localFile, 'utf8');
  return {text, spec: parse(text, localFile), origin: 'local'};
}
