import type { Locale } from '@portal/envelope/catalogue';

/**
 * What the platform says to members about its own rules, in the five portal languages. Keys
 * double as the `reason` of a refusal, so clients can react to one without parsing text.
 * Transport-level texts (session expired, access denied, not found, internal error) are the
 * shared catalogue's, in @portal/envelope.
 */
const MESSAGES = {
  SUCCESS: {
    'en-US': 'Success',
    'zh-CN': '成功',
    'ja-JP': '成功しました',
    'ko-KP': '성공',
    'id-ID': 'Berhasil',
  },
  VALIDATION: {
    'en-US': 'Bad request parameters: {detail}',
    'zh-CN': '请求参数错误：{detail}',
    'ja-JP': 'リクエストパラメータが正しくありません：{detail}',
    'ko-KP': '요청 파라미터가 잘못되었습니다: {detail}',
    'id-ID': 'Parameter permintaan salah: {detail}',
  },
  USERNAME_HAS_SPACES: {
    'en-US': 'The username must not contain spaces',
    'zh-CN': '用户名不能包含空格',
    'ja-JP': 'ユーザー名にスペースは使えません',
    'ko-KP': '사용자 이름에 공백을 넣을 수 없습니다',
    'id-ID': 'Nama pengguna tidak boleh berisi spasi',
  },
  USERNAME_TAKEN: {
    'en-US': 'This username is already taken',
    'zh-CN': '该用户名已被注册',
    'ja-JP': 'このユーザー名は既に使われています',
    'ko-KP': '이미 사용 중인 사용자 이름입니다',
    'id-ID': 'Nama pengguna ini sudah dipakai',
  },
  PASSWORD_MISMATCH: {
    'en-US': 'Passwords do not match',
    'zh-CN': '两次输入的密码不一致',
    'ja-JP': 'パスワードが一致しません',
    'ko-KP': '비밀번호가 일치하지 않습니다',
    'id-ID': 'Kata sandi tidak cocok',
  },
  PASSWORD_TOO_SHORT: {
    'en-US': 'The password must be at least {min} characters long',
    'zh-CN': '密码长度至少为 {min} 个字符',
    'ja-JP': 'パスワードは {min} 文字以上にしてください',
    'ko-KP': '비밀번호는 {min}자 이상이어야 합니다',
    'id-ID': 'Kata sandi minimal {min} karakter',
  },
  TRANSACTION_PASSWORD_SAME_AS_LOGIN: {
    'en-US': 'The transaction password must differ from the login password',
    'zh-CN': '交易密码不能与登录密码相同',
    'ja-JP': '取引パスワードはログインパスワードと別のものにしてください',
    'ko-KP': '거래 비밀번호는 로그인 비밀번호와 달라야 합니다',
    'id-ID': 'Kata sandi transaksi harus berbeda dari kata sandi masuk',
  },
  CAPTCHA_INVALID: {
    'en-US': 'The verification code is wrong or has expired; please try a new one',
    'zh-CN': '图形验证码错误或已过期，请重新获取',
    'ja-JP': '画像認証コードが間違っているか期限切れです。新しいコードでお試しください',
    'ko-KP': '인증 문자가 틀렸거나 만료되었습니다. 새 문자로 다시 시도하십시오',
    'id-ID': 'Kode verifikasi salah atau kedaluwarsa; silakan coba kode baru',
  },
  REFERRAL_NOT_FOUND: {
    'en-US': 'No member has this referral ID',
    'zh-CN': '推荐人ID不存在',
    'ja-JP': 'この紹介IDの会員は存在しません',
    'ko-KP': '이 추천인 ID를 가진 회원이 없습니다',
    'id-ID': 'Tidak ada anggota dengan ID referal ini',
  },
  COUNTRY_UNKNOWN: {
    'en-US': 'Please choose a country from the list',
    'zh-CN': '请从列表中选择国家',
    'ja-JP': 'リストから国を選択してください',
    'ko-KP': '목록에서 국가를 선택하십시오',
    'id-ID': 'Silakan pilih negara dari daftar',
  },
  WRONG_CREDENTIALS: {
    'en-US': 'Wrong username or password',
    'zh-CN': '用户名或密码错误',
    'ja-JP': 'ユーザー名またはパスワードが間違っています',
    'ko-KP': '사용자 이름 또는 비밀번호가 틀렸습니다',
    'id-ID': 'Nama pengguna atau kata sandi salah',
  },
  ACCOUNT_BANNED: {
    'en-US': 'Your login has been banned. Please contact support',
    'zh-CN': '您的账号已被禁止登录，请联系客服',
    'ja-JP': 'このアカウントはログインが禁止されています。サポートにお問い合わせください',
    'ko-KP': '로그인이 금지되었습니다. 고객 지원에 문의하십시오',
    'id-ID': 'Login Anda diblokir. Silakan hubungi layanan pelanggan',
  },
  TOO_MANY_ATTEMPTS: {
    'en-US': 'Too many failed attempts. Please try again in {minutes} minutes',
    'zh-CN': '失败次数过多，请 {minutes} 分钟后再试',
    'ja-JP': '失敗が多すぎます。{minutes} 分後にもう一度お試しください',
    'ko-KP': '실패 횟수가 너무 많습니다. {minutes}분 후에 다시 시도하십시오',
    'id-ID': 'Terlalu banyak percobaan gagal. Silakan coba lagi dalam {minutes} menit',
  },
  ENVELOPE_REFUSED: {
    'en-US': 'The request could not be verified; please check the device clock and try again',
    'zh-CN': '请求校验失败，请检查设备时间后重试',
    'ja-JP': 'リクエストを検証できませんでした。端末の時刻を確認して再度お試しください',
    'ko-KP': '요청을 확인할 수 없습니다. 기기 시간을 확인한 후 다시 시도하십시오',
    'id-ID': 'Permintaan tidak dapat diverifikasi; periksa jam perangkat lalu coba lagi',
  },
  VERIFY_CODE_INVALID: {
    'en-US': 'The verification code is wrong or has expired',
    'zh-CN': '验证码错误或已过期',
    'ja-JP': '確認コードが間違っているか期限切れです',
    'ko-KP': '인증 코드가 틀렸거나 만료되었습니다',
    'id-ID': 'Kode verifikasi salah atau kedaluwarsa',
  },
  VERIFY_CODE_TOO_SOON: {
    'en-US': 'A code was sent a moment ago; please wait {seconds} seconds before asking again',
    'zh-CN': '验证码刚刚已发送，请 {seconds} 秒后再试',
    'ja-JP': 'コードは送信済みです。{seconds} 秒後にもう一度お試しください',
    'ko-KP': '방금 코드를 보냈습니다. {seconds}초 후에 다시 요청하십시오',
    'id-ID': 'Kode baru saja dikirim; tunggu {seconds} detik sebelum meminta lagi',
  },
  WRONG_PASSWORD: {
    'en-US': 'The current password is wrong',
    'zh-CN': '原密码错误',
    'ja-JP': '現在のパスワードが間違っています',
    'ko-KP': '현재 비밀번호가 틀렸습니다',
    'id-ID': 'Kata sandi saat ini salah',
  },
  WRONG_TRANSACTION_PASSWORD: {
    'en-US': 'The transaction password is wrong',
    'zh-CN': '交易密码错误',
    'ja-JP': '取引パスワードが間違っています',
    'ko-KP': '거래 비밀번호가 틀렸습니다',
    'id-ID': 'Kata sandi transaksi salah',
  },
  INSUFFICIENT_BALANCE: {
    'en-US': 'Insufficient balance',
    'zh-CN': '余额不足',
    'ja-JP': '残高が不足しています',
    'ko-KP': '잔액이 부족합니다',
    'id-ID': 'Saldo tidak mencukupi',
  },
  INVALID_AMOUNT: {
    'en-US': 'Please enter a correct amount above 0 with at most 8 decimal places',
    'zh-CN': '请输入大于 0 且最多 8 位小数的正确金额',
    'ja-JP': '0 より大きく、小数点以下 8 桁までの正しい金額を入力してください',
    'ko-KP': '0보다 크고 소수점 이하 8자리까지의 올바른 금액을 입력하십시오',
    'id-ID': 'Masukkan jumlah yang benar di atas 0 dengan paling banyak 8 angka desimal',
  },
  MEMBER_NOT_FOUND: {
    'en-US': 'No such member',
    'zh-CN': '会员不存在',
    'ja-JP': '該当する会員がいません',
    'ko-KP': '해당 회원이 없습니다',
    'id-ID': 'Anggota tidak ditemukan',
  },
  RESET_CODE_SUBJECT: {
    'en-US': 'Your password reset code',
    'zh-CN': '您的密码重置验证码',
    'ja-JP': 'パスワード再設定コード',
    'ko-KP': '비밀번호 재설정 코드',
    'id-ID': 'Kode atur ulang kata sandi Anda',
  },
  RESET_CODE_BODY: {
    'en-US': 'Your verification code is {code}. It is valid for {minutes} minutes and can be used once. If you did not ask for it, ignore this message.',
    'zh-CN': '您的验证码是 {code}，{minutes} 分钟内有效，仅可使用一次。如非本人操作，请忽略本消息。',
    'ja-JP': '確認コードは {code} です。{minutes} 分間、1 回だけ有効です。心当たりがない場合はこのメッセージを無視してください。',
    'ko-KP': '인증 코드는 {code}입니다. {minutes}분 동안 한 번만 사용할 수 있습니다. 요청하지 않았다면 이 메시지를 무시하십시오.',
    'id-ID': 'Kode verifikasi Anda adalah {code}. Berlaku {minutes} menit dan hanya dapat dipakai sekali. Jika Anda tidak memintanya, abaikan pesan ini.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKey = keyof typeof MESSAGES;

export function translate(locale: Locale, key: MessageKey, params: Record<string, string | number> = {}): string {
  const template: string = MESSAGES[key][locale];
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export const MESSAGE_KEYS = Object.keys(MESSAGES) as MessageKey[];
