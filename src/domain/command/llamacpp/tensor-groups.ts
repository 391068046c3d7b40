/**
 * The runtime's tensor groups: how llama.cpp names the tensors of a GGUF file, grouped into
 * the components a board shows. Each group is one component of the header reader's table
 * (model-file/tensor-names.ts), so a tensor name lands in the same component whichever reader
 * meets it. Without a model file header the names are these stand-ins, one set per layer (a
 * flat name such as output_norm.weight once), so an -ot pattern can be tried on them; with a
 * header the real names replace them.
 */
import { roleOf, type ComponentId } from '../../model-file/tensor-names';

export type TensorGroup = {
  id: string;
  /** The header reader's component: the one key both readers share. */
  component: ComponentId;
  label: string;
  /** How a part's label names the group before its layers: "Routed experts, layers 0 to 26". */
  partLead: string;
  kind: string;
  /** Whether the group has tensors of every layer (blk.N.<name>); flat names are placed by their own layer kind. */
  layered: boolean;
  tensors: readonly string[];
  /** Only an MoE model has it: present when the command implies experts. */
  moe: boolean;
};

export const TENSOR_GROUPS: readonly TensorGroup[] = [
  {
    id: 'input-embedding',
    component: 'embeddings',
    label: 'Input embedding (token_embd)',
    partLead: 'Input embedding',
    kind: 'embedding',
    layered: false,
    tensors: ['token_embd.weight'],
    moe: false,
  },
  {
    id: 'attention',
    component: 'attention',
    label: 'Attention of each layer',
    partLead: 'Attention',
    kind: 'attention',
    layered: true,
    tensors: ['attn_q.weight', 'attn_k.weight', 'attn_v.weight', 'attn_output.weight'],
    moe: false,
  },
  {
    id: 'norms',
    component: 'norms',
    label: 'Norms (attn_norm, ffn_norm of each layer; output_norm)',
    partLead: 'Norms',
    kind: 'norms',
    layered: true,
    tensors: ['attn_norm.weight', 'ffn_norm.weight', 'output_norm.weight'],
    moe: false,
  },
  {
    id: 'router',
    component: 'router',
    label: 'Router of each MoE layer (ffn_gate_inp)',
    partLead: 'Router',
    kind: 'router',
    layered: true,
    tensors: ['ffn_gate_inp.weight'],
    moe: true,
  },
  {
    id: 'routed-experts',
    component: 'routed-experts',
    label: 'Routed experts (ffn_*_exps)',
    partLead: 'Routed experts',
    kind: 'routed-experts',
    layered: true,
    tensors: ['ffn_gate_exps.weight', 'ffn_up_exps.weight', 'ffn_down_exps.weight'],
    moe: true,
  },
  {
    id: 'shared-experts',
    component: 'shared-experts',
    label: 'Shared experts (ffn_*_shexp)',
    partLead: 'Shared experts',
    kind: 'shared-experts',
    layered: true,
    tensors: ['ffn_gate_shexp.weight', 'ffn_up_shexp.weight', 'ffn_down_shexp.weight'],
    moe: true,
  },
  {
    id: 'dense-ffn',
    component: 'dense-ffn',
    label: 'Dense FFN of each layer (ffn_gate, ffn_up, ffn_down)',
    partLead: 'Dense FFN',
    kind: 'dense-weights',
    layered: true,
    tensors: ['ffn_gate.weight', 'ffn_up.weight', 'ffn_down.weight'],
    moe: false,
  },
  {
    id: 'output-head',
    component: 'output-head',
    label: 'Output layer (output)',
    partLead: 'Output layer',
    kind: 'output-head',
    layered: false,
    tensors: ['output.weight'],
    moe: false,
  },
  {
    // Whole NextN/MTP layers (the header reader marks every tensor of such a layer): only a
    // model file shows them, so there are no stand-ins.
    id: 'mtp',
    component: 'mtp',
    label: 'MTP / NextN layers',
    partLead: 'MTP layers',
    kind: 'mtp',
    layered: true,
    tensors: [],
    moe: false,
  },
];

/** A tensor outside the layers (input or output layer), named in full rather than per layer. */
export const flatTensor = (tensor: string): boolean => {
  const role = roleOf(tensor);
  return role === 'input' || role === 'output';
};

export const tensorName = (tensor: string, layer: number): string =>
  flatTensor(tensor) ? tensor : `blk.${layer}.${tensor}`;

/** The tensor's short name as the board shows it: "ffn_up_exps". */
export const shortTensor = (tensor: string): string => tensor.replace(/\.(weight|bias|scale)$/, '');

/** Without a header, layers are tried up to this one; a range that reaches it is shown as "and up". */
export const LAYER_HORIZON = 128;
