export { type A2aAgent, type A2aAgentDeps, type A2aCallContext, createA2aAgent } from "./agent.js";
export { JSONRPC_ERRORS, type JsonRpcResponse, parseErrorResponse, RpcError } from "./json-rpc.js";
export { intentOfText, type SkillEntry, skillsOf } from "./skills.js";
export { storedTasks } from "./stored-tasks.js";
export { TaskStore } from "./task-store.js";
export type { Message, Part, Task } from "./types.js";
