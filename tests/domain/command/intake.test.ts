/**
 * Intake that copes with pastes as people copy them (prompts, wrappers, containers, YAML and
 * JSON lists, arguments alone, substitutions), flags as each build reads them, and bad input
 * read or refused with a reason within a bounded time.
 */
import { readCommand } from '../../../src/domain/command/read-command';
import { parseRuntime, type Runtime } from '../../../src/domain/command/runtime';
import { tokenize } from '../../../src/domain/command/read/tokenize';

const rt = (spec: string): Runtime => {
  const r = parseRuntime(spec);
  if (!r.ok) throw new Error(r.message);
  return r.runtime;
};
const flag = (r: ReturnType<typeof readCommand>, written: string) =>
  r.flags.find((f) => f.written === written);
const kinds = (r: ReturnType<typeof readCommand>) =>
  Object.fromEntries(r.accounting.tokens.map((t) => [t.text, t.kind]));

describe('finds the invocation behind what surrounds it', () => {
  it.each([
    ['$ vllm serve m --tensor-parallel-size 2', '$'],
    ['user@host:~$ vllm serve m --tensor-parallel-size 2', 'user@host:~$'],
    ['(venv) user@gpu-01:~/work$ vllm serve m --tensor-parallel-size 2', '(venv) user@gpu-01:~/work$'],
    ['# vllm serve m --tensor-parallel-size 2', '#'],
  ])('strips the prompt of %j and reads vLLM', (paste, prompt) => {
    const r = readCommand(paste);
    expect(r.runtime.family).toBe('vllm');
    expect(r.model).toBe('m');
    expect(r.accounting.tokens[0]).toMatchObject({ text: prompt, kind: 'noise', detail: 'shell prompt' });
  });

  it('keeps a # line that is a comment as a comment', () => {
    expect(readCommand('# run the server\nllama-server -ngl 99').program).toBe('llama-server');
  });

  it('looks past sudo, numactl, taskset, time and nohup, listing each as stripped', () => {
    const r = readCommand('sudo -E numactl --interleave=all taskset -c 0-31 time nohup llama-server -ngl 99');
    expect(r.program).toBe('llama-server');
    expect(r.wrappers).toEqual(['sudo', 'numactl', 'taskset', 'time', 'nohup']);
    const k = kinds(r);
    for (const w of ['sudo', '-E', 'numactl', '--interleave=all', 'taskset', '-c', '0-31', 'time', 'nohup'])
      expect(k[w], w).toBe('noise');
  });

  it('reads the program inside docker exec', () => {
    const r = readCommand('docker exec -it llm ./llama-server -m /m.gguf -ngl 99');
    expect(r.program).toBe('./llama-server');
    expect(r.wrappers).toEqual(['docker exec (container llm)']);
  });

  it('reads environment assignments into the reading, not dropping them', () => {
    const r = readCommand(
      'CUDA_VISIBLE_DEVICES=2,3,0,1 GGML_CUDA_NO_PINNED=1 LLAMA_ARG_N_GPU_LAYERS=20 llama-server -m m.gguf',
    );
    expect(r.environment.map((e) => [e.name, e.effect])).toEqual([
      ['CUDA_VISIBLE_DEVICES', 'devices'],
      ['GGML_CUDA_NO_PINNED', 'other'],
      ['LLAMA_ARG_N_GPU_LAYERS', 'flag'],
    ]);
    expect(r.environment[0]!.devices).toEqual(['2', '3', '0', '1']);
    expect(r.settings.find((s) => s.id === 'gpu-layers')?.value).toBe('20');
  });

  it('reads the first command of several and lists the others', () => {
    const r = readCommand('nvidia-smi\nllama-server -ngl 99\ncurl localhost:8080/health');
    expect(r.program).toBe('llama-server');
    expect(r.accounting.others.map((o) => o.text)).toEqual(['nvidia-smi', 'curl localhost:8080/health']);
  });
});

describe('substitutions', () => {
  it('evaluates integer arithmetic and keeps the rest whole, marked not evaluated', () => {
    const r = readCommand(
      'llama-server -c $((32 * 1024)) -t $(nproc | head -1) --host ${HOST} -a `hostname`',
    );
    expect(flag(r, '-c')!.value).toBe('32768');
    expect(flag(r, '-t')!.value).toBe('$(nproc | head -1)');
    const k = kinds(r);
    expect(k['$(nproc | head -1)']).toBe('not-evaluated');
    expect(k['${HOST}']).toBe('not-evaluated');
    expect(k['`hostname`']).toBe('not-evaluated');
    expect(r.accounting.tokens.find((t) => t.text === '32768')!.detail).toBe('$((32 * 1024)) = 32768');
  });

  it('does not end the command at a | inside $(…)', () => {
    expect(tokenize('a -t $(grep x /proc/cpuinfo | wc -l) -b 1').commands).toHaveLength(1);
  });

  it('keeps arithmetic on a variable, or dividing by zero, not evaluated', () => {
    const [cmd] = tokenize('a $((N * 2)) $((1 / 0))').commands;
    expect(cmd!.slice(1).map((w) => [w.text, w.expands])).toEqual([
      ['$((N * 2))', true],
      ['$((1 / 0))', true],
    ]);
  });
});

describe('argument lists and arguments alone', () => {
  it('reads a docker-compose command list with its image and environment', () => {
    const r = readCommand(
      'services:\n  llm:\n    image: ghcr.io/ggml-org/llama.cpp:server-cuda\n    environment:\n      - CUDA_VISIBLE_DEVICES=1,0\n    command:\n      - "-m"\n      - /models/m.gguf\n      - "-ngl"\n      - "99"\n      - --n-cpu-moe\n      - "12"\n',
    );
    expect(r.form).toBe('yaml');
    expect(r.runtime.family).toBe('llama.cpp');
    expect(r.settings.find((s) => s.id === 'gpu-layers')?.value).toBe('99');
    expect(r.settings.find((s) => s.id === 'n-cpu-moe')?.value).toBe('12');
    expect(r.environment[0]!.devices).toEqual(['1', '0']);
  });

  it('reads a compose command written as one string, as compose splits it', () => {
    const r = readCommand('image: vllm/vllm-openai:latest\ncommand: --model m --tensor-parallel-size 4\n');
    expect(r.runtime.family).toBe('vllm');
    expect(r.settings.find((s) => s.id === 'tensor-parallel-size')?.value).toBe('4');
  });

  it('reads a JSON argument list', () => {
    const r = readCommand('["-m", "m.gguf", "-ngl", "40"]');
    expect(r.form).toBe('json');
    expect(r.argsOnly).toBe(true);
    expect(r.settings.find((s) => s.id === 'gpu-layers')?.value).toBe('40');
  });

  it('reads arguments alone, names no program, and says which runtimes know them', () => {
    const r = readCommand('-c 240000 -ngl 99 --fit on');
    expect(r.program).toBeUndefined();
    expect(r.argsOnly).toBe(true);
    expect(flag(r, '-c')!.value).toBe('240000');
    expect(r.accepts.find((a) => a.family === 'llama.cpp')).toEqual({
      family: 'llama.cpp',
      known: 3,
      total: 3,
    });
    expect(r.problems).not.toContain('no program found in the paste');
  });
});

describe('flags by version', () => {
  it('-fa is a switch in llama.cpp builds before PR #15434 and takes a value after it', () => {
    expect(
      flag(readCommand('llama-server -fa -ngl 99', { runtime: rt('llama.cpp@2025-06-01') }), '-fa')!.value,
    ).toBeUndefined();
    const after = readCommand('llama-server -fa -ngl 99', { runtime: rt('llama.cpp@b6500') });
    expect(flag(after, '-fa')!.value).toBe('-ngl');
    expect(after.problems.join(' ')).toMatch(/takes the next word, "-ngl", as its value and stops/);
  });

  it('ik_llama.cpp between PR #863 and PR #944 refuses -fa, naming -no-fa', () => {
    const r = readCommand('llama-server -fa -mla 3', { runtime: rt('ik_llama.cpp@2025-11-01') });
    expect(flag(r, '-fa')).toMatchObject({ status: 'refused', nearest: '-no-fa' });
    expect(flag(r, '-mla')!.value).toBe('3');
  });

  it('the llama.cpp v0.5.0 tree refuses --no-mmap (nearest --load-mode) and knows --load-mode and --fit-print', () => {
    const r = readCommand('llama-server -m m.gguf --no-mmap -lm mmap --fit-print on', {
      runtime: rt('llama.cpp@v0.5.0'),
    });
    expect(flag(r, '--no-mmap')).toMatchObject({ status: 'refused', nearest: '--load-mode' });
    expect(flag(r, '-lm')).toMatchObject({ status: 'read', value: 'mmap' });
    expect(flag(r, '--fit-print')).toMatchObject({ status: 'read', value: 'on' });
    expect(kinds(r)['--no-mmap']).toBe('refused');
  });

  it('the v0.5.0 tree names RPC buffers RPC<device>[host:port]', () => {
    const r = readCommand('llama-server -ot exps=RPC[127.0.0.1:50052] -ot attn=RPC1[127.0.0.1:50053]', {
      runtime: rt('llama.cpp@v0.5.0'),
    });
    expect(r.problems.filter((p) => p.includes('RPC'))).toHaveLength(2);
  });

  it('chooses ik_llama.cpp from a flag only it defines, not from a flag missing from a list', () => {
    expect(readCommand('llama-server -m m.gguf --fit on -fitt 1024').runtime.family).toBe('llama.cpp');
    expect(readCommand('llama-server -m m.gguf -mla 3').runtime.family).toBe('ik_llama.cpp');
  });

  it('names the nearest known flag for an unknown one', () => {
    expect(flag(readCommand('llama-server --n-gpu-layer 3'), '--n-gpu-layer')!.nearest).toBe(
      '--n-gpu-layers',
    );
  });
});

describe('bad input', () => {
  const cpuMs = (f: () => void) => {
    let best = Infinity;
    for (let k = 0; k < 5; k++) {
      const c0 = process.cpuUsage();
      f();
      const c = process.cpuUsage(c0);
      best = Math.min(best, (c.user + c.system) / 1000);
    }
    return best;
  };

  it('refuses a 1 MB paste with its reason, within 50 ms of CPU', () => {
    const paste = `llama-server ${'-ngl 99 '.repeat(130_000)}`;
    let r: ReturnType<typeof readCommand> | undefined;
    expect(cpuMs(() => (r = readCommand(paste)))).toBeLessThan(50);
    expect(r!.refused).toMatch(/characters, more than any command line/);
    expect(r!.problems[0]).toBe(r!.refused);
  });

  it('refuses 100,000 flags with its reason, within 50 ms of CPU', () => {
    const paste = `llama-server ${'-t 1 '.repeat(50_000)}`.slice(0, 99_000);
    let r: ReturnType<typeof readCommand> | undefined;
    expect(cpuMs(() => (r = readCommand(paste)))).toBeLessThan(50);
    expect(r!.refused).toMatch(/more than 25000 words/);
  });

  it('an unclosed $( keeps the rest whole and says so', () => {
    const r = readCommand('llama-server -t $(nproc -ngl 99');
    expect(r.problems.join(' ')).toMatch(/substitution opened at character 17 is never closed/);
  });
});
