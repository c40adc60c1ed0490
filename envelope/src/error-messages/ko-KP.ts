import type { ErrorCode } from '../codes.ts';

// The texts of the failure codes in ko-KP (the codes: ERROR_CODES in ../codes.ts).
// The standard Korean wording: the portal has no North Korean copy editor and none of these
// phrases has a form that would read wrong there.
export const errorMessages: Readonly<Record<ErrorCode, string>> = {
  SERVER_MESSAGE: '요청을 완료할 수 없습니다',
  SESSION_EXPIRED: '로그인 정보가 만료되었습니다',
  UNAUTHENTICATED: '로그인 정보가 유효하지 않습니다!',
  BAD_REQUEST: '요청 매개변수가 잘못되었습니다',
  FORBIDDEN: '접근이 거부되었습니다',
  NOT_FOUND: '요청한 리소스를 찾을 수 없습니다',
  INTERNAL_SERVER_ERROR: '서버 내부 오류가 발생했습니다',
  NOT_IMPLEMENTED: '구현되지 않은 서비스입니다',
  BAD_GATEWAY: '게이트웨이 오류가 발생했습니다',
  SERVICE_UNAVAILABLE: '서비스를 사용할 수 없습니다',
  GATEWAY_TIMEOUT: '게이트웨이 시간이 초과되었습니다',
  HTTP_VERSION_NOT_SUPPORTED: '지원되지 않는 HTTP 버전입니다',
  SERVER_BUSY: '서버가 혼잡합니다. 잠시 후 다시 시도해 주십시오',
  UPSTREAM_TIMEOUT: '요청 시간이 초과되었습니다',
  TOO_MANY_REQUESTS: '시도 횟수가 너무 많습니다. 잠시 후 다시 시도해 주십시오',
  PERSISTED_QUERY_NOT_FOUND: '앱 버전이 오래되었습니다. 페이지를 새로 고쳐 주십시오',
  PERSISTED_QUERY_ONLY: '앱 자체의 작업만 허용됩니다',
};
