import type { ErrorCode } from '../codes.ts';

// The texts of the failure codes in id-ID (the codes: ERROR_CODES in ../codes.ts).
export const errorMessages: Readonly<Record<ErrorCode, string>> = {
  SERVER_MESSAGE: 'Permintaan tidak dapat diselesaikan',
  SESSION_EXPIRED: 'Informasi login Anda telah kedaluwarsa',
  UNAUTHENTICATED: 'Informasi login Anda tidak valid!',
  BAD_REQUEST: 'Parameter permintaan tidak valid',
  FORBIDDEN: 'Akses ditolak',
  NOT_FOUND: 'Sumber daya yang diminta tidak ditemukan',
  INTERNAL_SERVER_ERROR: 'Terjadi kesalahan internal pada server',
  NOT_IMPLEMENTED: 'Layanan belum diimplementasikan',
  BAD_GATEWAY: 'Terjadi kesalahan gateway',
  SERVICE_UNAVAILABLE: 'Layanan tidak tersedia',
  GATEWAY_TIMEOUT: 'Waktu tunggu gateway habis',
  HTTP_VERSION_NOT_SUPPORTED: 'Versi HTTP tidak didukung',
  SERVER_BUSY: 'Server sedang sibuk, silakan coba lagi nanti',
  UPSTREAM_TIMEOUT: 'Waktu permintaan habis',
  TOO_MANY_REQUESTS: 'Terlalu banyak percobaan, silakan coba lagi nanti',
  PERSISTED_QUERY_NOT_FOUND: 'Versi aplikasi ini sudah usang, silakan muat ulang halaman',
  PERSISTED_QUERY_ONLY: 'Hanya operasi dari aplikasi yang diterima',
};
