// `node scripts/bench/images.mjs` (or `npm run bench -- --scenarios images`): how fast the upload pipeline (apps/api/src/lib/images) turns a
// ~5 MB photo into its WebP variants, and the peak memory of a process doing only that.
// Options: --images N (default 20), --parallel N uploads in flight at once (default 4; the
// pipeline itself processes two at a time), --json (one JSON line instead of the text).
// The photo is made once (4000x3000, smoothed noise, JPEG quality 90) under .tmp/bench/, and the
// measuring runs in a child process so that making it does not count in the peak memory.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const photoPath = path.join(root, ".tmp/bench/photo-4000x3000.jpg");
const { values: args } = parseArgs({
  options: {
    images: { type: "string", default: "20" },
    parallel: { type: "string", default: "4" },
    json: { type: "boolean", default: false },
    measure: { type: "boolean", default: false },
  },
});

if (args.measure) {
  await measure();
} else {
  if (!existsSync(photoPath)) await makePhoto();
  const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), "--measure", ...process.argv.slice(2)], {
    stdio: ["ignore", "pipe", "inherit"],
    encoding: "utf8",
  });
  if (child.status !== 0) process.exit(child.status ?? 1);
  const result = JSON.parse(child.stdout);
  if (args.json) {
    console.log(JSON.stringify(result));
  } else {
    const mb = (bytes) => (bytes / 2 ** 20).toFixed(1);
    console.log(
      `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), Node ${process.version}, sharp ${result.sharp}`,
    );
    console.log(
      `Input: ${result.input.width}x${result.input.height} JPEG, ${mb(result.input.bytes)} MB -> WebP at ${result.widths.join(", ")} px (${mb(result.outputBytes)} MB in all)`,
    );
    console.log(`One image alone: ${result.singleMs.map((ms) => `${ms} ms`).join(", ")} (first is cold)`);
    console.log(
      `${result.images} images, ${result.parallel} in flight: ${result.totalMs} ms = ${result.imagesPerSecond} images/s`,
    );
    console.log(
      `CPU time: ${result.cpuMsPerImage} ms per image (load average ${result.loadAverage.toFixed(1)} while measuring: other work on the machine slows the wall-clock figures)`,
    );
    console.log(`Peak RSS: ${mb(result.peakRssBytes)} MB (${mb(result.baselineRssBytes)} MB before the first image)`);
  }
}

async function makePhoto() {
  const { default: sharp } = await import("sharp");
  const [width, height] = [4000, 3000];
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (Math.random() * 256) | 0;
  // Noise blurred a little: photo-like detail that JPEG compresses to about 5 MB.
  const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .blur(1)
    .jpeg({ quality: 90 })
    .toBuffer();
  mkdirSync(path.dirname(photoPath), { recursive: true });
  writeFileSync(photoPath, jpeg);
}

async function measure() {
  const { tsImport } = await import("tsx/esm/api");
  const images = await tsImport("../../apps/api/src/lib/images/process-image.ts", import.meta.url);
  const { default: sharp } = await import("sharp");
  const photo = readFileSync(photoPath);
  const count = Number(args.images);
  const parallel = Number(args.parallel);
  const baselineRssBytes = process.memoryUsage.rss();

  const singleMs = [];
  let first;
  for (let i = 0; i < 3; i++) {
    const started = performance.now();
    first = await images.processImage(photo);
    singleMs.push(Math.round(performance.now() - started));
  }

  let next = 0;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) {
        next++;
        await images.processImage(photo);
      }
    }),
  );
  const totalMs = Math.round(performance.now() - started);
  const cpu = process.cpuUsage(cpuBefore);

  console.log(
    JSON.stringify({
      sharp: sharp.versions.sharp,
      input: { width: first.original.width, height: first.original.height, bytes: photo.length },
      widths: first.variants.map((v) => v.width),
      outputBytes: first.variants.reduce((sum, v) => sum + v.bytes.length, 0),
      singleMs,
      images: count,
      parallel,
      totalMs,
      imagesPerSecond: Number(((count * 1000) / totalMs).toFixed(2)),
      cpuMsPerImage: Math.round((cpu.user + cpu.system) / 1000 / count),
      loadAverage: os.loadavg()[0],
      baselineRssBytes,
      peakRssBytes: process.resourceUsage().maxRSS * 1024,
    }),
  );
}
