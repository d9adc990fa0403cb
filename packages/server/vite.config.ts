import { defineConfig } from 'vite';

// The server is bundled into one ES module for Node; npm dependencies stay external.
export default defineConfig({
  build: {
    ssr: 'src/main.ts',
    outDir: 'dist',
    target: 'node20',
    sourcemap: true,
    emptyOutDir: true,
  },
});
