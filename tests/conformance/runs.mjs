/**
 * The conformance runs: which model, which tool, which flags, and why. Every llama-completion
 * run adds COMMON (verbose, one token, fixed seed, two threads); `rpc` adds both loopback
 * servers as devices. Ids are stable: a re-record overwrites the same directories.
 */
export const RPC_ENDPOINTS = ['127.0.0.1:50052', '127.0.0.1:50053'];
/** A third server exposing two devices (the host CPU twice): RPC0[...] and RPC1[...] on one endpoint. */
export const RPC_DUAL = '127.0.0.1:50054';
export const RPC_SERVERS = [
  ...RPC_ENDPOINTS.map((endpoint) => ({ endpoint, devices: null })),
  { endpoint: RPC_DUAL, devices: 'CPU,CPU' },
];
const RPC = ['--rpc', RPC_ENDPOINTS.join(',')];
const RPC_ONE = ['--rpc', RPC_ENDPOINTS[0]];
/** Buffer type names as ggml-rpc builds them: RPC<device index within its server>[endpoint]. */
const RPC_A = `RPC0[${RPC_ENDPOINTS[0]}]`;
const RPC_B = `RPC0[${RPC_ENDPOINTS[1]}]`;
const DUAL = ['--rpc', RPC_DUAL];
const THREE = ['--rpc', `${RPC_ENDPOINTS[0]},${RPC_DUAL}`];

export const COMMON = ['-v', '-n', '1', '-p', 'hi', '-s', '42', '-t', '2', '--no-warmup', '--temp', '0'];

/** The models: each F16 file is written by write-models.py; the rest quantized from it. */
export const MODELS = [
  { model: 'llama-6l-f16', from: 'llama-6l', quant: null },
  { model: 'llama-6l-q8_0', from: 'llama-6l', quant: 'Q8_0' },
  { model: 'llama-6l-q4_0', from: 'llama-6l', quant: 'Q4_0' },
  { model: 'llama-6l-q4_k_m', from: 'llama-6l', quant: 'Q4_K_M' },
  { model: 'qwen3moe-6l-f16', from: 'qwen3moe-6l', quant: null },
  { model: 'qwen3moe-6l-q4_k_m', from: 'qwen3moe-6l', quant: 'Q4_K_M' },
  { model: 'gpt-oss-6l-mxfp4_moe', from: 'gpt-oss-6l', quant: 'MXFP4_MOE' },
  { model: 'glm4moe-4l-mtp-f16', from: 'glm4moe-4l-mtp', quant: null },
  { model: 'glm4moe-4l-mtp-q8_0', from: 'glm4moe-4l-mtp', quant: 'Q8_0' },
  { model: 'deepseek2-mla-6l-f16', from: 'deepseek2-mla-6l', quant: null },
  { model: 'deepseek2-mla-6l-q4_k_m', from: 'deepseek2-mla-6l', quant: 'Q4_K_M' },
];

const c = (id, model, args, purpose) => ({ id, tool: 'llama-completion', model, args, purpose });
const fp = (id, model, args, purpose) => ({ id, tool: 'llama-fit-params', model, args, purpose });

export const RUNS = [
  // llama, dense, F16: the layer split and its knobs.
  c('llama-f16-cpu', 'llama-6l-f16', [], 'no extra device: everything on the host'),
  c('llama-f16-rpc-ngl-default', 'llama-6l-f16', RPC, '-ngl left at its default (auto) with two devices'),
  c('llama-f16-rpc-ngl-all', 'llama-6l-f16', [...RPC, '-ngl', 'all'], 'every layer and the output offloaded'),
  c('llama-f16-rpc-ngl99', 'llama-6l-f16', [...RPC, '-ngl', '99'], 'a number larger than the layer count'),
  c('llama-f16-rpc-ngl0', 'llama-6l-f16', [...RPC, '-ngl', '0'], 'devices present but nothing offloaded'),
  c('llama-f16-rpc-ngl2', 'llama-6l-f16', [...RPC, '-ngl', '2'], 'partial: the last 2 layers offloaded'),
  c('llama-f16-rpc-ngl6', 'llama-6l-f16', [...RPC, '-ngl', '6'], 'all 6 layers but not the output layer'),
  c(
    'llama-f16-rpc-ngl7',
    'llama-6l-f16',
    [...RPC, '-ngl', '7'],
    '6 layers and the output layer (n_layer + 1)',
  ),
  c(
    'llama-f16-rpc-ts31',
    'llama-6l-f16',
    [...RPC, '-ngl', 'all', '-ts', '3,1'],
    'tensor split 3:1 over two devices',
  ),
  c('llama-f16-rpc-ts13', 'llama-6l-f16', [...RPC, '-ngl', 'all', '-ts', '1,3'], 'tensor split 1:3'),
  c(
    'llama-f16-rpc-ts10',
    'llama-6l-f16',
    [...RPC, '-ngl', 'all', '-ts', '1,0'],
    'tensor split leaving the second device empty',
  ),
  c(
    'llama-f16-rpc-ngl4-ts31',
    'llama-6l-f16',
    [...RPC, '-ngl', '4', '-ts', '3,1'],
    'partial -ngl with a 3:1 split',
  ),
  c('llama-f16-rpc1-ngl-all', 'llama-6l-f16', [...RPC_ONE, '-ngl', 'all'], 'one RPC server only'),
  c('llama-f16-rpc-nkvo', 'llama-6l-f16', [...RPC, '-ngl', 'all', '-nkvo'], 'KV cache kept on the host'),
  c('llama-f16-rpc-c512', 'llama-6l-f16', [...RPC, '-ngl', 'all', '-c', '512'], 'context 512'),
  c(
    'llama-f16-rpc-c1000',
    'llama-6l-f16',
    [...RPC, '-ngl', 'all', '-c', '1000'],
    'context not a multiple of the padding',
  ),
  c(
    'llama-f16-rpc-c8192',
    'llama-6l-f16',
    [...RPC, '-ngl', 'all', '-c', '8192'],
    'context above the trained 4096',
  ),
  c(
    'llama-f16-rpc-ctk-q8',
    'llama-6l-f16',
    [...RPC, '-ngl', 'all', '-c', '1024', '-ctk', 'q8_0', '-ctv', 'q8_0'],
    'KV types q8_0',
  ),
  c(
    'llama-f16-rpc-ctk-f32',
    'llama-6l-f16',
    [...RPC, '-ngl', 'all', '-c', '1024', '-ctk', 'f32', '-ctv', 'f32'],
    'KV types f32',
  ),
  c(
    'llama-f16-rpc-ctk-q4-ctv-f16',
    'llama-6l-f16',
    [...RPC, '-ngl', 'all', '-c', '1024', '-ctk', 'q4_0'],
    'K q4_0, V default',
  ),
  c('llama-f16-rpc-np4', 'llama-6l-f16', [...RPC, '-ngl', 'all', '-c', '2048', '-np', '4'], '4 sequences'),
  c(
    'llama-f16-rpc-fa-off',
    'llama-6l-f16',
    [...RPC, '-ngl', 'all', '-c', '1024', '-fa', 'off'],
    'flash attention off',
  ),
  c(
    'llama-f16-rpc-fit-off',
    'llama-6l-f16',
    [...RPC, '--fit', 'off'],
    '--fit off: no probe loads, -ngl default',
  ),
  c('llama-f16-rpc-fit-on', 'llama-6l-f16', [...RPC, '--fit', 'on', '-c', '2048'], '--fit on stated'),
  c('llama-f16-rpc-sm-row', 'llama-6l-f16', [...RPC, '-ngl', 'all', '-sm', 'row'], 'split mode row'),
  c(
    'llama-f16-rpc-sm-none',
    'llama-6l-f16',
    [...RPC, '-ngl', 'all', '-sm', 'none'],
    'split mode none: main device only',
  ),
  c(
    'llama-f16-rpc-mg1-sm-none',
    'llama-6l-f16',
    [...RPC, '-ngl', 'all', '-sm', 'none', '-mg', '1'],
    'main device 1',
  ),
  c(
    'llama-f16-rpc-ot-ffn-cpu',
    'llama-6l-f16',
    [...RPC, '-ngl', 'all', '-ot', 'ffn_.*=CPU'],
    '-ot FFN tensors to the host',
  ),
  c(
    'llama-f16-rpc-ot-to-rpc-b',
    'llama-6l-f16',
    [...RPC, '-ngl', '0', '-ot', `blk\\.[0-2]\\.=${RPC_B}`],
    '-ot layers 0-2 to the second server, nothing else offloaded',
  ),
  c(
    'llama-f16-rpc-ot-first-match',
    'llama-6l-f16',
    [...RPC, '-ngl', 'all', '-ot', `blk\\.0\\.ffn_up=${RPC_A},blk\\.0\\.ffn=CPU`],
    '-ot: the first matching pattern wins',
  ),
  c(
    'llama-f16-rpc-ot-bad-rpc1',
    'llama-6l-f16',
    [...RPC, '-ngl', 'all', '-ot', `ffn_.*=RPC1[${RPC_ENDPOINTS[0]}]`],
    'RPC1[...] on a one-device server: refused',
  ),
  c(
    'llama-f16-ot-before-rpc',
    'llama-6l-f16',
    ['-ngl', 'all', '-ot', `ffn_.*=${RPC_B}`, ...RPC],
    '-ot naming an RPC buffer type before --rpc registers it',
  ),
  c(
    'llama-f16-no-mmap',
    'llama-6l-f16',
    [...RPC, '-ngl', '2', '--no-mmap'],
    '--no-mmap: removed in this build',
  ),
  c(
    'llama-f16-rpc-lm-none',
    'llama-6l-f16',
    [...RPC, '-ngl', '2', '-lm', 'none'],
    '-lm none: host weights in a plain CPU buffer',
  ),
  // A server with two devices: buffer types RPC0[...] and RPC1[...] on one endpoint.
  c('llama-f16-rpcdual-ngl-all', 'llama-6l-f16', [...DUAL, '-ngl', 'all'], 'one server exposing two devices'),
  c(
    'llama-f16-rpcdual-ot-rpc1',
    'llama-6l-f16',
    [...DUAL, '-ngl', 'all', '-ot', `ffn_.*=RPC1[${RPC_DUAL}]`],
    'RPC1[...] accepted: the server has a second device',
  ),
  c(
    'llama-f16-rpc3-ts111',
    'llama-6l-f16',
    [...THREE, '-ngl', 'all', '-ts', '1,1,1'],
    'three devices over two servers (RPC0, RPC1, RPC2)',
  ),
  // llama quantized: repacking on the host.
  c('llama-q8-cpu', 'llama-6l-q8_0', [], 'Q8_0 on the host'),
  c('llama-q8-rpc-ngl3', 'llama-6l-q8_0', [...RPC, '-ngl', '3'], 'Q8_0, half offloaded'),
  c('llama-q40-cpu', 'llama-6l-q4_0', [], 'Q4_0 on the host (does this build repack it?)'),
  c('llama-q40-rpc-ngl3', 'llama-6l-q4_0', [...RPC, '-ngl', '3'], 'Q4_0, half offloaded'),
  c('llama-q4km-cpu', 'llama-6l-q4_k_m', [], 'Q4_K_M on the host (repacked types)'),
  c('llama-q4km-rpc-ngl3', 'llama-6l-q4_k_m', [...RPC, '-ngl', '3'], 'Q4_K_M, half offloaded'),
  c(
    'llama-q4km-rpc-ngl3-lm-none',
    'llama-6l-q4_k_m',
    [...RPC, '-ngl', '3', '-lm', 'none'],
    'Q4_K_M without mmap',
  ),
  // qwen3moe: experts.
  c('qwen3moe-f16-cpu', 'qwen3moe-6l-f16', [], 'MoE on the host'),
  c('qwen3moe-f16-rpc-ngl-all', 'qwen3moe-6l-f16', [...RPC, '-ngl', 'all'], 'MoE fully offloaded'),
  c(
    'qwen3moe-f16-rpc-ncmoe2',
    'qwen3moe-6l-f16',
    [...RPC, '-ngl', 'all', '--n-cpu-moe', '2'],
    'experts of the first 2 layers on the host',
  ),
  c(
    'qwen3moe-f16-rpc-cmoe',
    'qwen3moe-6l-f16',
    [...RPC, '-ngl', 'all', '--cpu-moe'],
    'every expert on the host',
  ),
  c(
    'qwen3moe-f16-rpc-ngl3-ncmoe4',
    'qwen3moe-6l-f16',
    [...RPC, '-ngl', '3', '--n-cpu-moe', '4'],
    'partial -ngl with --n-cpu-moe',
  ),
  c(
    'qwen3moe-f16-rpc-ot-exps-b',
    'qwen3moe-6l-f16',
    [...RPC, '-ngl', 'all', '-ts', '1,0', '-ot', `exps=${RPC_B}`],
    'layers on one server, experts on the other',
  ),
  c(
    'qwen3moe-f16-rpc3-ot-exps-dual1',
    'qwen3moe-6l-f16',
    [...THREE, '-ngl', 'all', '-ot', `exps=RPC1[${RPC_DUAL}]`],
    'experts to the second device of the two-device server',
  ),
  c('qwen3moe-q4km-cpu', 'qwen3moe-6l-q4_k_m', [], 'Q4_K_M MoE on the host'),
  c(
    'qwen3moe-q4km-rpc-ncmoe3',
    'qwen3moe-6l-q4_k_m',
    [...RPC, '-ngl', 'all', '--n-cpu-moe', '3'],
    'Q4_K_M with 3 layers of experts on the host',
  ),
  // gpt-oss: sliding window, MXFP4.
  c('gptoss-mxfp4-cpu', 'gpt-oss-6l-mxfp4_moe', [], 'MXFP4 experts on the host'),
  c(
    'gptoss-mxfp4-rpc-ngl-all',
    'gpt-oss-6l-mxfp4_moe',
    [...RPC, '-ngl', 'all'],
    'gpt-oss fully offloaded, two KV buffers per device',
  ),
  c(
    'gptoss-mxfp4-rpc-c1024',
    'gpt-oss-6l-mxfp4_moe',
    [...RPC, '-ngl', 'all', '-c', '1024'],
    'context 1024, window 128',
  ),
  c(
    'gptoss-mxfp4-rpc-swa-full',
    'gpt-oss-6l-mxfp4_moe',
    [...RPC, '-ngl', 'all', '-c', '1024', '--swa-full'],
    '--swa-full',
  ),
  c(
    'gptoss-mxfp4-rpc-np2',
    'gpt-oss-6l-mxfp4_moe',
    [...RPC, '-ngl', 'all', '-c', '1024', '-np', '2'],
    'two sequences with SWA',
  ),
  c(
    'gptoss-mxfp4-rpc-ncmoe3',
    'gpt-oss-6l-mxfp4_moe',
    [...RPC, '-ngl', 'all', '--n-cpu-moe', '3'],
    'experts of 3 layers on the host',
  ),
  c(
    'gptoss-mxfp4-rpc1-c32768-ncmoe3',
    'gpt-oss-6l-mxfp4_moe',
    [...RPC_ONE, '-ngl', 'all', '-c', '32768', '--n-cpu-moe', '3'],
    'one device, long context, 3 layers of experts on the host',
  ),
  c(
    'gptoss-mxfp4-rpc-ts31',
    'gpt-oss-6l-mxfp4_moe',
    [...RPC, '-ngl', 'all', '-ts', '3,1'],
    'gpt-oss split 3:1',
  ),
  c(
    'gptoss-mxfp4-rpc-nkvo',
    'gpt-oss-6l-mxfp4_moe',
    [...RPC, '-ngl', 'all', '-c', '1024', '-nkvo'],
    'both SWA and full KV buffers on the host',
  ),
  // glm4moe: the NextN/MTP layer.
  c('glm4moe-f16-cpu', 'glm4moe-4l-mtp-f16', [], 'MTP layer on the host'),
  c(
    'glm4moe-f16-rpc-ngl-all',
    'glm4moe-4l-mtp-f16',
    [...RPC, '-ngl', 'all'],
    'fully offloaded: the MTP layer is not loaded',
  ),
  c('glm4moe-f16-rpc-ngl2', 'glm4moe-4l-mtp-f16', [...RPC, '-ngl', '2'], '-ngl counts the MTP layer'),
  c('glm4moe-q8-rpc-ts31', 'glm4moe-4l-mtp-q8_0', [...RPC, '-ngl', 'all', '-ts', '3,1'], 'Q8_0 split 3:1'),
  c(
    'glm4moe-f16-rpc-ncmoe2',
    'glm4moe-4l-mtp-f16',
    [...RPC, '-ngl', 'all', '--n-cpu-moe', '2'],
    '--n-cpu-moe 2 (layer 0 is dense)',
  ),
  c(
    'glm4moe-f16-rpc-ncmoe5',
    'glm4moe-4l-mtp-f16',
    [...RPC, '-ngl', 'all', '--n-cpu-moe', '5'],
    '--n-cpu-moe covering the MTP layer',
  ),
  c('glm4moe-f16-rpc-ngl1', 'glm4moe-4l-mtp-f16', [...RPC, '-ngl', '1'], '-ngl 1: the output layer only'),
  c(
    'glm4moe-f16-rpc-ngl3',
    'glm4moe-4l-mtp-f16',
    [...RPC, '-ngl', '3'],
    '-ngl 3: layer 3, the MTP layer and the output',
  ),
  // deepseek2: MLA.
  c('deepseek2-f16-cpu', 'deepseek2-mla-6l-f16', [], 'MLA on the host'),
  c('deepseek2-f16-rpc-ngl-all', 'deepseek2-mla-6l-f16', [...RPC, '-ngl', 'all'], 'MLA fully offloaded'),
  c(
    'deepseek2-f16-rpc-ngl3-c1024',
    'deepseek2-mla-6l-f16',
    [...RPC, '-ngl', '3', '-c', '1024'],
    'MLA partial, context 1024',
  ),
  c(
    'deepseek2-f16-rpc-ctk-q8',
    'deepseek2-mla-6l-f16',
    [...RPC, '-ngl', 'all', '-c', '1024', '-ctk', 'q8_0'],
    'MLA with a q8_0 K cache',
  ),
  c(
    'deepseek2-f16-rpc-ctk-ctv-q8',
    'deepseek2-mla-6l-f16',
    [...RPC, '-ngl', 'all', '-c', '1024', '-ctk', 'q8_0', '-ctv', 'q8_0'],
    'MLA with q8_0 K and V',
  ),
  c(
    'deepseek2-f16-rpc-nkvo',
    'deepseek2-mla-6l-f16',
    [...RPC, '-ngl', 'all', '-nkvo'],
    'MLA with the KV cache on the host',
  ),
  c(
    'deepseek2-f16-rpc-cmoe',
    'deepseek2-mla-6l-f16',
    [...RPC, '-ngl', 'all', '--cpu-moe'],
    'MLA with every expert on the host',
  ),
  c('deepseek2-q4km-rpc-ngl-all', 'deepseek2-mla-6l-q4_k_m', [...RPC, '-ngl', 'all'], 'Q4_K_M MLA offloaded'),
  // llama-fit-params: the runtime's own projection.
  fp('fitparams-llama-f16-rpc', 'llama-6l-f16', [...RPC], 'fit projection, two devices'),
  fp('fitparams-qwen3moe-f16-rpc-c2048', 'qwen3moe-6l-f16', [...RPC, '-c', '2048'], 'fit projection for MoE'),
  fp(
    'fitparams-gptoss-rpc-c32768',
    'gpt-oss-6l-mxfp4_moe',
    [...RPC, '-c', '32768'],
    'fit projection, long context',
  ),
  fp('fitparams-llama-f16-rpc-ot', 'llama-6l-f16', [...RPC, '-ot', 'ffn_.*=CPU'], 'fit with -ot set'),
  fp(
    'fitprint-llama-f16-rpc',
    'llama-6l-f16',
    [...RPC, '--fit-print', 'on'],
    'estimated memory per device (MiB)',
  ),
  fp(
    'fitprint-gptoss-rpc-c32768-ncmoe3',
    'gpt-oss-6l-mxfp4_moe',
    [...RPC, '-c', '32768', '--n-cpu-moe', '3', '--fit-print', 'on'],
    'estimate with --n-cpu-moe',
  ),
  fp(
    'fitprint-deepseek2-rpc-ngl-all',
    'deepseek2-mla-6l-f16',
    [...RPC, '-ngl', 'all', '--fit-print', 'on'],
    'MLA estimate',
  ),
];
