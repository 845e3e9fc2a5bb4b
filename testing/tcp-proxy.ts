import { createServer, connect, type Server, type Socket } from 'node:net';

export interface TcpProxy {
  /** The proxy's own address: what a service under test is given instead of the real server's. */
  readonly port: number;
  /** `url` with its host and port replaced by the proxy's. */
  through(url: string): string;
  /**
   * An outage: every open connection is reset and every new one reset as soon as it is accepted, as when the
   * server's host has gone. The real server is never touched.
   */
  cut(): void;
  /** The end of the outage: connections pass again. */
  restore(): void;
  close(): Promise<void>;
}

/**
 * A loopback TCP proxy in front of a real server (PostgreSQL, Redis), which a test cuts off and restores to see
 * how services behave while it is out of reach.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let cutOff = false;
  const reset = (socket: Socket) => (socket.destroyed ? undefined : socket.resetAndDestroy());
  const track = (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
    // A reset on one side is passed on as a reset to the other; nothing else is done with errors.
    socket.on('error', () => undefined);
  };
  const server: Server = createServer((client) => {
    if (cutOff) {
      client.on('error', () => undefined);
      reset(client);
      return;
    }
    const upstream = connect(target.port, target.host);
    track(client);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    through(url) {
      const parsed = new URL(url);
      parsed.hostname = '127.0.0.1';
      parsed.port = String(port);
      return parsed.toString();
    },
    cut() {
      cutOff = true;
      for (const socket of open) reset(socket);
    },
    restore() {
      cutOff = false;
    },
    async close() {
      for (const socket of open) reset(socket);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
