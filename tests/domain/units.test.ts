import fc from 'fast-check';
import {
  GB,
  GIB,
  formatBytes,
  formatGB,
  formatGiB,
  formatInteger,
  isKnown,
  toGiB,
} from '../../src/domain/units/bytes';

// Seed (Mia, model notes): "328,326,771,576 safetensors file bytes" and
// "Checkpoint file 328326771576 bytes (305.778 GiB)".
const OFFICIAL_FILE_BYTES = 328_326_771_576;

describe('units are exact', () => {
  it('defines GB as 10^9 bytes and GiB as 2^30 bytes', () => {
    expect(GB).toBe(10 ** 9);
    expect(GIB).toBe(2 ** 30);
    expect(GIB).toBe(1_073_741_824);
  });

  it('shows 328,326,771,576 bytes as 305.778 GiB', () => {
    expect(formatGiB(OFFICIAL_FILE_BYTES)).toBe('305.778 GiB');
    expect(toGiB(OFFICIAL_FILE_BYTES)).toBeCloseTo(305.778, 3);
  });

  it('writes the exact byte count with thousands separators and its GiB value beside it', () => {
    expect(formatInteger(OFFICIAL_FILE_BYTES)).toBe('328,326,771,576');
    expect(formatBytes(OFFICIAL_FILE_BYTES)).toBe('328,326,771,576 bytes (305.778 GiB)');
  });

  it('does not label a GiB value as GB: the same bytes are 328.327 GB and 305.778 GiB', () => {
    expect(formatGB(OFFICIAL_FILE_BYTES)).toBe('328.327 GB');
    expect(formatGB(OFFICIAL_FILE_BYTES)).not.toBe(formatGiB(OFFICIAL_FILE_BYTES).replace('GiB', 'GB'));
    // Dividing by 1024^3 and calling it GB is about a 7.4% error.
    expect(GIB / GB - 1).toBeCloseTo(0.0737, 4);
  });

  it('shows about 176 GB and 164 GiB as one quantity: the same bytes print as both', () => {
    // The README's "about 176 GB" file, in bytes: 176,000,000,000.
    const file = 176 * GB;
    expect(formatGB(file)).toBe('176.000 GB');
    expect(formatGiB(file)).toBe('163.913 GiB');
    expect(formatBytes(file)).toBe('176,000,000,000 bytes (163.913 GiB)');
    // And 164 GiB, in bytes, prints as about 176 GB, not as 164 GB.
    expect(formatGiB(164 * GIB)).toBe('164.000 GiB');
    expect(formatGB(164 * GIB)).toBe('176.094 GB');
    expect(formatBytes(164 * GIB)).toBe('176,093,659,136 bytes (164.000 GiB)');
  });

  it('prints any byte count within half a thousandth of its GiB and GB values, each with its own unit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 50 }), (n) => {
        const gib = formatGiB(n);
        const gb = formatGB(n);
        expect(gib).toMatch(/^\d+\.\d{3} GiB$/);
        expect(gb).toMatch(/^\d+\.\d{3} GB$/);
        expect(Math.abs(parseFloat(gib) - n / 2 ** 30)).toBeLessThanOrEqual(0.0005 + 1e-9);
        expect(Math.abs(parseFloat(gb) - n / 1e9)).toBeLessThanOrEqual(0.0005 + 1e-9);
        expect(formatBytes(n)).toBe(`${formatInteger(n)} bytes (${gib})`);
      }),
    );
  });

  it('shows one GiB as 1.000 GiB and one GB as 1.000 GB', () => {
    expect(formatGiB(GIB)).toBe('1.000 GiB');
    expect(formatGB(GB)).toBe('1.000 GB');
    expect(formatGB(GIB)).toBe('1.074 GB');
    expect(formatGiB(GB)).toBe('0.931 GiB');
  });
});

describe('unknown stays unknown', () => {
  it('formats "unknown" as "unknown", never as 0', () => {
    expect(formatBytes('unknown')).toBe('unknown');
    expect(formatBytes('unknown')).not.toMatch(/\d/);
  });

  it('knows that 0 bytes is a known count and "unknown" is not', () => {
    expect(isKnown(0)).toBe(true);
    expect(isKnown('unknown')).toBe(false);
    expect(formatBytes(0)).toBe('0 bytes (0.000 GiB)');
  });

  it('keeps every digit of any exact byte count when formatting it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => {
        expect(formatInteger(n).replaceAll(',', '')).toBe(String(n));
        expect(formatInteger(n)).toMatch(/^\d{1,3}(,\d{3})*$/);
        expect(formatBytes(n).startsWith(`${formatInteger(n)} bytes (`)).toBe(true);
      }),
    );
  });
});
