import net from 'node:net';

/**
 * A port free now on 127.0.0.1, for a process that must be told its port (HAProxy's file, the
 * balancer's server lines). Another process may take it first: the start then fails loudly.
 */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
