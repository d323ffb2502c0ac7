// The yardstick of the catalogue reads: a bare Node http server that answers every request with
// the bytes the real server sent for one endpoint (its status, headers and body), taken in the same
// run, so that "req/s against bare Node" compares the server's own work on the same machine under
// the same load. Run as a child process (its own event loop, like the server):
//   node scripts/bench/bare-node.mjs PORT RESPONSE_JSON_FILE
import { readFileSync } from "node:fs";
import http from "node:http";

const [port, file] = process.argv.slice(2);
const recorded = JSON.parse(readFileSync(file, "utf8"));
const body = Buffer.from(recorded.body, "base64");
const headers = { ...recorded.headers, "content-length": String(body.length) };

http
  .createServer((_request, response) => {
    response.writeHead(recorded.status, headers);
    response.end(body);
  })
  .listen(Number(port), "127.0.0.1", () => console.log("ready"));
