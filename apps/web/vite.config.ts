import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) } },
  build: { target: 'es2022', assetsInlineLimit: 0 },
  // The icon set's CommonJS build is 1.3 MB that the server would parse at every start; bundled,
  // the server build keeps only the icons the pages use.
  ssr: { noExternal: ['lucide-react'] },
});
