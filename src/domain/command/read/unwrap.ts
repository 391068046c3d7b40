/**
 * Finds the runtime invocation in a pasted command: past `export` lines, `NAME=value`
 * prefixes, `env`, `sudo`, `numactl`/`taskset`, `python -m`, `vllm serve` and a
 * `docker run … image` wrapper (whose `-e NAME=value` options set the environment). What is
 * left are the runtime's own arguments, in order, with the environment the paste states.
 */
import type { Family } from '../runtime';
import type { Word } from './tokenize';

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

const PROGRAMS: Record<string, Family> = {
  'llama-server': 'llama.cpp',
  'llama-cli': 'llama.cpp',
  'llama-bench': 'llama.cpp',
  'llama-mtmd-cli': 'llama.cpp',
  'llama-sweep-bench': 'ik_llama.cpp',
};
const MODULES: Record<string, Family> = {
  'sglang.launch_server': 'sglang',
  'vllm.entrypoints.openai.api_server': 'vllm',
};
const IMAGES: [RegExp, Family][] = [
  [/(^|\/)llama\.cpp(:|$)/, 'llama.cpp'],
  [/ik_llama/, 'ik_llama.cpp'],
  [/(^|\/)vllm-openai(:|$)|^vllm\//, 'vllm'],
  [/(^|\/)sglang(:|$)/, 'sglang'],
];

/** docker run options that take a value. */
const DOCKER_VALUE = new Set(
  '-e --env --env-file -v --volume -p --publish --name --gpus --shm-size --ipc --network --net --runtime -w --workdir --entrypoint --device --ulimit --mount -u --user -l --label --cpus -m --memory --restart --cap-add --cap-drop --security-opt --platform -h --hostname --add-host --log-driver --log-opt --pull --pid --userns --group-add --tmpfs --cpuset-cpus --memory-swap'.split(
    ' ',
  ),
);
const SKIP_WITH_OPTIONS: Record<string, Set<string>> = {
  sudo: new Set(['-u', '--user', '-g', '--group']),
  env: new Set(['-u', '--unset', '-C', '--chdir']),
  numactl: new Set([
    '-N',
    '-m',
    '-C',
    '-i',
    '-p',
    '--cpunodebind',
    '--membind',
    '--physcpubind',
    '--interleave',
    '--preferred',
  ]),
  taskset: new Set([]),
  nohup: new Set([]),
  timeout: new Set(['-s', '--signal', '-k', '--kill-after']),
  ionice: new Set(['-c', '-n', '--class', '--classdata']),
  chrt: new Set([]),
  time: new Set([]),
  exec: new Set([]),
  nice: new Set(['-n']),
  stdbuf: new Set([]),
};

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
    /^python(\d+(\.\d+)?)?$/.test(name) ||
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

/** Unwraps one command's words. */
export function unwrap(words: readonly Word[], env: readonly EnvVar[] = []): Invocation {
  const inv = emptyInvocation(env);
  let i = 0;
  const take = () => {
    const w = words[i++];
    if (w) inv.noise.push(w);
    return w;
  };
  /** Marks the words from `from` up to i as the wrappers' own. */
  const consumed = (from: number) => inv.noise.push(...words.slice(from, i));
  while (i < words.length) {
    const w = words[i]!;
    const m = !w.quoted || w.text.includes('=') ? ASSIGNMENT.exec(w.text) : null;
    if (m && inv.program === undefined) {
      inv.env.push({ name: m[1]!, value: m[2], from: 'prefix', at: w.at });
      i++;
      continue;
    }
    if (i === 0 && w.text.startsWith('-') && w.text.length > 1) {
      inv.argsOnly = true;
      inv.args = words.slice(i);
      return inv;
    }
    const name = basename(w.text);
    const skip = own(SKIP_WITH_OPTIONS, name);
    if (skip) {
      const from = i;
      inv.wrappers.push(name);
      i++;
      if ((name === 'taskset' || name === 'timeout') && words[i] && !words[i]!.text.startsWith('-')) i++;
      while (i < words.length && words[i]!.text.startsWith('-')) {
        const opt = words[i]!.text;
        i++;
        if (skip.has(opt) && i < words.length) i++;
        if (opt === '-c' && name === 'taskset') i++;
      }
      if (name === 'timeout' && words[i] && /^\d/.test(words[i]!.text)) i++;
      consumed(from);
      continue;
    }
    if ((name === 'docker' || name === 'podman') && words[i + 1]?.text === 'exec') {
      const from = i;
      i += 2;
      while (i < words.length && words[i]!.text.startsWith('-')) {
        const opt = words[i++]!.text;
        if (['-e', '--env', '-u', '--user', '-w', '--workdir', '--env-file'].includes(opt)) i++;
      }
      const container = words[i++];
      inv.wrappers.push(`${name} exec${container ? ` (container ${container.text})` : ''}`);
      consumed(from);
      continue;
    }
    if (name === 'docker' || name === 'podman') {
      if (words[i + 1]?.text !== 'run') break;
      take();
      take();
      while (i < words.length && words[i]!.text.startsWith('-')) {
        const opt = take()!.text;
        const eq = opt.indexOf('=');
        const key = eq > 0 ? opt.slice(0, eq) : opt;
        const value = eq > 0 ? opt.slice(eq + 1) : DOCKER_VALUE.has(key) ? take()?.text : undefined;
        if ((key === '-e' || key === '--env') && value !== undefined) {
          const a = ASSIGNMENT.exec(value);
          inv.env.push(
            a
              ? { name: a[1]!, value: a[2], from: 'docker', at: w.at }
              : { name: value, value: undefined, from: 'docker', at: w.at },
          );
        }
      }
      const image = words[i++];
      if (!image) break;
      inv.wrappers.push(`${name} run (image ${image.text})`);
      const fam = familyOfImage(image.text);
      const next = words[i];
      if (fam && (!next || next.text.startsWith('-'))) {
        inv.program = image.text;
        inv.family = fam;
        inv.familyFrom = `the image ${image.text}`;
        inv.args = words.slice(i);
        return inv;
      }
      inv.noise.push(image);
      continue;
    }
    if (/^python(\d+(\.\d+)?)?$/.test(name) || name === 'uv' || name === 'conda') {
      const from = i;
      i++;
      if (name === 'uv' && words[i]?.text === 'run') i++;
      if (name === 'conda' && words[i]?.text === 'run') {
        i++;
        while (i < words.length && words[i]!.text.startsWith('-'))
          i += words[i]!.text === '-n' || words[i]!.text === '--name' ? 2 : 1;
        consumed(from);
        continue;
      }
      while (i < words.length && words[i]!.text.startsWith('-') && words[i]!.text !== '-m') i++;
      consumed(from);
      if (words[i]?.text === '-m' && words[i + 1]) {
        inv.noise.push(words[i]!);
        const module = words[i + 1]!.text;
        inv.wrappers.push(`${name} -m ${module}`);
        inv.program = module;
        inv.family = own(MODULES, module);
        inv.familyFrom = inv.family ? `the module ${module}` : undefined;
        inv.args = words.slice(i + 2);
        return inv;
      }
      continue;
    }
    if ((name === 'vllm' || name === 'sglang') && words[i + 1]?.text === 'serve') {
      inv.program = `${name} serve`;
      inv.family = name;
      inv.familyFrom = `the program ${name} serve`;
      i += 2;
      const model = words[i];
      if (model && !model.text.startsWith('-')) {
        inv.model = model;
        i++;
      }
      inv.args = words.slice(i);
      return inv;
    }
    inv.program = w.text;
    const fam = own(PROGRAMS, name);
    inv.family = w.text.includes('ik_llama') ? 'ik_llama.cpp' : fam;
    inv.familyFrom = inv.family
      ? `the program ${name}${w.text.includes('ik_llama') ? ' in an ik_llama.cpp folder' : ''}`
      : undefined;
    inv.args = words.slice(i + 1);
    return inv;
  }
  return inv;
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
