// node-postgres warns, once a process, when a query is sent while another is running on the same
// connection (queries started together inside a transaction), and version 9 will refuse it. In the
// tests that warning fails the run, naming the test that was running. Only PostgreSQL warns: it
// takes a run against a server (TEST_DATABASE_URL, as CI does), not the embedded database.
const registered = Symbol.for("tests.refuseQueuedQueries");
const state = globalThis as { [registered]?: boolean };
if (!state[registered]) {
  state[registered] = true;
  process.on("warning", (warning) => {
    if (warning.name === "DeprecationWarning" && warning.message.includes("already executing a query")) throw warning;
  });
}
