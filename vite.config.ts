import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

export default defineConfig({
  // The server bundle's entry is our Node app (server/app.ts), which imports the
  // React Router build: one module graph, so the database and mail worker are shared.
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "~db": fileURLToPath(new URL("./db", import.meta.url)),
    },
  },
  ssr: {
    external: ["@electric-sql/pglite", "pg", "sharp", "nodemailer", "better-auth"],
  },
  plugins: [tailwindcss(), reactRouter()],
});
