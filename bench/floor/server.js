// The floor for `npm run bench:load`: React Router's Express adapter as its custom-server template
// sets it up, serving the production build of this folder (`react-router build`).
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";

const build = await import(path.resolve("build/server/index.js"));
const app = express();
app.use(compression());
app.disable("x-powered-by");
app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
app.use(express.static("build/client", { maxAge: "1h" }));
app.use(createRequestHandler({ build }));
app.listen(Number(process.env.PORT ?? 3000), process.env.HOST ?? "127.0.0.1");
