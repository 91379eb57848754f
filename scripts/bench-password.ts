// Password hashing cost: milliseconds per hash of the way passwords are stored (argon2id at OWASP's
// settings, app/auth/passwords.server.ts), beside the scrypt better-auth uses by default and the
// scrypt OWASP gives as its minimum. Usage: npm run bench:password [-- --runs 20]
import { scrypt } from "node:crypto";
import { parseArgs } from "node:util";
import { hashPassword as betterAuthScrypt } from "better-auth/crypto";
import { hashPassword } from "../app/auth/passwords.server";

const { values } = parseArgs({ options: { runs: { type: "string", default: "20" } } });
const runs = Number(values.runs);
const password = "Sheikh-Zayed-Road-404";

async function timed(name: string, work: () => Promise<unknown>) {
  await work();
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!.toFixed(1);
  console.log(`| ${name} | ${at(0)} | ${at(0.5)} | ${at(0.95)} |`);
}

console.log(`${runs} hashes each, one at a time\n`);
console.log("| hash | min ms | median ms | p95 ms |");
console.log("| --- | --- | --- | --- |");
await timed("argon2id m=19 MiB, t=2, p=1 (stored today)", () => hashPassword(password));
await timed("scrypt N=2^14, r=16, p=1 (better-auth's default)", () => betterAuthScrypt(password));
await timed(
  "scrypt N=2^17, r=8, p=1 (OWASP's scrypt minimum)",
  () =>
    new Promise((resolve, reject) =>
      scrypt(password, "sixteen-byte-salt", 64, { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 }, (error, key) =>
        error ? reject(error) : resolve(key),
      ),
    ),
);
