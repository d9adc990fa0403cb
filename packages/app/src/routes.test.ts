import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { navigation, paths } from './paths.ts';
import { routes } from './routes.tsx';

const leafPath = (url: string) => matchRoutes(routes, url)?.at(-1)?.route.path;

describe('route table', () => {
  it('has a route for every sidebar item and the account screens', () => {
    for (const item of navigation.flatMap((group) => group.items)) {
      expect(leafPath(paths[item.path])).toBe(paths[item.path]);
    }
    expect(leafPath('/settings')).toBe('/settings');
    expect(leafPath('/profile')).toBe('/profile');
  });

  it('matches paths case-insensitively', () => {
    expect(leafPath('/MASTER/Farmer')).toBe('/master/farmer');
    expect(leafPath('/Report/LEDGER')).toBe('/report/ledger');
    expect(leafPath('/LOGIN')).toBe('/login');
  });

  it('sends any other path to the 404 page', () => {
    expect(leafPath('/master/unknown')).toBe('*');
    expect(leafPath('/no/such/page')).toBe('*');
  });

  it('keeps sign-in and forgot password outside the shell', () => {
    expect(matchRoutes(routes, '/login')).toHaveLength(1);
    expect(matchRoutes(routes, '/forgot-password')).toHaveLength(1);
    expect(matchRoutes(routes, '/master/godown')).toHaveLength(2);
  });
});
