import type { ErrorCode } from '../codes.ts';

// The texts of the failure codes in zh-CN (the codes: ERROR_CODES in ../codes.ts).
export const errorMessages: Readonly<Record<ErrorCode, string>> = {
  SERVER_MESSAGE: '请求未能完成',
  SESSION_EXPIRED: '您的登录信息已过期',
  UNAUTHENTICATED: '您的登录信息无效！',
  BAD_REQUEST: '请求参数错误',
  FORBIDDEN: '拒绝访问',
  NOT_FOUND: '请求的资源不存在',
  INTERNAL_SERVER_ERROR: '服务器内部错误',
  NOT_IMPLEMENTED: '服务未实现',
  BAD_GATEWAY: '网关错误',
  SERVICE_UNAVAILABLE: '服务不可用',
  GATEWAY_TIMEOUT: '网关超时',
  HTTP_VERSION_NOT_SUPPORTED: '不支持该 HTTP 版本',
  SERVER_BUSY: '服务器繁忙，请稍后再试',
  UPSTREAM_TIMEOUT: '请求超时',
  TOO_MANY_REQUESTS: '尝试次数过多，请稍后再试',
  PERSISTED_QUERY_NOT_FOUND: '应用版本已过期，请刷新页面',
  PERSISTED_QUERY_ONLY: '仅接受应用自身的操作',
};
