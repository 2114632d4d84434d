/** The accounts feature's islands, for a guest's public page (src/web/island-registry.ts). */
import type { IslandLoaders } from '@web/lib/start-islands';

export const accountsIslands = {
  'login-form': () => import('./pages/login.island').then((module) => module.loginIsland()),
  'register-form': () => import('./pages/register.island').then((module) => module.registerIsland()),
} satisfies IslandLoaders;
