/** Width and height from a PNG's or JPEG's header, without decoding the image (null when not found). */
export function imageSize(buffer: Buffer): { width: number; height: number } | null {
  if (buffer[0] === 0x89 && buffer.length >= 24) {
    // PNG: the IHDR chunk comes first, width and height big-endian at bytes 16 and 20.
    return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
  }
  if (buffer[0] === 0xff && buffer[1] === 0xd8) {
    // JPEG: walk the segments to the first start-of-frame marker.
    let at = 2;
    while (at + 9 < buffer.length) {
      if (buffer[at] !== 0xff) return null;
      const marker = buffer[at + 1] ?? 0;
      const length = buffer.readUInt16BE(at + 2);
      const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
      if (isFrame) return { height: buffer.readUInt16BE(at + 5), width: buffer.readUInt16BE(at + 7) };
      at += 2 + length;
    }
  }
  return null;
}
