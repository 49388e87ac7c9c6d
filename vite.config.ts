import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { siteConfigPlugin } from './engine/build/vite-plugin-site-config.js';

export default defineConfig({
  plugins: [siteConfigPlugin(), reactRouter()],
  server: { port: 5173 },
});
