/**
 * Finds the runtime invocation in a pasted command: past `export` lines, `NAME=value`
 * prefixes, `env`, `sudo`, `numactl`/`taskset`, `python -m`, `vllm serve` and a
 * `docker run … image` wrapper (whose `-e NAME=value` options set the environment). What is
 * left are the runtime's own arguments, in order, with the environment the paste states.
 */
import type { Family } from '../runtime';
import type { Word } from './tokenize';
import { DOCKER_VALUE, IMAGES, MODULES, PROGRAMS, PYTHON, SKIP_WITH_OPTIONS } from './wrapper-tables';

export type EnvVar = {
  name: string;
  value: string | undefined;
  from: 'export' | 'prefix' | 'docker' | 'file';
  at: number;
};

export type Invocation = {
  /** The program as written (`./build/bin/llama-server`), the module (`sglang.launch_server`) or the image. */
  program: string | undefined;
  family: Family | undefined;
  /** How the family was told: from the program, the module or the image name. */
  familyFrom: string | undefined;
  /** `docker run (image …)`, `numactl`, `python -m …`: what was unwrapped, in order. */
  wrappers: string[];
  /** A positional model (`vllm serve MODEL`). */
  model: Word | undefined;
  args: Word[];
  env: EnvVar[];
  /** Words the unwrapping consumed that are not the runtime's: wrappers, their options, docker's options. */
  noise: Word[];
  /** The paste starts with a flag: the runtime's arguments alone, with no program named. */
  argsOnly: boolean;
};

const ASSIGNMENT = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/s;

const basename = (p: string): string => p.slice(p.lastIndexOf('/') + 1);
/** A table's own entry: a pasted word such as "toString" or "__proto__" is never a key it has. */
const own = <T>(table: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(table, key) ? table[key] : undefined;

function familyOfImage(image: string): Family | undefined {
  return IMAGES.find(([re]) => re.test(image))?.[1];
}

/** A word that starts a command this reader unwraps: a runtime, a wrapper, python, docker, a path or NAME=value. */
export function looksLikeProgram(word: string): boolean {
  const name = basename(word);
  return (
    Object.hasOwn(PROGRAMS, name) ||
    Object.hasOwn(SKIP_WITH_OPTIONS, name) ||
    ['docker', 'podman', 'vllm', 'sglang', 'uv', 'conda', 'env'].includes(name) ||
    PYTHON.test(name) ||
    word.includes('/') ||
    /^llama-|^ik_llama/.test(name) ||
    ASSIGNMENT.test(word)
  );
}

const emptyInvocation = (env: readonly EnvVar[]): Invocation => ({
  program: undefined,
  family: undefined,
  familyFrom: undefined,
  wrappers: [],
  model: undefined,
  args: [],
  env: [...env],
  noise: [],
  argsOnly: false,
});

/** A container image runs the command after it: its family is told from the image name. */
export function fromImage(
  image: Word,
  args: readonly Word[],
  env: readonly EnvVar[],
): Invocation | undefined {
  const fam = familyOfImage(image.text);
  if (!fam) return undefined;
  return {
    ...emptyInvocation(env),
    program: image.text,
    family: fam,
    familyFrom: `the image ${image.text}`,
    wrappers: [`image ${image.text}`],
    args: [...args],
  };
}

/** What one step of unwrapping did: go on at `next`, or the invocation is settled (found or not). */
type Step = { next: number } | 'settled';

/** Unwraps one command's words: each step reads a prefix, a wrapper or the program at i. */
export function unwrap(words: readonly Word[], env: readonly EnvVar[] = []): Invocation {
  const inv = emptyInvocation(env);
  let i = 0;
  while (i < words.length) {
    const step = unwrapAt(words, i, inv);
    if (step === 'settled') break;
    i = step.next;
  }
  return inv;
}

function unwrapAt(words: readonly Word[], i: number, inv: Invocation): Step {
  const w = words[i]!;
  const m = !w.quoted || w.text.includes('=') ? ASSIGNMENT.exec(w.text) : null;
  if (m && inv.program === undefined) {
    inv.env.push({ name: m[1]!, value: m[2], from: 'prefix', at: w.at });
    return { next: i + 1 };
  }
  if (i === 0 && w.text.startsWith('-') && w.text.length > 1) {
    inv.argsOnly = true;
    inv.args = words.slice(i);
    return 'settled';
  }
  const name = basename(w.text);
  const skip = own(SKIP_WITH_OPTIONS, name);
  if (skip) return skipWrapper(words, i, name, skip, inv);
  if (name === 'docker' || name === 'podman') {
    if (words[i + 1]?.text === 'exec') return containerExec(words, i, name, inv);
    return words[i + 1]?.text === 'run' ? containerRun(words, i, name, inv) : 'settled';
  }
  if (PYTHON.test(name) || name === 'uv' || name === 'conda') return python(words, i, name, inv);
  if ((name === 'vllm' || name === 'sglang') && words[i + 1]?.text === 'serve') {
    serve(words, i, name, inv);
    return 'settled';
  }
  inv.program = w.text;
  const ik = w.text.includes('ik_llama');
  inv.family = ik ? 'ik_llama.cpp' : own(PROGRAMS, name);
  inv.familyFrom = inv.family ? `the program ${name}${ik ? ' in an ik_llama.cpp folder' : ''}` : undefined;
  inv.args = words.slice(i + 1);
  return 'settled';
}

/** `sudo`, `numactl`, `taskset`, `timeout`…: the wrapper and its options are noise. */
function skipWrapper(
  words: readonly Word[],
  from: number,
  name: string,
  skip: Set<string>,
  inv: Invocation,
): Step {
  inv.wrappers.push(name);
  let i = from + 1;
  if ((name === 'taskset' || name === 'timeout') && words[i] && !words[i]!.text.startsWith('-')) i++;
  while (i < words.length && words[i]!.text.startsWith('-')) {
    const opt = words[i]!.text;
    i++;
    if (skip.has(opt) && i < words.length) i++;
    if (opt === '-c' && name === 'taskset') i++;
  }
  if (name === 'timeout' && words[i] && /^\d/.test(words[i]!.text)) i++;
  inv.noise.push(...words.slice(from, i));
  return { next: i };
}

/** `docker exec [options] container`: the command after it runs in the container. */
function containerExec(words: readonly Word[], from: number, name: string, inv: Invocation): Step {
  let i = from + 2;
  while (i < words.length && words[i]!.text.startsWith('-')) {
    const opt = words[i++]!.text;
    if (['-e', '--env', '-u', '--user', '-w', '--workdir', '--env-file'].includes(opt)) i++;
  }
  const container = words[i++];
  inv.wrappers.push(`${name} exec${container ? ` (container ${container.text})` : ''}`);
  inv.noise.push(...words.slice(from, i));
  return { next: i };
}

/**
 * `docker run [options] image`: its `-e NAME=value` options set the environment; an image of a
 * known runtime with only flags after it is the runtime, else the command after it is read.
 */
function containerRun(words: readonly Word[], from: number, name: string, inv: Invocation): Step {
  let i = from + 2;
  const take = () => words[i++]?.text;
  while (i < words.length && words[i]!.text.startsWith('-')) {
    const opt = take()!;
    const eq = opt.indexOf('=');
    const key = eq > 0 ? opt.slice(0, eq) : opt;
    const value = eq > 0 ? opt.slice(eq + 1) : DOCKER_VALUE.has(key) ? take() : undefined;
    if ((key === '-e' || key === '--env') && value !== undefined)
      inv.env.push(dockerEnv(value, words[from]!.at));
  }
  inv.noise.push(...words.slice(from, i));
  const image = words[i++];
  if (!image) return 'settled';
  inv.wrappers.push(`${name} run (image ${image.text})`);
  const fam = familyOfImage(image.text);
  const next = words[i];
  if (fam && (!next || next.text.startsWith('-'))) {
    inv.program = image.text;
    inv.family = fam;
    inv.familyFrom = `the image ${image.text}`;
    inv.args = words.slice(i);
    return 'settled';
  }
  inv.noise.push(image);
  return { next: i };
}

const dockerEnv = (value: string, at: number): EnvVar => {
  const a = ASSIGNMENT.exec(value);
  return a
    ? { name: a[1]!, value: a[2], from: 'docker', at }
    : { name: value, value: undefined, from: 'docker', at };
};

/** `python [options] -m module`, `uv run`, `conda run -n env`: a module names the runtime. */
function python(words: readonly Word[], from: number, name: string, inv: Invocation): Step {
  let i = from + 1;
  if (name === 'uv' && words[i]?.text === 'run') i++;
  if (name === 'conda' && words[i]?.text === 'run') {
    i++;
    while (i < words.length && words[i]!.text.startsWith('-'))
      i += words[i]!.text === '-n' || words[i]!.text === '--name' ? 2 : 1;
    inv.noise.push(...words.slice(from, i));
    return { next: i };
  }
  while (i < words.length && words[i]!.text.startsWith('-') && words[i]!.text !== '-m') i++;
  inv.noise.push(...words.slice(from, i));
  if (words[i]?.text !== '-m' || !words[i + 1]) return { next: i };
  inv.noise.push(words[i]!);
  const module = words[i + 1]!.text;
  inv.wrappers.push(`${name} -m ${module}`);
  inv.program = module;
  inv.family = own(MODULES, module);
  inv.familyFrom = inv.family ? `the module ${module}` : undefined;
  inv.args = words.slice(i + 2);
  return 'settled';
}

/** `vllm serve [MODEL]` and `sglang serve`: the program, and the model if one comes first. */
function serve(words: readonly Word[], from: number, name: 'vllm' | 'sglang', inv: Invocation): void {
  inv.program = `${name} serve`;
  inv.family = name;
  inv.familyFrom = `the program ${name} serve`;
  let i = from + 2;
  const model = words[i];
  if (model && !model.text.startsWith('-')) {
    inv.model = model;
    i++;
  }
  inv.args = words.slice(i);
}

/** The environment a paste sets with `export NAME=value` or a bare `NAME=value` line. */
function envLine(words: readonly Word[]): EnvVar[] | undefined {
  const rest = words[0]?.text === 'export' ? words.slice(1) : words;
  if (!rest.length) return words.length ? [] : undefined;
  const out: EnvVar[] = [];
  for (const w of rest) {
    const m = ASSIGNMENT.exec(w.text);
    if (!m) return undefined;
    out.push({ name: m[1]!, value: m[2], from: 'export', at: w.at });
  }
  return out;
}

/** The invocation and which of the paste's commands it is (the others are listed, not read). */
export type Found = Invocation & { index: number | undefined; envCommands: number[] };

/**
 * Picks the invocation among a paste's commands: the first whose family is known, else the
 * last that names a program, else arguments alone. `export` lines before it set its environment.
 */
export function findInvocation(commands: readonly (readonly Word[])[], env0: readonly EnvVar[] = []): Found {
  const env: EnvVar[] = [...env0];
  const envCommands: number[] = [];
  let fallback: Found | undefined;
  let argsOnly: Found | undefined;
  for (let index = 0; index < commands.length; index++) {
    const words = commands[index]!;
    const set = envLine(words);
    if (set) {
      env.push(...set);
      envCommands.push(index);
      continue;
    }
    const inv = unwrap(words, env);
    if (inv.family) return { ...inv, index, envCommands };
    if (inv.program !== undefined) fallback = { ...inv, index, envCommands };
    else if (inv.argsOnly && !argsOnly) argsOnly = { ...inv, index, envCommands };
  }
  return fallback ?? argsOnly ?? { ...emptyInvocation(env), index: undefined, envCommands };
}
