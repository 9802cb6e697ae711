/**
 * MDX components of the jaqpotpy reference (docs/jaqpotpy/full-api-reference/).
 *
 * Every signature, parameter list, base class, property and field comes from
 * the page's generated data file (src/data/pyapi/<page>.json); the MDX adds
 * only prose: purposes, parameter meanings, returns, raises, examples.
 *
 * Markers the tests read from the built HTML:
 *  - data-pyparams="<anchor> …" on the parameter table (or the "no parameters"
 *    note) of each documented callable;
 *  - data-thin on a description cell that has no meaning yet;
 *  - data-pymodule="<module>" on each module row group of a summary table.
 */
export {default as PyDoc} from './PyDoc';
export {default as PyImports} from './PyImports';
export {default as PyLegacyNotice} from './PyLegacyNotice';
export {default as PyMembers} from './PyMembers';
export {default as PyModuleSummary} from './PyModuleSummary';
export {default as PyModuleTree} from './PyModuleTree';
