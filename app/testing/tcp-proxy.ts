import net from "node:net";

export interface TcpProxy {
  port: number;
  /** Drops every open connection and refuses new ones, as a server that has stopped would. */
  cut(): void;
  /** Accepts connections but never answers, as a server that hangs would. */
  hang(): void;
  /** Accepts and forwards connections again. */
  restore(): void;
  close(): Promise<void>;
}

/** A TCP relay to `target` on loopback that a test can cut, to take a dependency away and bring it back. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  let mode: "forward" | "cut" | "hang" = "forward";
  const server = net.createServer((client) => {
    if (mode === "cut") return client.destroy();
    if (mode === "hang") {
      open.add(client.on("error", () => {}));
      return;
    }
    const upstream = net.connect(target);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on("close", () => open.delete(socket));
      socket.on("error", () => {});
    }
    client.pipe(upstream).pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    cut() {
      mode = "cut";
      for (const socket of open) socket.destroy();
    },
    hang() {
      mode = "hang";
      for (const socket of open) socket.destroy();
    },
    restore() {
      mode = "forward";
      for (const socket of open) socket.destroy();
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
