import { expect, type WebSocketRoute } from '@playwright/test';
import { api, signedInPage, test } from './support.js';

/**
 * No push lost for a screen that stays open across a reconnect (issue 36): the companies list
 * loses its socket, a company is created meanwhile, and when the socket is back the server
 * replays the change (the resume's ack says `replayed`, no refetch of everything) and the row
 * appears without a reload.
 */
test('a list page that loses its socket shows what was written meanwhile once it is back, by replay', async ({
  browser,
}) => {
  let blocked = false;
  const sockets: WebSocketRoute[] = [];
  /** socket.io packets both ways, over either transport. */
  const frames: string[] = [];
  const page = await signedInPage(browser, {
    prepare: async (page) => {
      // While blocked, the socket cannot come back: its long-polling requests fail and its
      // websockets close at once.
      await page.route('**/socket.io/**', async (route) => {
        if (blocked) return route.abort();
        const sent = route.request().postData();
        if (sent) frames.push(sent);
        const response = await route.fetch().catch(() => undefined);
        if (!response) return route.abort();
        frames.push(await response.text());
        return route.fulfill({ response });
      });
      await page.routeWebSocket('**/socket.io/**', (ws) => {
        if (blocked) return ws.close();
        const server = ws.connectToServer();
        sockets.push(ws);
        ws.onMessage((message) => {
          frames.push(String(message));
          server.send(message);
        });
        server.onMessage((message) => {
          frames.push(String(message));
          ws.send(message);
        });
      });
    },
  });
  const name = `Resumed Ventures ${Date.now()}`;
  await page.goto('/companies');
  const table = page.getByRole('region', { name: 'Companies' });
  // The search is debounced: wait for its list to be read, so no late read of it (after the
  // create below) can show the row without the replay.
  const searched = page.waitForResponse(
    (response) => response.url().includes('/api/companies') && new URL(response.url()).search.includes('Resumed'),
  );
  await page.getByLabel('Search companies').fill('Resumed Ventures');
  await searched;
  await expect(table.getByText(name)).toHaveCount(0);
  // The list room is joined, and the ack names the position to resume from.
  await expect.poll(() => frames.some((f) => f.includes('list:company') && f.includes('"position"'))).toBe(true);

  blocked = true;
  await expect.poll(() => sockets.length, { message: 'the socket upgraded to a websocket' }).toBeGreaterThan(0);
  for (const ws of sockets) await ws.close();
  await (await api(page)).post('/api/company', { companyName: name });
  await page.waitForTimeout(500);
  await expect(table.getByText(name)).toHaveCount(0);

  blocked = false;
  await expect(table.getByText(name)).toBeVisible({ timeout: 20_000 });
  expect(frames.some((f) => f.includes('"resume"') && f.includes('"after"'))).toBe(true);
  expect(frames.some((f) => f.includes('"resumed":"replayed"'))).toBe(true);
});
