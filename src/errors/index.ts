export { AppError, ERROR_CODES, type ErrorCode, isAppError } from "./app-error.js";
export { type ErrorBody, type ErrorStatus, statusOf, toErrorBody } from "./http-map.js";
