// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyPage } from './lazyPage.js';

afterEach(cleanup);

const withQueries = (node: ReactNode) => <QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>;
const Welcome = () => <h1>Welcome</h1>;

describe('lazyPage', () => {
  it('renders a screen whose code is in already in the same pass, without the loading bar', async () => {
    const Screen = lazyPage(() => Promise.resolve(Welcome));
    await Screen.preload();
    render(withQueries(<Screen />));
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).toBeNull();
  });

  it('shows the loading bar while the code loads, then the screen', async () => {
    let arrive: (component: typeof Welcome) => void = () => undefined;
    const Screen = lazyPage(() => new Promise<typeof Welcome>((resolve) => (arrive = resolve)));
    render(withQueries(<Screen />));
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    arrive(Welcome);
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).toBeNull();
  });
});
