/**
 * The programs, modules and container images that name a runtime, and the wrappers a paste
 * puts in front of it with the options of theirs that take a value (unwrap.ts reads past them).
 */
import type { Family } from '../runtime';

/** A Python interpreter as a command names it: python, python3, python3.12. */
export const PYTHON = /^python(\d+(\.\d+)?)?$/;

export const PROGRAMS: Record<string, Family> = {
  'llama-server': 'llama.cpp',
  'llama-cli': 'llama.cpp',
  'llama-bench': 'llama.cpp',
  'llama-mtmd-cli': 'llama.cpp',
  'llama-sweep-bench': 'ik_llama.cpp',
};
export const MODULES: Record<string, Family> = {
  'sglang.launch_server': 'sglang',
  'vllm.entrypoints.openai.api_server': 'vllm',
};
export const IMAGES: [RegExp, Family][] = [
  [/(^|\/)llama\.cpp(:|$)/, 'llama.cpp'],
  [/ik_llama/, 'ik_llama.cpp'],
  [/(^|\/)vllm-openai(:|$)|^vllm\//, 'vllm'],
  [/(^|\/)sglang(:|$)/, 'sglang'],
];

/** docker run options that take a value. */
export const DOCKER_VALUE = new Set(
  '-e --env --env-file -v --volume -p --publish --name --gpus --shm-size --ipc --network --net --runtime -w --workdir --entrypoint --device --ulimit --mount -u --user -l --label --cpus -m --memory --restart --cap-add --cap-drop --security-opt --platform -h --hostname --add-host --log-driver --log-opt --pull --pid --userns --group-add --tmpfs --cpuset-cpus --memory-swap'.split(
    ' ',
  ),
);
export const SKIP_WITH_OPTIONS: Record<string, Set<string>> = {
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
