import type { ReactElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { RequireSession } from './lib/require-session.tsx';
import { accountScreens, navigation, paths, screenTitles } from './paths.ts';
import { documentTitle, routes, screenTitle } from './routes.tsx';

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

  it('keeps the signed-out screens outside the session guard and the shell', () => {
    const guarded = (url: string) =>
      matchRoutes(routes, url)?.some(
        (match) => (match.route.element as ReactElement | undefined)?.type === RequireSession,
      ) ?? false;
    expect(guarded('/login')).toBe(false);
    expect(guarded('/forgot-password')).toBe(false);
    expect(guarded('/reset-password')).toBe(false);
    expect(guarded('/master/godown')).toBe(true);
    expect(guarded('/settings')).toBe(true);
    expect(guarded('/no/such/page')).toBe(true);
  });
});

describe('screen titles', () => {
  it('names the browser tab after the screen, then the company', () => {
    expect(documentTitle(screenTitle('/transaction/purchase'), 'Sai Poultry Integration')).toBe(
      'Purchase · Sai Poultry Integration',
    );
    expect(documentTitle(undefined, 'Sai Poultry Integration')).toBe('Sai Poultry Integration');
  });

  it('titles every sidebar item and account screen with its heading, in any letter case', () => {
    for (const item of [...navigation.flatMap((group) => group.items), ...accountScreens]) {
      expect(screenTitle(paths[item.path])).toBe(item.title);
    }
    expect(screenTitle('/MASTER/Farmer')).toBe('Farmer Registration');
    expect(screenTitle('/report/inventory/')).toBe('Inventory Report');
  });

  it('titles the signed-out screens and the 404 page with their headings', () => {
    expect(screenTitle('/login')).toBe('Sign In');
    expect(screenTitle('/forgot-password')).toBe(screenTitles.forgotPassword);
    expect(screenTitle('/reset-password')).toBe(screenTitles.resetPassword);
    expect(screenTitle('/no/such/page')).toBe('404 Page Not Found');
  });
});
