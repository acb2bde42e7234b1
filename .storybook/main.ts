import type { StorybookConfig } from '@storybook/react-vite';
import { nxViteTsPaths } from '@nx/vite/plugins/nx-tsconfig-paths.plugin';
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';
import { mergeConfig } from 'vite';
import { portalCatalogs } from '../apps/portal/vite/catalogs';

function pluginNames(plugins: PluginOption[] = []): string[] {
  return plugins.flatMap((plugin) => {
    if (Array.isArray(plugin)) return pluginNames(plugin);
    return plugin && typeof plugin === 'object' && 'name' in plugin ? [plugin.name] : [];
  });
}

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../libs/**/src/**/*.stories.@(ts|tsx)', '../apps/**/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      plugins: [nxViteTsPaths(), portalCatalogs(), ...(pluginNames(viteConfig.plugins).some((name) => name.startsWith('vite:react')) ? [] : [react()])],
    });
  },
};

export default config;
