import { describe, expect, it } from 'vitest';
import { imageTypeOfBytes } from './imageSignature';

const bytes = (...parts: Array<number[] | string>) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p, 'latin1')] : p)));

describe('image signatures', () => {
  it('knows JPEG, PNG and WebP by their first bytes', () => {
    expect(imageTypeOfBytes(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('image/jpeg');
    expect(imageTypeOfBytes(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'))).toBe('image/png');
    expect(imageTypeOfBytes(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('image/webp');
  });

  it('knows nothing else: text, HTML, SVG, other RIFF files, GIF, truncated signatures, nothing at all', () => {
    for (const other of [
      bytes('hello'),
      bytes('<html><script>alert(1)</script>'),
      bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '),
      bytes('GIF89a'),
      bytes([0xff, 0xd8]),
      bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a]),
      bytes('RIFF', [0, 0, 0, 0], 'WEB'),
      bytes(),
    ]) {
      expect(imageTypeOfBytes(other)).toBeNull();
    }
  });
});
