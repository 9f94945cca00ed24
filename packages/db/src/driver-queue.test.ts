import { afterEach, describe, expect, it, vi } from 'vitest';

// The queue postgres.js keeps its connections in (open, busy, full...), as patched by
// patches/postgres+3.4.9.patch (docs/decisions/0007-postgres-driver-patch.md). A path, not a
// package subpath: the driver exports no such entry.
interface DriverQueue<T> {
  readonly length: number;
  push(x: T): T;
  shift(): T | undefined;
  remove(x: T): T | null;
}
const queuePath = new URL('../../../node_modules/postgres/src/queue.js', import.meta.url).href;
const load = async () =>
  ((await import(queuePath)) as { default: <T>(initial?: T[]) => DriverQueue<T> }).default;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the PostgreSQL driver's connection queue", () => {
  it('keeps first-in first-out order, removes from anywhere and counts what it holds', async () => {
    const Queue = await load();
    const queue = Queue(['a', 'b']);
    queue.push('c');
    queue.push('d');
    expect(queue.length).toBe(4);
    expect(queue.shift()).toBe('a');
    expect(queue.remove('c')).toBe('c');
    expect(queue.remove('a')).toBeNull();
    expect(queue.remove('zz')).toBeNull();
    expect(queue.length).toBe(2);
    expect(queue.shift()).toBe('b');
    expect(queue.shift()).toBe('d');
    expect(queue.length).toBe(0);
    queue.push('e');
    expect(queue.length).toBe(1);
    expect(queue.shift()).toBe('e');
  });

  it('does not grow when it never empties, as the idle connections of a pool under load', async () => {
    const Queue = await load();
    const connections = Array.from({ length: 20 }, (_, i) => ({ id: i }));
    const open = Queue(connections);
    // What every query does: take an idle connection, move it out (remove from where it was
    // taken), and put it back when the answer arrives. The driver's release grew its array by
    // one slot per query and searched all of it on every move.
    const searched: number[] = [];
    const indexOf = Array.prototype.indexOf;
    vi.spyOn(Array.prototype, 'indexOf').mockImplementation(function (
      this: unknown[],
      ...args: Parameters<typeof indexOf>
    ) {
      searched.push(this.length);
      return indexOf.apply(this, args);
    });
    for (let query = 0; query < 50_000; query++) {
      const connection = open.shift()!;
      open.remove(connection);
      open.push(connection);
    }
    vi.restoreAllMocks();
    expect(open.length).toBe(20);
    expect(searched).toHaveLength(50_000);
    expect(Math.max(...searched)).toBeLessThanOrEqual(2 * connections.length + 1);
    const order = Array.from({ length: 20 }, () => open.shift()!.id);
    expect(new Set(order).size).toBe(20);
  });
});
