/**
 * The runtime's tensor groups: how llama.cpp names the tensors of a GGUF file, grouped into
 * the components a board shows. Without a model file header the names are these stand-ins,
 * one set per layer, so an -ot pattern can be tried on them; with a header the real names
 * replace them.
 */

export type TensorGroup = {
  id: string;
  label: string;
  /** How a part's label names the group before its layers: "Routed experts, layers 0 to 26". */
  partLead: string;
  kind: string;
  /** Tensors of every layer (blk.N.<name>), or tensors outside the layers. */
  layered: boolean;
  tensors: readonly string[];
  /** Only an MoE model has it: present when the command implies experts. */
  moe: boolean;
};

export const TENSOR_GROUPS: readonly TensorGroup[] = [
  {
    id: 'input-embedding',
    label: 'Input embedding (token_embd)',
    partLead: 'Input embedding',
    kind: 'embedding',
    layered: false,
    tensors: ['token_embd.weight'],
    moe: false,
  },
  {
    id: 'attention',
    label: 'Attention and norms of each layer',
    partLead: 'Attention and norms',
    kind: 'attention',
    layered: true,
    tensors: [
      'attn_norm.weight',
      'attn_q.weight',
      'attn_k.weight',
      'attn_v.weight',
      'attn_output.weight',
      'ffn_norm.weight',
    ],
    moe: false,
  },
  {
    id: 'router',
    label: 'Router of each MoE layer (ffn_gate_inp)',
    partLead: 'Router',
    kind: 'router',
    layered: true,
    tensors: ['ffn_gate_inp.weight'],
    moe: true,
  },
  {
    id: 'routed-experts',
    label: 'Routed experts (ffn_*_exps)',
    partLead: 'Routed experts',
    kind: 'routed-experts',
    layered: true,
    tensors: ['ffn_gate_exps.weight', 'ffn_up_exps.weight', 'ffn_down_exps.weight'],
    moe: true,
  },
  {
    id: 'shared-experts',
    label: 'Shared experts (ffn_*_shexp)',
    partLead: 'Shared experts',
    kind: 'shared-experts',
    layered: true,
    tensors: ['ffn_gate_shexp.weight', 'ffn_up_shexp.weight', 'ffn_down_shexp.weight'],
    moe: true,
  },
  {
    id: 'dense-ffn',
    label: 'Dense FFN of each layer (ffn_gate, ffn_up, ffn_down)',
    partLead: 'Dense FFN',
    kind: 'dense-weights',
    layered: true,
    tensors: ['ffn_gate.weight', 'ffn_up.weight', 'ffn_down.weight'],
    moe: false,
  },
  {
    id: 'output-head',
    label: 'Output layer (output, output_norm)',
    partLead: 'Output layer',
    kind: 'output-head',
    layered: false,
    tensors: ['output_norm.weight', 'output.weight'],
    moe: false,
  },
];

export const tensorName = (group: TensorGroup, tensor: string, layer: number): string =>
  group.layered ? `blk.${layer}.${tensor}` : tensor;

/** The tensor's short name as the board shows it: "ffn_up_exps". */
export const shortTensor = (tensor: string): string => tensor.replace(/\.(weight|bias|scale)$/, '');

/** Without a header, layers are tried up to this one; a range that reaches it is shown as "and up". */
export const LAYER_HORIZON = 128;
