import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
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
  environments: {
    // The server build only runs at build time, to prerender. Bundled whole, it loads in one go: left
    // external, its thousands of dependency files (date-fns locales, rxjs) each pass through a slow
    // module-resolution hook during the first prerender request, which then exceeds React Router's
    // fixed 10 s prerender timeout on a busy machine.
    ssr: { resolve: { noExternal: true } },
  },
});
