import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The server build's entry is our Express app (server/app.ts), which imports the
// React Router build through its virtual module: one bundle, one module graph.
export default defineConfig({
  environments: { ssr: { build: { rollupOptions: { input: "./server/app.ts" } } } },
  plugins: [tailwindcss(), reactRouter()],
});
