/** The MoE runs (qwen3moe, gpt-oss, glm4moe with MTP, deepseek2 MLA) and the llama-fit-params runs. */
import { RPC, RPC_B, RPC_DUAL, RPC_ONE, THREE, c, fp } from './run-setup.mjs';

export const MOE_RUNS = [
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
