import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import type { ChunkingContext } from "rolldown";
import { defineConfig, type Plugin } from "vite";
import { fileURLToPath } from "node:url";

const rootModule = fileURLToPath(new URL("./app/root.tsx", import.meta.url));
const shellGraphs = new WeakMap<ChunkingContext, Set<string>>();

/** The modules the root route imports statically, directly or not (its CSS aside). */
function shellModules(context: ChunkingContext): Set<string> {
  let graph = shellGraphs.get(context);
  if (graph) return graph;
  graph = new Set<string>();
  const pending = [rootModule];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (graph.has(id) || /\.css($|\?)/.test(id)) continue;
    graph.add(id);
    pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  graph.delete(rootModule);
  shellGraphs.set(context, graph);
  return graph;
}

/**
 * Shared modules left out of the merged groups. Modules that bring Zod: pages fetch it only to check
 * a form. The dialog frame (Radix Dialog): merged into a small group, it went to pages that open no
 * dialog. The admin's modules: merged with public ones, their messages brought Zod to public pages.
 * The newsletter's messages: merged with the article and product pages' pieces, they brought those
 * to the confirmation page.
 */
const notCommon =
  /schemas?\.ts$|schema-parts\.ts$|rating-field|zod-french|search-text|ui[\\/]dialog\.tsx$|[\\/]features[\\/]admin[\\/]|newsletter[\\/]messages\.ts$/;

const SERVER_HTML_STUB = "\0server-html-stub";

/**
 * A `*.static.tsx` module is content the server writes and the browser keeps as it came
 * (app/components/ui/server-html.tsx). In the browser's build, a static import of it gets an empty
 * component, so the content's code is not in the page's scripts; `import()` of it (the page drawn
 * in the browser after a link) still fetches the real module, as a file of its own.
 */
function serverHtmlContent(): Plugin {
  return {
    name: "server-html-content",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(source, _importer, options) {
      const kind = (options as { kind?: string }).kind;
      return /\.static(\.tsx)?$/.test(source) && kind === "import-statement" ? SERVER_HTML_STUB : null;
    },
    load(id) {
      return id === SERVER_HTML_STUB ? "export default function ServerHtmlContent() { return null; }" : null;
    },
  };
}

export default defineConfig({
  build: {
    sourcemap: !!process.env.SMAP,
    rolldownOptions: {
      // Rolldown's report of slow plugin callbacks measures the machine's load (React Router's own
      // plugin on a first, cold build), not the code: it would print on a newcomer's first build.
      checks: { bundlerTimings: false },
    },
  },
  // The server bundle's entry is our Node app (server/app.ts), which imports the
  // React Router build: one module graph, so the database and mail worker are shared.
  environments: {
    ssr: {
      build: {
        rolldownOptions: {
          input: "./server/app.ts",
          checks: {
            // A form's component imports its schema lazily, so that Zod reaches a browser only when a
            // form is checked, while the route's action imports it statically. That split matters in
            // the client build (which keeps this check); in the server bundle every route module is
            // loaded with the app anyway, so there the lazy import is expected to be ineffective.
            ineffectiveDynamicImport: false,
          },
        },
      },
    },
    client: {
      build: {
        rolldownOptions: {
          output: {
            // The shared groups' files are named by their hash alone: their long names (every page using
            // them) were written in each page's imports and preload list. With SMAP=1 they keep them, to read.
            chunkFileNames: (chunk) => (chunk.name.startsWith("common") && !process.env.SMAP ? "assets/c-[hash].js" : "assets/[name]-[hash].js"),
            codeSplitting: {
              groups: [
                // React, React DOM and React Router: one file every page needs, unchanged by deploys of the app's code.
                { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 20 },
                // Everything the root route (the site's shell) needs, in one file: every page loads it anyway,
                // so a first visit fetches it whole instead of as dozens of small shared pieces.
                // The pages' meta (seo.ts) goes with it: every page uses it, and alone it was one more file on each.
                {
                  name: (id, context) => (shellModules(context).has(id) || /[\\/]app[\\/]lib[\\/]seo\.ts$/.test(id) ? "shell" : null),
                  debugName: "shell",
                  priority: 10,
                },
                // The money's and the dates' formatting and the texts made from the prices: one small file for the
                // pages that show an amount or a date, not in the shell (the pages with neither need none). Alone,
                // the dates' would be merged with the review stars and bring them to the order and booking pages.
                {
                  name: "format",
                  test: /[\\/]app[\\/](lib[\\/](dates|money)|features[\\/]orders[\\/]pricing(-texts)?|features[\\/]content[\\/]pages[\\/]commerce-terms)\.ts$/,
                  priority: 7,
                },
                // The toast of an action's reply: the form pipeline uses it, and so does the product page's lower
                // part (a review's deletion). In the pipeline's file, it brought the whole pipeline there (+1.8 KB).
                { name: "form-feedback", test: /[\\/]app[\\/]lib[\\/]form-feedback\.ts$/, priority: 8 },
                // The form pipeline (one hook for every form, the fields, their errors): one file for the pages
                // with a form, rather than pieces merged by size with what else each set of those pages shares.
                {
                  name: "forms",
                  test: /[\\/]app[\\/](lib[\\/](use-form|form-feedback|field-errors)\.ts|components[\\/]ui[\\/](field|honeypot)\.tsx)$/,
                  priority: 7,
                },
                // The app's other modules shared by several pages, grouped by the pages (and the code fetched on
                // demand) using them. Small groups are not merged: a merge joins pages that share little, and
                // with the code fetched later (the product page's reviews) it brought the order pages' and the
                // shop's modules to the home page (+3.4 KB) and to /shop (+2.4 KB). A few more files, each
                // page only what it uses.
                {
                  name: "common",
                  test: (id) => /[\\/]app[\\/].*\.tsx?$/.test(id) && !notCommon.test(id),
                  minShareCount: 2,
                  entriesAware: true,
                  entriesAwareMergeThreshold: 0,
                  priority: 5,
                },
              ],
            },
          },
        },
      },
    },
  },
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "~db": fileURLToPath(new URL("./db", import.meta.url)),
    },
  },
  ssr: {
    external: ["@electric-sql/pglite", "pg", "sharp", "nodemailer", "better-auth", "pdfkit"],
  },
  plugins: [serverHtmlContent(), tailwindcss(), reactRouter()],
});
