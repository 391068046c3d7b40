/**
 * Exact file bytes of one tensor. GGUF: (ne0 / block size) x type size x ne1 x ne2 x ne3,
 * integers only (BigInt), from the chosen family's type table; a type the table does not know,
 * or a row that is not a whole number of blocks, leaves the bytes unknown with the reason.
 * safetensors: END - BEGIN of data_offsets, which the format defines as the tensor's bytes.
 */
import type { RuntimeFamily } from './ggml-types';
import { TYPE_TABLES } from './ggml-types';

export type TensorBytes =
  { bytes: bigint; typeName: string } | { bytes: 'unknown'; typeName: string | undefined; reason: string };

export function ggufTensorBytes(
  shape: readonly bigint[],
  typeId: number,
  family: RuntimeFamily,
): TensorBytes {
  const type = TYPE_TABLES[family].types.get(typeId);
  if (!type)
    return {
      bytes: 'unknown',
      typeName: undefined,
      reason: `ggml type ${typeId} is not in ${family}'s type table`,
    };
  const [ne0 = 1n, ...rest] = shape;
  const block = BigInt(type.blockSize);
  if (ne0 % block !== 0n)
    return {
      bytes: 'unknown',
      typeName: type.name,
      reason: `the row length ${ne0} is not a whole number of ${type.name} blocks of ${type.blockSize}`,
    };
  return { bytes: rest.reduce((n, d) => n * d, (ne0 / block) * BigInt(type.typeSize)), typeName: type.name };
}

export const safetensorsTensorBytes = (begin: bigint, end: bigint): bigint => end - begin;
