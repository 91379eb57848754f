import net from "node:net";

export interface TcpProxy {
  port: number;
  /** Drops every open connection and refuses new ones, as a server that has stopped would. */
  cut(): void;
  /** Accepts connections but never answers, as a server that hangs would. */
  hang(): void;
  /**
   * Keeps every connection open but drops what is sent on it, and accepts new ones without
   * answering: a network that swallows packets, which neither side notices.
   */
  swallow(): void;
  /** Accepts and forwards connections again. */
  restore(): void;
  close(): Promise<void>;
}

/** A TCP relay to `target` on loopback that a test can cut, to take a dependency away and bring it back. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  /** Connections accepted while hanging or swallowing, never joined to the target. */
  const unanswered = new Set<net.Socket>();
  let mode: "forward" | "cut" | "hang" | "swallow" = "forward";
  const server = net.createServer((client) => {
    if (mode === "cut") return client.destroy();
    if (mode === "hang" || mode === "swallow") {
      open.add(client.on("error", () => {}));
      unanswered.add(client);
      client.resume();
      return;
    }
    const upstream = net.connect(target);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on("close", () => open.delete(socket));
      socket.on("error", () => {});
    }
    // Forwarded only while the proxy forwards; in "swallow" mode the bytes are read and dropped.
    client.on("data", (chunk) => mode === "forward" && upstream.write(chunk));
    upstream.on("data", (chunk) => mode === "forward" && client.write(chunk));
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
    swallow() {
      mode = "swallow";
    },
    restore() {
      // After swallowing, the connections that lost bytes stay open, as they would on a real
      // network: whoever sent on them has to notice they are no use.
      const swallowed = mode === "swallow";
      mode = "forward";
      for (const socket of swallowed ? unanswered : open) socket.destroy();
      unanswered.clear();
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
