import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The API server (Fastify) answers /api and the generated pictures under /art.
const apiOrigin = "http://localhost:3000";
const proxy = { "/api": apiOrigin, "/art": apiOrigin };

export default defineConfig({
  plugins: [react()],
  build: { outDir: "dist", emptyOutDir: true },
  server: { port: 5173, strictPort: true, proxy },
  preview: { port: 4173, proxy },
});
