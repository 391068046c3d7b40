/**
 * What every conformance run shares: the RPC servers (fixed loopback ports), the arguments every
 * llama-completion run gets, the models, and the two run constructors.
 */
export const RPC_ENDPOINTS = ['127.0.0.1:50052', '127.0.0.1:50053'];
/** A third server exposing two devices (the host CPU twice): RPC0[...] and RPC1[...] on one endpoint. */
export const RPC_DUAL = '127.0.0.1:50054';
export const RPC_SERVERS = [
  ...RPC_ENDPOINTS.map((endpoint) => ({ endpoint, devices: null })),
  { endpoint: RPC_DUAL, devices: 'CPU,CPU' },
];
export const RPC = ['--rpc', RPC_ENDPOINTS.join(',')];
export const RPC_ONE = ['--rpc', RPC_ENDPOINTS[0]];
/** Buffer type names as ggml-rpc builds them: RPC<device index within its server>[endpoint]. */
export const RPC_A = `RPC0[${RPC_ENDPOINTS[0]}]`;
export const RPC_B = `RPC0[${RPC_ENDPOINTS[1]}]`;
export const DUAL = ['--rpc', RPC_DUAL];
export const THREE = ['--rpc', `${RPC_ENDPOINTS[0]},${RPC_DUAL}`];

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

export const c = (id, model, args, purpose) => ({ id, tool: 'llama-completion', model, args, purpose });
export const fp = (id, model, args, purpose) => ({ id, tool: 'llama-fit-params', model, args, purpose });
