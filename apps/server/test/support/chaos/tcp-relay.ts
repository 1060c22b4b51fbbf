import net from 'node:net';

/**
 * A TCP relay in front of PostgreSQL, for a restart without stopping the shared test server: the
 * app connects through it; `restart` cuts every connection and refuses new ones for a while, as a
 * restarting or failing-over database does, then relays again on the same port.
 */
export async function startTcpRelay(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const serve = () =>
    net.createServer((client) => {
      const upstream = net.connect(target.port, target.host);
      sockets.add(client);
      sockets.add(upstream);
      const drop = () => {
        client.destroy();
        upstream.destroy();
        sockets.delete(client);
        sockets.delete(upstream);
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
      client.pipe(upstream).pipe(client);
    });
  const listen = (server: net.Server, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port));
    });
  let server = serve();
  const port = await listen(server, 0);
  const close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    });
  return {
    port,
    /** Cuts every open connection, refuses connections for `downMs`, then relays again; answers how many were cut. */
    async restart(downMs: number): Promise<number> {
      const cut = sockets.size / 2;
      await close();
      await new Promise((resolve) => setTimeout(resolve, downMs));
      server = serve();
      await listen(server, port);
      return cut;
    },
    close,
  };
}
