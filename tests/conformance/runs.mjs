/**
 * The conformance runs: which model, which tool, which flags, and why. Every llama-completion
 * run adds COMMON (verbose, one token, fixed seed, two threads). The lists live in runs-dense.mjs
 * and runs-moe.mjs; ids are stable: a re-record overwrites the same directories.
 */
import { DENSE_RUNS } from './runs-dense.mjs';
import { MOE_RUNS } from './runs-moe.mjs';

export { COMMON, MODELS, RPC_SERVERS } from './run-setup.mjs';
export const RUNS = [...DENSE_RUNS, ...MOE_RUNS];
