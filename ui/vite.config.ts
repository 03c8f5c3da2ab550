import { defineConfig } from "vitest/config";

// The UI is served at a fixed port in development (Tauri's devUrl) and built
// into ui/dist, which the release and E2E builds embed. Vite is started with
// `ui` as its root, so paths here are relative to this folder.
export default defineConfig({
  clearScreen: false,
  server: {
    port: 1420,
    strictPort: true,
    watch: { ignored: ["**/src-tauri/**", "**/target/**", "**/crates/**"] },
    // The repository (relative to `ui`; Vite's usual default, which the test runner narrows):
    // About's licence texts are src-tauri/THIRD-PARTY-NOTICES.txt, imported as text (`?raw`).
    fs: { allow: [".."] },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // The oldest WebKit LoGo meets: macOS 12 ships Safari 15 (minimumSystemVersion in
    // tauri.conf.json). The UI also uses Intl.ListFormat and Intl.Locale (Safari 14.1).
    target: "safari15",
  },
  test: {
    environment: "jsdom",
    include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
    // Stylesheets stay empty in tests, except when read as text (`?raw`) to be checked.
    css: { include: [/\.css\?raw$/] },
  },
});
