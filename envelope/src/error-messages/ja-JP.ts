import type { ErrorCode } from '../codes.ts';

// The texts of the failure codes in ja-JP (the codes: ERROR_CODES in ../codes.ts).
export const errorMessages: Readonly<Record<ErrorCode, string>> = {
  SERVER_MESSAGE: 'リクエストを完了できませんでした',
  SESSION_EXPIRED: 'ログイン情報の有効期限が切れました',
  UNAUTHENTICATED: 'ログイン情報が無効です！',
  BAD_REQUEST: 'リクエストパラメータが正しくありません',
  FORBIDDEN: 'アクセスが拒否されました',
  NOT_FOUND: '要求されたリソースが見つかりません',
  INTERNAL_SERVER_ERROR: 'サーバー内部エラーが発生しました',
  NOT_IMPLEMENTED: 'このサービスは実装されていません',
  BAD_GATEWAY: 'ゲートウェイエラーが発生しました',
  SERVICE_UNAVAILABLE: 'サービスを利用できません',
  GATEWAY_TIMEOUT: 'ゲートウェイがタイムアウトしました',
  HTTP_VERSION_NOT_SUPPORTED: 'この HTTP バージョンはサポートされていません',
  SERVER_BUSY: 'サーバーが混み合っています。しばらくしてから再度お試しください',
  UPSTREAM_TIMEOUT: 'リクエストがタイムアウトしました',
  TOO_MANY_REQUESTS: '試行回数が多すぎます。しばらくしてから再度お試しください',
  PERSISTED_QUERY_NOT_FOUND: 'アプリのバージョンが古くなっています。ページを再読み込みしてください',
  PERSISTED_QUERY_ONLY: 'アプリ自身の操作のみ受け付けます',
};
