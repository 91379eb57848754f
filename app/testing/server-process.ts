import { createServer, type AddressInfo } from "node:net";
import type { ChildProcess } from "node:child_process";

/**
 * Resolves once the server started as `child` answers `path` (/healthz unless given) at `baseUrl`.
 * Rejects when the process exits first or `timeoutMs` passes, with what the server printed
 * (`output`) in the message.
 */
export async function waitUntilHealthy(
  baseUrl: string,
  child: ChildProcess,
  options: { timeoutMs?: number; output?: () => string; path?: string } = {},
): Promise<void> {
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    const healthy = await fetch(`${baseUrl}${options.path ?? "/healthz"}`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    const exited = child.exitCode !== null || child.signalCode !== null;
    if (exited || Date.now() > deadline) {
      const output = options.output?.();
      throw new Error(
        `the server at ${baseUrl} ${exited ? "exited before it answered" : "did not answer in time"}` +
          (output ? `:\n${output}` : ""),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A TCP port on loopback that nothing listens on now, for a server a test starts. */
export async function freePort(): Promise<number> {
  return (await freePorts(1))[0]!;
}

/** `count` different free ports: each is held until all are found, so none is handed out twice. */
export async function freePorts(count: number): Promise<number[]> {
  const servers = Array.from({ length: count }, () => createServer());
  await Promise.all(servers.map((server) => new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))));
  const ports = servers.map((server) => (server.address() as AddressInfo).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}
