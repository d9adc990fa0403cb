import { defineConfig } from 'vite';

// The server is bundled into ES modules for Node; npm dependencies stay external. The photo worker
// (decision 0033) is an entry of its own, dist/photo-worker.js; every file is written in dist itself,
// so the worker is beside whichever file src/accounts/photo-reencoder.ts ends up in.
export default defineConfig({
  build: {
    ssr: true,
    outDir: 'dist',
    target: 'node20',
    sourcemap: true,
    emptyOutDir: true,
    rollupOptions: {
      input: { main: 'src/main.ts', 'photo-worker': 'src/accounts/photo-worker.ts' },
      output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
});
