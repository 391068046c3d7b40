/**
 * The flag registry's shape. An entry names a flag as the runtime spells it (every alias,
 * the negative forms, its environment twin), says whether it takes a value, and, where this
 * site describes its effect, quotes the runtime's own words (`cite`, checked word for word
 * against profiles/sources/) and names the effect the readers apply. An entry without `cite`
 * is a flag the readers know by name only: listed as "read, its effect is not described
 * here". Anything else is an unknown flag.
 */
import type { Family } from '../runtime';

/** A quote of a runtime source (profiles/sources/, see ../sources.ts), word for word. */
export type Citation = { quote: string; source: string };

/** How many words follow the flag: none, one, or every word up to the next flag (argparse nargs="+"). */
export type Arity = 'none' | 'one' | 'many';

export type FlagEntry = {
  /** This site's own id for the flag within its family: "n-cpu-moe". */
  id: string;
  names: readonly string[];
  /** The negative forms of a boolean pair: --no-mmap for --mmap. */
  negNames?: readonly string[];
  /** The environment variable the runtime reads for it (llama.cpp LLAMA_ARG_*). */
  env?: string;
  arity: Arity;
  /** The runtime's own words for the flag. Without it the flag is read, not described. */
  cite?: Citation;
  /** Further source lines the rule rests on (the handler, the loader). */
  rules?: readonly Citation[];
  /** What the readers draw from it, in this site's words (shown as a site note). */
  says?: string;
  /** The placement value of this flag is a setting a draft pin offers (its value is the recipe's). */
  setting?: boolean;
};

export type Registry = { family: Family; entries: readonly FlagEntry[] };
