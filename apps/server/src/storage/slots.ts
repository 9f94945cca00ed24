/**
 * At most `max` tasks at a time; the others wait their turn in order. Decoding work (images,
 * video frames) runs through one of these, so that peak memory and CPU stay bounded on a small
 * machine however many uploads arrive together.
 */
export function createSlots(max: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function withSlot<T>(task: () => Promise<T>): Promise<T> {
    if (running >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}
