const UNITS = ["bytes", "KB", "MB", "GB"] as const;

/**
 * A size as a person reads it: "820 bytes", "14 KB", "1.2 MB" (1 KB = 1,024
 * bytes, as the question's `maxBytes` default of 5 MB is 5,242,880 bytes),
 * one decimal at most, and none when it is 0.
 */
export function fileSize(bytes: number): string {
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  const rounded = unit === 0 ? size : Math.round(size * 10) / 10;
  return `${rounded} ${UNITS[unit]}`;
}
