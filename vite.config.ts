import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * The browser's first load in two chunks every page shares (docs/decisions/0013):
 * the framework (React, React DOM, React Router), which changes only with an upgrade,
 * and the shell (the root layout and what it imports statically). One file each
 * instead of some twenty small ones: fewer requests competing with the stylesheet,
 * and gzip compresses one file better than its pieces. The icons (lucide) are one file too,
 * not a 1 KB request each (decision 0039).
 */
const FIRST_LOAD_CHUNKS = [
  { name: "framework", test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 4 },
  { name: "icons", test: /[\\/]node_modules[\\/]lucide-react[\\/]/, priority: 3 },
  { name: "shell", test: /[\\/]app[\\/]root\.tsx/, priority: 2 },
];

// The server build's entry is our Express app (server/app.ts), which imports the
// React Router build through its virtual module: one bundle, one module graph.
export default defineConfig({
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: FIRST_LOAD_CHUNKS } } } } },
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
  plugins: [tailwindcss(), reactRouter()],
});
