export { type Config, ConfigError, loadConfig, loadDotEnv } from "./load.js";
export { SECRET_KEYS } from "./schema.js";
