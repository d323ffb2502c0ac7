import type { Plugin } from "vite";

/**
 * The one script a built page runs by itself (decision 042). Once the browser has painted the
 * page it received (a frame, then a task), it preloads the modules its element names and runs
 * them in that order, one task each: a fast network then no longer holds the first paint back
 * while the app's scripts run and hydrate, and the page's HTML and pictures have the link to
 * themselves until it has painted. Its text is fixed, so a policy can allow it by its hash.
 */
export const scriptsAfterPaint = [
  "(function(boot){",
  'var files=(boot.getAttribute("data-modules")||"").split(" ").filter(Boolean);',
  "function next(){return new Promise(function(go){setTimeout(go)})}",
  "requestAnimationFrame(function(){setTimeout(function(){",
  "files.forEach(function(href){",
  'var link=document.createElement("link");link.rel="modulepreload";link.href=href;',
  "if(boot.nonce)link.nonce=boot.nonce;document.head.appendChild(link)});",
  "files.reduce(function(done,href){return done.then(function(){return import(href)}).then(next)},Promise.resolve())",
  "})})",
  "})(document.currentScript)",
].join("");

const moduleScript = /^[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>\n/gm;
const modulePreload = /^[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n/gm;

/**
 * index.html with its module script and module preloads replaced by {@link scriptsAfterPaint},
 * which names them in `data-modules`: what the entry imports first, the entry last.
 */
export function loadScriptsAfterPaint(html: string): string {
  const entries = [...html.matchAll(moduleScript)].map((match) => match[1]!);
  const imports = [...html.matchAll(modulePreload)].map((match) => match[1]!);
  if (entries.length === 0) return html;
  const boot = `<script data-modules="${[...imports, ...entries].join(" ")}">${scriptsAfterPaint}</script>`;
  return html.replace(moduleScript, "").replace(modulePreload, "").replace("  </body>", `    ${boot}\n  </body>`);
}

/** The site's build: its pages load their scripts after their first paint (not the dev server's). */
export function scriptsAfterFirstPaint(): Plugin {
  return {
    name: "mp-scripts-after-paint",
    apply: "build",
    transformIndexHtml: { order: "post", handler: loadScriptsAfterPaint },
  };
}
