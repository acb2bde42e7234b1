import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/lib/schema/index.ts',
  out: './drizzle',
  casing: 'snake_case',
});
