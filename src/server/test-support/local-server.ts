import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Starts a test's fake server on a free port of 127.0.0.1. `close` also ends kept-alive connections
 * (and runs `beforeClose` first, for answers a fake holds open), so a test file never waits on them.
 */
export async function listenLocally(server: Server, beforeClose?: () => void): Promise<{ origin: string; close: () => Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        beforeClose?.();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
