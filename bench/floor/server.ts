// The floor for `npm run bench:load`: React Router's Express adapter as its custom-server template
// sets it up (compression, static files, the request handler), in the server build of this folder.
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { ServerBuild } from "react-router";

const build = (await import("virtual:react-router/server-build")) as unknown as ServerBuild;
const app = express();
app.use(compression());
app.disable("x-powered-by");
app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
app.use(express.static("build/client", { maxAge: "1h" }));
app.use(createRequestHandler({ build }));
app.listen(Number(process.env.PORT ?? 3000), process.env.HOST ?? "127.0.0.1");
