/** Why a task was refused a turn: the line was full, or its wait passed `timeoutMs`. */
export class QueueBusyError extends Error {}

/** Thrown by `run`/`acquire` when every slot is busy and the waiting line is full. */
export class QueueFullError extends QueueBusyError {
  constructor() {
    super("queue full");
  }
}

/** Thrown by `run`/`acquire` when a turn did not come within `timeoutMs`. */
export class QueueTimeoutError extends QueueBusyError {
  constructor(timeoutMs: number) {
    super(`no turn within ${timeoutMs} ms`);
  }
}

type Waiter = {
  grant: () => void;
  refuse: () => void;
  rank: number;
  deadline: number;
  timer: NodeJS.Timeout | null;
};

/**
 * At most `concurrency` tasks at once, and at most `maxWaiting` waiting for a turn, in arrival
 * order; a task beyond that is refused at once (QueueFullError) rather than queued without end,
 * and with `timeoutMs` one that waited that long leaves the line (QueueTimeoutError).
 *
 * `rankOf` may order the line otherwise: lower ranks go first, equal ranks in arrival order. The
 * database ranks a statement by when its request arrived, so that a request under way finishes
 * before newer ones start, rather than all of them advancing a statement at a time.
 */
export function createBoundedQueue({
  concurrency,
  maxWaiting,
  timeoutMs,
  rankOf = () => performance.now(),
}: {
  concurrency: number;
  maxWaiting: number;
  timeoutMs?: number;
  rankOf?: () => number;
}) {
  let running = 0;
  const waiting: Waiter[] = [];

  const release = (): void => {
    const next = waiting.shift();
    if (!next) {
      running -= 1;
      return;
    }
    // The slot passes to the next in line (it stays counted as running), on the event loop's
    // next turn: PGlite runs each statement synchronously, and handing over in a microtask would
    // run the whole line without ever reading a new request or firing a timer. A waiter whose time
    // is up by then is refused, and the slot passes on.
    if (next.timer) clearTimeout(next.timer);
    setImmediate(() => {
      if (performance.now() <= next.deadline) return next.grant();
      next.refuse();
      release();
    });
  };

  /** A turn: resolves with the function that gives it back (once; later calls do nothing). */
  async function acquire(): Promise<() => void> {
    if (running < concurrency) running += 1;
    else if (waiting.length >= maxWaiting) throw new QueueFullError();
    else {
      await new Promise<void>((resolve, reject) => {
        const waiter: Waiter = {
          grant: resolve,
          refuse: () => reject(new QueueTimeoutError(timeoutMs ?? 0)),
          rank: rankOf(),
          deadline: timeoutMs === undefined ? Infinity : performance.now() + timeoutMs,
          timer: null,
        };
        if (timeoutMs !== undefined) {
          waiter.timer = setTimeout(() => {
            waiting.splice(waiting.indexOf(waiter), 1);
            waiter.refuse();
          }, timeoutMs);
        }
        // Most arrive last in rank; look from the end.
        let at = waiting.length;
        while (at > 0 && waiting[at - 1]!.rank > waiter.rank) at -= 1;
        waiting.splice(at, 0, waiter);
      });
    }
    let given = false;
    return () => {
      if (given) return;
      given = true;
      release();
    };
  }

  return {
    acquire,
    async run<T>(task: () => Promise<T>): Promise<T> {
      const done = await acquire();
      try {
        return await task();
      } finally {
        done();
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
