import { stackChallengeHeader, stackProof, stackProofHeader } from '@nordkyst/local-origin';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

/** The dev server proves to `pnpm dev` that it is this checkout's before it is reused (decision 049). */
const answerStackChallenge: Plugin = {
  name: 'nordkyst-stack-proof',
  configureServer(server) {
    server.middlewares.use((request, response, next) => {
      const proof = stackProof(request.headers[stackChallengeHeader]?.toString(), request.socket.localPort);
      if (proof) response.setHeader(stackProofHeader, proof);
      next();
    });
  },
};

export default defineConfig(({ command }) => ({
  plugins: [tailwindcss(), reactRouter(), answerStackChallenge],
  resolve: { tsconfigPaths: true },
  optimizeDeps: {
    // The dev server bundles the browser's dependencies once it has found them. Scanning every module
    // of the app (not only the routes) finds those a page imports on demand (the toaster, the Supabase
    // client) before the first page loads; found later, they reload the open page.
    entries: ['app/**/*.{ts,tsx}', '!app/**/*.test.{ts,tsx}', '!app/**/*.server.ts', '!app/hosting/**'],
  },
  server: {
    // The builds beside the app (public and preview) hold thousands of files the dev server never serves.
    watch: { ignored: ['**/build/**', '**/build-preview/**'] },
  },
  build: {
    rolldownOptions: {
      // The preview's modules (app/preview/, docs/decisions/027-presentation-preview.md) are reached from
      // the routes only behind `import.meta.env.VITE_PREVIEW_BUILD`. Their module-level code (the stega
      // tables, the GROQ strings) has no effect the site needs, so the public build drops them whole.
      treeshake: {
        moduleSideEffects: [
          {
            test: /\/app\/preview\/|\/@vercel\/stega\/|\/packages\/content\/src\/queries\.ts$/,
            sideEffects: false,
          },
        ],
      },
    },
  },
  // The server build only runs at build time, to prerender. Bundled whole, it loads in one go: left
  // external, its thousands of dependency files (date-fns locales, rxjs) each pass through a slow
  // module-resolution hook during the first prerender request, which then exceeds React Router's
  // fixed 10 s prerender timeout on a busy machine. The dev server keeps them external: its module
  // runner cannot evaluate CommonJS packages (react-dom/server) inlined.
  ...(command === 'build' && { environments: { ssr: { resolve: { noExternal: true } } } }),
}));
