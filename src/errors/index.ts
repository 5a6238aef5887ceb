export { AppError, ERROR_CODES, type ErrorCode, isAppError } from "./app-error.js";
export { type ErrorBody, statusOf, toErrorBody } from "./http-map.js";
