import { parentPort } from "node:worker_threads";
import { createEngineHandler } from "./handler.js";
import type { EngineMessage, EngineReply } from "./protocol.js";

/**
 * Worker entry: the narrative engine lives here, off the gateway's event loop, so tokenising and scoring a large
 * batch never delays an HTTP answer. Requests are answered one at a time, in order.
 */
if (!parentPort) throw new Error("engine-worker must run as a worker thread");
const port = parentPort;
const handle = createEngineHandler();

port.on("message", (msg: EngineMessage) => {
  let reply: EngineReply;
  try {
    reply = { seq: msg.seq, ok: true, result: handle(msg) };
  } catch (err) {
    // Only the name and message cross over: a stack would be noise in the parent's logs and may not clone.
    const e = err instanceof Error ? err : new Error(String(err));
    reply = { seq: msg.seq, ok: false, error: { name: e.name, message: e.message } };
  }
  port.postMessage(reply);
});
