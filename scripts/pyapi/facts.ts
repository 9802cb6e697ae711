/**
 * The Python facts files: reference/jaqpotpy-api.json (jaqpotpy) and the Python SDK's part of
 * reference/jaqpot-sdks.json, which describe modules the same way. The one schema of both, read
 * by the reference generator and by the tests of the pages' samples.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

import type {PyStatus} from '../../src/components/PyApi/types';

export interface FactsParam {
  name: string;
  kind: 'positional_only' | 'positional_or_keyword' | 'keyword_only';
  annotation?: string;
  default?: string;
}

export interface FactsCallable {
  name: string;
  params: FactsParam[];
  vararg: string | null;
  kwarg: string | null;
  returns?: string;
  decorators?: string[];
}

export interface FactsClass {
  name: string;
  bases: string[];
  /** Set on classes folded into a package entry (jaqpotpy.api.openapi.models). */
  module?: string;
  init_defined?: boolean;
  methods?: FactsCallable[];
  properties?: string[];
  settable_properties?: string[];
  class_attributes?: string[];
  /** Public names its methods assign as `self.NAME` (scripts/pyapi/instance_attributes.py). */
  instance_attributes?: string[];
  enum_members?: string[];
  fields?: {name: string; alias?: string; required: boolean}[];
  special_methods?: string[];
}

export interface FactsModule {
  status: PyStatus;
  is_package: boolean;
  source: string;
  path: string;
  classes: FactsClass[];
  functions: FactsCallable[];
  constants: string[];
  exports: string[];
  export_origins?: Record<string, string>;
  imported_names?: Record<string, string>;
}

export interface FactsLegacySource {
  first_tag_with: string;
  last_tag_with: string;
  removed_in: string;
  tag: string;
}

export interface Facts {
  package: string;
  head_commit_short: string;
  head_describe: string;
  legacy_sources: Record<string, FactsLegacySource>;
  modules: Record<string, FactsModule>;
  /** Free-text notes; one records the platform enums' values (see tests/content/facts.ts). */
  notes: string[];
}

/** The part of reference/jaqpot-sdks.json this schema covers: the Python SDK's modules. */
export interface SdkFacts {
  python_sdk: {modules: Record<string, FactsModule>};
}

export const FACTS_FILE = 'reference/jaqpotpy-api.json';
export const SDK_FACTS_FILE = 'reference/jaqpot-sdks.json';

export function readFacts(root = process.cwd()): Facts {
  return JSON.parse(readFileSync(path.join(root, FACTS_FILE), 'utf8')) as Facts;
}

export function readSdkFacts(root = process.cwd()): SdkFacts {
  return JSON.parse(readFileSync(path.join(root, SDK_FACTS_FILE), 'utf8')) as SdkFacts;
}
