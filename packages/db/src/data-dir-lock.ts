import { createHash } from "node:crypto";
import { realpathSync, rmSync } from "node:fs";
import net from "node:net";

/** Opening a PGlite data dir that another process (or this one) has open. */
export class DatabaseInUseError extends Error {
  constructor(
    readonly dir: string,
    /** The holder's process id, or null when it is too busy to say. */
    readonly pid: number | null,
  ) {
    super(
      `The PGlite database in ${dir} is in use by ${pid === null ? "another process" : `process ${pid}`} ` +
        "(is the server running?). PGlite allows one process at a time: stop that process first, or use " +
        "PostgreSQL through DATABASE_URL.",
    );
  }
}

/**
 * Where the lock of a data dir listens. On Linux an abstract socket and on Windows a named pipe:
 * both have no file, their bind is atomic, and the kernel frees them when the holder dies — even
 * while it lingers as a zombie — so no stale lock can outlive a crash (decision 017). Elsewhere a
 * socket file beside the data dir, removed when nothing answers on it.
 */
export function lockAddress(dir: string, platform: NodeJS.Platform = process.platform): string {
  const digest = createHash("sha256").update(realpathSync(dir)).digest("hex").slice(0, 32);
  if (platform === "linux") return `\0mp-pglite-${digest}`;
  if (platform === "win32") return `\\\\.\\pipe\\mp-pglite-${digest}`;
  return `${dir}.sock`;
}

/**
 * PGlite has no lock of its own, and two processes writing one data dir would corrupt it: the
 * holder listens on the dir's lock address and tells its process id to whoever connects. Answers
 * the function that releases the lock; a process that dies releases it with its sockets.
 */
export async function lockDataDir(dir: string): Promise<() => Promise<void>> {
  const address = lockAddress(dir);
  for (let attempt = 1; ; attempt++) {
    const server = net.createServer((socket) => socket.end(String(process.pid)));
    try {
      await listen(server, address);
      server.unref();
      return () => new Promise((resolve) => server.close(() => resolve()));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EADDRINUSE" || attempt > 20) throw err;
    }
    const holder = await askHolder(address);
    if (holder !== "gone") throw new DatabaseInUseError(dir, holder === "busy" ? null : holder);
    // Only a socket file can be left behind, by a holder that died.
    if (!address.startsWith("\0") && !address.startsWith("\\\\")) rmSync(address, { force: true });
    // A holder that is dying still has its address for a few milliseconds.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function listen(server: net.Server, address: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(address, () => {
      server.off("error", reject);
      resolve();
    });
  });
}

/**
 * The holder's process id; "busy" when it accepts but cannot answer in time (its event loop is held
 * by a long query); "gone" when nobody listens or the connection drops unanswered (a dying holder).
 */
function askHolder(address: string): Promise<number | "busy" | "gone"> {
  return new Promise((resolve) => {
    const socket = net.connect(address);
    let answer = "";
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      socket.destroy();
    }, 2_000);
    socket.on("data", (chunk) => (answer += String(chunk)));
    socket.on("error", () => {});
    socket.on("close", () => {
      clearTimeout(timer);
      const pid = Number.parseInt(answer, 10);
      resolve(pid > 0 ? pid : timedOut ? "busy" : "gone");
    });
  });
}
