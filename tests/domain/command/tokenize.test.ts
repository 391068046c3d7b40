/**
 * The tokeniser splits a paste as a POSIX shell would (bash's rules for quotes, escapes and
 * line continuations), and finds the runtime invocation inside its wrappers.
 */
import { tokenize } from '../../../src/domain/command/read/tokenize';
import { findInvocation } from '../../../src/domain/command/read/unwrap';

const words = (s: string) => tokenize(s).commands.map((c) => c.map((w) => w.text));

describe('quotes and escapes', () => {
  it('keeps single-quoted text as it is, backslashes too', () => {
    expect(words(String.raw`llama-server -ot 'blk\.1[0-9]\.ffn_.*=CPU'`)).toEqual([
      ['llama-server', '-ot', String.raw`blk\.1[0-9]\.ffn_.*=CPU`],
    ]);
  });
  it('keeps backslashes in double quotes except before " \\ $ and `', () => {
    expect(words(String.raw`a "x\.y \"q\" \\ \$HOME"`)).toEqual([['a', String.raw`x\.y "q" \ $HOME`]]);
  });
  it('joins words written in several quoted pieces', () => {
    expect(words(`a -ot="exps"'=CPU'`)).toEqual([['a', '-ot=exps=CPU']]);
  });
  it('escapes one character outside quotes', () => {
    expect(words(String.raw`a b\ c \"d`)).toEqual([['a', 'b c', '"d']]);
  });
  it('keeps an empty quoted word', () => {
    expect(words(`a "" b`)).toEqual([['a', '', 'b']]);
  });
});

describe('lines and commands', () => {
  it('joins backslash-continued lines, with Unix and Windows line ends', () => {
    expect(words('llama-server \\\n  -ngl 99 \\\r\n  -c 4096')).toEqual([
      ['llama-server', '-ngl', '99', '-c', '4096'],
    ]);
  });
  it('ends a command at a line break, ;, &&, || and |', () => {
    expect(words('a 1\nb 2; c && d || e | f & g')).toEqual([
      ['a', '1'],
      ['b', '2'],
      ['c'],
      ['d'],
      ['e'],
      ['f'],
      ['g'],
    ]);
  });
  it('drops a comment that starts a word, not a # inside one', () => {
    expect(words('a b#c # the rest\nd')).toEqual([['a', 'b#c'], ['d']]);
  });
  it('marks a $ that the shell would expand', () => {
    const [cmd] = tokenize(`a $MODEL "\${X}" '$Y'`).commands;
    expect(cmd!.map((w) => w.expands)).toEqual([false, true, true, false]);
  });
});

describe('what a shell would still wait for', () => {
  it('reports an open quote where it starts and reads the rest as one word', () => {
    const t = tokenize(`a -ot "exps=CPU -ngl 99`);
    expect(t.problems).toEqual([{ kind: 'open-quote', quote: '"', at: 6 }]);
    expect(t.commands).toHaveLength(1);
    expect(t.commands[0]!.at(-1)!.text).toBe('exps=CPU -ngl 99');
  });
  it('reports a backslash at the very end', () => {
    expect(tokenize('a \\').problems).toEqual([{ kind: 'trailing-backslash', at: 2 }]);
  });
});

describe('the invocation inside its wrappers', () => {
  const inv = (s: string) => findInvocation(tokenize(s).commands);

  it('takes NAME=value prefixes and export lines as the environment', () => {
    const i = inv('export LLAMA_ARG_N_CPU_MOE=20\nCUDA_VISIBLE_DEVICES=0 ./build/bin/llama-server -ngl 99');
    expect(i.program).toBe('./build/bin/llama-server');
    expect(i.family).toBe('llama.cpp');
    expect(i.env.map((e) => [e.name, e.value, e.from])).toEqual([
      ['LLAMA_ARG_N_CPU_MOE', '20', 'export'],
      ['CUDA_VISIBLE_DEVICES', '0', 'prefix'],
    ]);
    expect(i.args.map((w) => w.text)).toEqual(['-ngl', '99']);
  });

  it('unwraps docker run with its -e options, up to the image', () => {
    const i = inv(
      'docker run --rm -it --gpus all -v /m:/models -e LLAMA_ARG_CTX_SIZE=8192 -p 8080:8080 ghcr.io/ggml-org/llama.cpp:server-cuda -m /models/x.gguf -ngl 99',
    );
    expect(i.wrappers).toEqual(['docker run (image ghcr.io/ggml-org/llama.cpp:server-cuda)']);
    expect(i.family).toBe('llama.cpp');
    expect(i.env.map((e) => [e.name, e.value])).toEqual([['LLAMA_ARG_CTX_SIZE', '8192']]);
    expect(i.args.map((w) => w.text)).toEqual(['-m', '/models/x.gguf', '-ngl', '99']);
  });

  it('unwraps docker run of an image with a command after it, and python -m', () => {
    const i = inv('docker run --gpus all lmsysorg/sglang:latest python3 -m sglang.launch_server --tp 8');
    expect(i.family).toBe('sglang');
    expect(i.wrappers).toEqual([
      'docker run (image lmsysorg/sglang:latest)',
      'python3 -m sglang.launch_server',
    ]);
    expect(i.args.map((w) => w.text)).toEqual(['--tp', '8']);
  });

  it('reads vllm serve with its positional model, behind numactl and sudo', () => {
    const i = inv('sudo -E numactl --interleave=all vllm serve Qwen/Qwen3-8B -tp 2');
    expect(i.family).toBe('vllm');
    expect(i.model?.text).toBe('Qwen/Qwen3-8B');
    expect(i.args.map((w) => w.text)).toEqual(['-tp', '2']);
  });

  it('tells an ik_llama.cpp build by its folder', () => {
    expect(inv('~/ik_llama.cpp/build/bin/llama-server -m x.gguf').family).toBe('ik_llama.cpp');
  });
});
