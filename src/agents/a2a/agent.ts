import { randomUUID } from "node:crypto";
import { isAppError } from "../../errors/index.js";
import { requestedSkill, skillListMessage } from "./choose-skill.js";
import {
  errorResponse,
  type JsonRpcRequest,
  type JsonRpcResponse,
  parseEnvelope,
  RpcError,
  successResponse,
} from "./json-rpc.js";
import { MessageSendParams, parseParams, TaskIdParams, TaskQueryParams } from "./message-params.js";
import {
  isFreeSkill,
  paymentInstructions,
  rpcErrorOf,
  runFreeSkill,
  type SkillDeps,
  type SkillOutput,
} from "./run-skill.js";
import { type SkillEntry, skillsOf } from "./skills.js";
import { type TaskMemory, TaskStore } from "./task-store.js";
import { type Message, type Part, type Task, TERMINAL_STATES } from "./types.js";

export interface A2aAgentDeps extends SkillDeps {
  /** Finished tasks for `tasks/get`; this process's memory unless given (the server gives the store's). */
  tasks?: TaskMemory;
  /** Unexpected failures (never shown to the caller beyond "Internal error"). */
  onInternalError?: (err: unknown, method: string) => void;
}

/** Per request: who asks (feedback is one vote per client, the client being its IP as on the HTTP route). */
export interface A2aCallContext {
  clientIp: string;
}

const OUTPUT_MODES = ["application/json", "text/plain"];
const PUSH_METHODS = new Set([
  "tasks/pushNotificationConfig/set",
  "tasks/pushNotificationConfig/get",
  "tasks/pushNotificationConfig/list",
  "tasks/pushNotificationConfig/delete",
]);

type Handler = (params: unknown, call: A2aCallContext) => Promise<unknown>;

/**
 * The A2A 0.3.0 JSON-RPC agent: `message/send`, `tasks/get` and `tasks/cancel`. Streaming and push notifications are
 * announced as unsupported in the agent card, so their methods are refused with the spec's codes. Every answer of
 * `message/send` that runs a skill is a terminal Task (completed or failed) kept for `tasks/get`; an unclear request
 * is answered with a Message listing the skills.
 */
export function createA2aAgent(deps: A2aAgentDeps) {
  const tasks = deps.tasks ?? new TaskStore();
  const skills = skillsOf(deps.routes);

  const methods: Record<string, Handler> = {
    "message/send": (params, call) => sendMessage(parseParams(MessageSendParams, params), call),
    "tasks/get": async (params) => {
      const p = parseParams(TaskQueryParams, params);
      const task = await findTask(p.id);
      return withHistory(task, p.historyLength);
    },
    "tasks/cancel": async (params) => {
      const p = parseParams(TaskIdParams, params);
      const task = await findTask(p.id);
      // Every task here finishes within its own request, so none is ever still cancelable.
      throw new RpcError(
        "taskNotCancelable",
        `Task ${task.id} is ${task.status.state} and cannot be canceled.`,
        {
          taskId: task.id,
          state: task.status.state,
        },
      );
    },
    "message/stream": unsupported(
      "message/stream: streaming is not supported (capabilities.streaming is false); use message/send.",
    ),
    "tasks/resubscribe": unsupported(
      "tasks/resubscribe: streaming is not supported (capabilities.streaming is false); use tasks/get.",
    ),
    "agent/getAuthenticatedExtendedCard": unsupported(
      "agent/getAuthenticatedExtendedCard: this agent has no authenticated extended card (supportsAuthenticatedExtendedCard is false).",
    ),
  };

  function unsupported(detail: string): Handler {
    return async () => {
      throw new RpcError("unsupportedOperation", detail);
    };
  }

  async function findTask(id: string): Promise<Task> {
    const task = await tasks.get(id);
    if (!task)
      throw new RpcError("taskNotFound", `Task ${id} was not found (unknown, or older than the retention).`, {
        taskId: id,
      });
    return task;
  }

  async function sendMessage(p: MessageSendParams, call: A2aCallContext): Promise<Task | Message> {
    const message = p.message as Message;
    if (p.configuration?.pushNotificationConfig !== undefined) {
      throw new RpcError(
        "pushNotSupported",
        "Push notifications are not supported (capabilities.pushNotifications is false).",
      );
    }
    const accepted = p.configuration?.acceptedOutputModes;
    if (accepted?.length && !accepted.some((m) => OUTPUT_MODES.includes(m) || m === "*/*")) {
      throw new RpcError(
        "contentTypeNotSupported",
        `This agent answers in ${OUTPUT_MODES.join(" and ")} only.`,
        {
          supported: OUTPUT_MODES,
        },
      );
    }
    if (message.taskId !== undefined) {
      const task = await findTask(message.taskId);
      if (TERMINAL_STATES.has(task.status.state)) {
        throw new RpcError(
          "unsupportedOperation",
          `Task ${task.id} is ${task.status.state} (terminal) and takes no more messages; send a new message without taskId.`,
          { taskId: task.id, state: task.status.state },
        );
      }
    }
    const contextId = message.contextId ?? randomUUID();
    const request = requestedSkill(skills, message);
    if (!request) return skillListMessage(skills, contextId, message);
    const { skill, params, at } = request;
    const taskId = randomUUID();
    const history: Message[] = [{ ...message, contextId, taskId }];
    let out: SkillOutput;
    try {
      out = isFreeSkill(skill)
        ? await runFreeSkill(deps, skill, params, { clientIp: call.clientIp, at })
        : paymentInstructions(deps, skill as SkillEntry & { price: string }, params, at);
    } catch (err) {
      if (!isAppError(err)) throw err;
      const asParams = rpcErrorOf(err, at);
      if (asParams) throw asParams;
      // The skill ran and could not answer (no digest yet, unknown digest): a failed task saying why.
      const failure = agentMessage(contextId, taskId, [
        { kind: "text", text: err.message },
        {
          kind: "data",
          data: {
            error: { code: err.code, message: err.message, ...(err.details ? { details: err.details } : {}) },
          },
        },
      ]);
      return remember(
        {
          kind: "task",
          id: taskId,
          contextId,
          status: { state: "failed", message: failure, timestamp: deps.now().toISOString() },
          history,
          metadata: { skill: skill.id },
        },
        p.configuration?.historyLength,
      );
    }
    return remember(
      {
        kind: "task",
        id: taskId,
        contextId,
        status: { state: "completed", timestamp: deps.now().toISOString() },
        artifacts: [
          {
            artifactId: randomUUID(),
            name: skill.price ? `${skill.id}-payment-instructions` : skill.id,
            description: skill.price
              ? `How to buy ${skill.name} ($${skill.price}) over HTTP with x402.`
              : skill.name,
            parts: [
              { kind: "text", text: out.text },
              { kind: "data", data: out.data },
            ],
          },
        ],
        history,
        metadata: {
          skill: skill.id,
          ...(skill.price ? { price: skill.price, paid: true } : { paid: false }),
        },
      },
      p.configuration?.historyLength,
    );
  }

  /** Kept whole for `tasks/get`; the answer honours `configuration.historyLength` of `message/send`. */
  async function remember(task: Task, historyLength: number | undefined): Promise<Task> {
    await tasks.put(task);
    return withHistory(task, historyLength);
  }

  const agentMessage = (contextId: string, taskId: string, parts: Part[]): Message => ({
    kind: "message",
    messageId: randomUUID(),
    role: "agent",
    contextId,
    taskId,
    parts,
  });

  /** One parsed JSON body in, one JSON-RPC response out; never throws. */
  async function handle(body: unknown, call: A2aCallContext): Promise<JsonRpcResponse> {
    const env = parseEnvelope(body);
    if (!env.ok) return env.response;
    const { id, method, params }: JsonRpcRequest = env.request;
    const run = methods[method];
    try {
      if (PUSH_METHODS.has(method)) {
        throw new RpcError(
          "pushNotSupported",
          `${method}: push notifications are not supported (capabilities.pushNotifications is false).`,
        );
      }
      if (!run) {
        throw new RpcError(
          "methodNotFound",
          `Method ${JSON.stringify(method)} not found; this agent answers message/send, tasks/get and tasks/cancel.`,
          {
            method,
          },
        );
      }
      return successResponse(id, await run(params, call));
    } catch (err) {
      if (err instanceof RpcError) return errorResponse(id, err);
      deps.onInternalError?.(err, method);
      return errorResponse(id, new RpcError("internal"));
    }
  }

  return { handle, skills, tasks };
}

export type A2aAgent = ReturnType<typeof createA2aAgent>;

/** The newest `historyLength` messages of the history (all when absent, none for 0), as the spec describes it. */
function withHistory(task: Task, historyLength: number | undefined): Task {
  if (historyLength === undefined || !task.history) return task;
  return { ...task, history: historyLength === 0 ? [] : task.history.slice(-historyLength) };
}
