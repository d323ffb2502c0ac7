/** Thrown by `run` when every slot is busy and the waiting line is full. */
export class QueueFullError extends Error {
  constructor() {
    super("queue full");
  }
}

/**
 * At most `concurrency` tasks at once, and at most `maxWaiting` waiting for a turn, in arrival
 * order; a task beyond that is refused at once (QueueFullError) rather than queued without end.
 */
export function createBoundedQueue({ concurrency, maxWaiting }: { concurrency: number; maxWaiting: number }) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < concurrency) running += 1;
      else if (waiting.length < maxWaiting) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw new QueueFullError();
      try {
        return await task();
      } finally {
        // The slot passes straight to the next in line, or is freed.
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}

export type BoundedQueue = ReturnType<typeof createBoundedQueue>;
