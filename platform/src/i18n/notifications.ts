import { LOCALES, type Locale } from '@portal/envelope/catalogue';

/**
 * Titles and bodies of member notifications in the five portal languages (docs/notifications.md).
 * A key is an event, or `EVENT:OUTCOME` where one event reads differently by outcome (a claim
 * approved or rejected). `{name}` is filled from the notification's stored parameters when it is
 * read, so the inbox, the email and the push message all follow the reader's language. Each
 * entry lists its texts in LOCALES order: en-US, zh-CN, ja-JP, ko-KP, id-ID.
 */
type Five = readonly [en: string, zh: string, ja: string, ko: string, id: string];

const TEXTS = {
  DEPOSIT_CREDITED: {
    title: ['Deposit credited', '充值已到账', '入金が反映されました', '입금이 반영되었습니다', 'Deposit berhasil dikreditkan'],
    body: [
      '{amount} {coinName} has been credited to your account.',
      '{amount} {coinName} 已存入您的账户。',
      '{amount} {coinName} がアカウントに入金されました。',
      '{amount} {coinName}이(가) 계정에 입금되었습니다.',
      '{amount} {coinName} telah dikreditkan ke akun Anda.',
    ],
  },
  DEPOSIT_REJECTED: {
    title: ['Deposit rejected', '充值被拒绝', '入金が却下されました', '입금이 거절되었습니다', 'Deposit ditolak'],
    body: [
      'Your deposit of {amount} {coinName} was rejected: {reason}',
      '您的 {amount} {coinName} 充值被拒绝：{reason}',
      '{amount} {coinName} の入金は却下されました：{reason}',
      '{amount} {coinName} 입금이 거절되었습니다: {reason}',
      'Deposit Anda sebesar {amount} {coinName} ditolak: {reason}',
    ],
  },
  WITHDRAWAL_APPROVED: {
    title: ['Withdrawal approved', '提现已批准', '出金が承認されました', '출금이 승인되었습니다', 'Penarikan disetujui'],
    body: [
      'Your withdrawal of {amount} {coinName} has been approved and will be paid out soon.',
      '您的 {amount} {coinName} 提现已批准，即将付款。',
      '{amount} {coinName} の出金が承認されました。まもなく送金されます。',
      '{amount} {coinName} 출금이 승인되었으며 곧 지급됩니다.',
      'Penarikan Anda sebesar {amount} {coinName} telah disetujui dan akan segera dibayarkan.',
    ],
  },
  WITHDRAWAL_SENT: {
    title: ['Withdrawal paid', '提现已付款', '出金が送金されました', '출금이 지급되었습니다', 'Penarikan telah dibayarkan'],
    body: [
      'Your withdrawal of {amount} {coinName} has been paid: {actualAmount} {coinName} after fees.',
      '您的 {amount} {coinName} 提现已付款：扣除手续费后为 {actualAmount} {coinName}。',
      '{amount} {coinName} の出金が送金されました（手数料差引後 {actualAmount} {coinName}）。',
      '{amount} {coinName} 출금이 지급되었습니다. 수수료 차감 후 {actualAmount} {coinName}입니다.',
      'Penarikan Anda sebesar {amount} {coinName} telah dibayarkan: {actualAmount} {coinName} setelah biaya.',
    ],
  },
  WITHDRAWAL_FAILED: {
    title: ['Withdrawal not completed', '提现未完成', '出金は完了しませんでした', '출금이 완료되지 않았습니다', 'Penarikan tidak selesai'],
    body: [
      'Your withdrawal of {amount} {coinName} was not completed ({reason}). The amount is back in your balance.',
      '您的 {amount} {coinName} 提现未完成（{reason}），金额已退回您的余额。',
      '{amount} {coinName} の出金は完了しませんでした（{reason}）。金額は残高に戻りました。',
      '{amount} {coinName} 출금이 완료되지 않았습니다({reason}). 금액은 잔액으로 반환되었습니다.',
      'Penarikan Anda sebesar {amount} {coinName} tidak selesai ({reason}). Jumlahnya sudah kembali ke saldo Anda.',
    ],
  },
  WITHDRAWAL_NOT_RECEIVED: {
    title: ['Withdrawal under investigation', '提现正在核查', '出金を調査中です', '출금을 조사 중입니다', 'Penarikan sedang diperiksa'],
    body: [
      'Your withdrawal of {amount} {coinName} is marked as not received; we are looking into it.',
      '您的 {amount} {coinName} 提现已标记为未到账，我们正在核查。',
      '{amount} {coinName} の出金は未着として記録されました。現在調査しています。',
      '{amount} {coinName} 출금이 미수령으로 표시되었습니다. 확인하고 있습니다.',
      'Penarikan Anda sebesar {amount} {coinName} ditandai belum diterima; kami sedang memeriksanya.',
    ],
  },
  TRANSFER_RECEIVED: {
    title: ['Transfer received', '收到转账', '送金を受け取りました', '이체를 받았습니다', 'Transfer diterima'],
    body: [
      'You received {amount} {coinName} from {fromUser}.',
      '您收到了来自 {fromUser} 的 {amount} {coinName}。',
      '{fromUser} さんから {amount} {coinName} を受け取りました。',
      '{fromUser}님으로부터 {amount} {coinName}을(를) 받았습니다.',
      'Anda menerima {amount} {coinName} dari {fromUser}.',
    ],
  },
  MONTHLY_STATEMENT: {
    title: ['Your statement for {month}', '您的 {month} 月结单', '{month} の取引明細書', '{month} 거래 명세서', 'Laporan Anda untuk {month}'],
    body: [
      'Your statements for {month} are attached ({credits}), as CSV and PDF. Each was checked against the ledger before it was sent.',
      '随附您 {month} 的结单（{credits}），CSV 与 PDF 格式。每份结单发送前均已与账本核对。',
      '{month} の取引明細書（{credits}）を CSV と PDF で添付しました。いずれも送信前に台帳と照合済みです。',
      '{month} 거래 명세서({credits})를 CSV와 PDF로 첨부했습니다. 모두 발송 전에 원장과 대조했습니다.',
      'Laporan Anda untuk {month} terlampir ({credits}) dalam CSV dan PDF. Setiap laporan telah dicocokkan dengan buku besar sebelum dikirim.',
    ],
  },
  EMAIL_CHANGE_CODE: {
    title: ['Your email confirmation code', '您的邮箱验证码', 'メールアドレスの確認コード', '이메일 확인 코드', 'Kode konfirmasi email Anda'],
    body: [
      'Your code to confirm {email} as your email address is {code}. It is valid for {minutes} minutes. If you did not ask for it, ignore this email and change your passwords.',
      '将 {email} 设为您邮箱的验证码是 {code}，{minutes} 分钟内有效。如非本人操作，请忽略此邮件并修改密码。',
      '{email} をメールアドレスとして確認するコードは {code} です。{minutes} 分間有効です。心当たりがない場合は、このメールを無視してパスワードを変更してください。',
      '{email}을(를) 이메일 주소로 확인하는 코드는 {code}입니다. {minutes}분 동안 유효합니다. 요청하지 않았다면 이 이메일을 무시하고 비밀번호를 변경하십시오.',
      'Kode untuk mengonfirmasi {email} sebagai alamat email Anda adalah {code}. Berlaku {minutes} menit. Jika Anda tidak memintanya, abaikan email ini dan ganti kata sandi Anda.',
    ],
  },
  DAILY_PROFIT: {
    title: ['Daily profit for {day}', '{day} 每日收益', '{day} の日次収益', '{day} 일일 수익', 'Keuntungan harian {day}'],
    body: [
      'Your packages earned {summary} on {day}.',
      '您的配套在 {day} 获得收益 {summary}。',
      '{day} にパッケージが {summary} の収益を上げました。',
      '{day}에 패키지에서 {summary}의 수익이 발생했습니다.',
      'Paket Anda menghasilkan {summary} pada {day}.',
    ],
  },
  PREMIUM_DUE: {
    title: ['Insurance premium due', '保险费到期', '保険料の支払い期限です', '보험료 납부 기한입니다', 'Premi asuransi jatuh tempo'],
    body: [
      'The premium of {packageName} is used up: pay the next premium to keep the package insured.',
      '{packageName} 的保险费已用完，请缴纳下一期保险费以继续保障。',
      '{packageName} の保険料を使い切りました。保障を続けるには次の保険料をお支払いください。',
      '{packageName}의 보험료가 모두 사용되었습니다. 보장을 유지하려면 다음 보험료를 납부하십시오.',
      'Premi {packageName} telah habis: bayar premi berikutnya agar paket tetap diasuransikan.',
    ],
  },
  'CLAIM_DECIDED:APPROVED': {
    title: ['Claim approved', '理赔已批准', '保険金請求が承認されました', '보험금 청구가 승인되었습니다', 'Klaim disetujui'],
    body: [
      'Your claim was approved: {amount} {coinName} has been paid to your account.',
      '您的理赔已批准：{amount} {coinName} 已支付到您的账户。',
      '保険金請求が承認され、{amount} {coinName} がアカウントに支払われました。',
      '보험금 청구가 승인되어 {amount} {coinName}이(가) 계정으로 지급되었습니다.',
      'Klaim Anda disetujui: {amount} {coinName} telah dibayarkan ke akun Anda.',
    ],
  },
  'CLAIM_DECIDED:REJECTED': {
    title: ['Claim rejected', '理赔被拒绝', '保険金請求が却下されました', '보험금 청구가 거절되었습니다', 'Klaim ditolak'],
    body: [
      'Your claim was rejected: {reason}',
      '您的理赔被拒绝：{reason}',
      '保険金請求は却下されました：{reason}',
      '보험금 청구가 거절되었습니다: {reason}',
      'Klaim Anda ditolak: {reason}',
    ],
  },
  CLAIM_INFO_REQUESTED: {
    title: ['More information needed for your claim', '理赔需要补充资料', '保険金請求に追加情報が必要です', '보험금 청구에 추가 정보가 필요합니다', 'Klaim Anda memerlukan informasi tambahan'],
    body: [
      'Please add information to your claim: {note}',
      '请为您的理赔补充资料：{note}',
      '保険金請求に情報を追加してください：{note}',
      '보험금 청구에 정보를 추가하십시오: {note}',
      'Mohon lengkapi informasi klaim Anda: {note}',
    ],
  },
  'KYC_DECIDED:PASSED': {
    title: ['Identity verified', '实名认证已通过', '本人確認が完了しました', '본인 인증이 완료되었습니다', 'Identitas terverifikasi'],
    body: [
      'Your identity verification has been approved.',
      '您的实名认证已通过审核。',
      '本人確認が承認されました。',
      '본인 인증이 승인되었습니다.',
      'Verifikasi identitas Anda telah disetujui.',
    ],
  },
  'KYC_DECIDED:FAILED': {
    title: ['Identity verification failed', '实名认证未通过', '本人確認が承認されませんでした', '본인 인증이 거절되었습니다', 'Verifikasi identitas gagal'],
    body: [
      'Your identity verification was not approved: {reason}. You can submit it again.',
      '您的实名认证未通过：{reason}。您可以重新提交。',
      '本人確認は承認されませんでした：{reason}。再度提出できます。',
      '본인 인증이 승인되지 않았습니다: {reason}. 다시 제출할 수 있습니다.',
      'Verifikasi identitas Anda tidak disetujui: {reason}. Anda dapat mengirimkannya lagi.',
    ],
  },
  RANK_UP: {
    title: ['New rank: {rank}', '晋升新等级：{rankCn}', '新しいランク：{rank}', '새 등급: {rank}', 'Peringkat baru: {rank}'],
    body: [
      'Congratulations! You have been promoted to {rank}.',
      '恭喜！您已晋升为{rankCn}。',
      'おめでとうございます！{rank} に昇格しました。',
      '축하합니다! {rank}(으)로 승급했습니다.',
      'Selamat! Anda telah naik ke peringkat {rank}.',
    ],
  },
  OTC_OFFER_TAKEN: {
    title: ['Your P2P offer was taken', '您的 P2P 挂单已成交', 'P2P 注文が約定しました', 'P2P 주문이 체결되었습니다', 'Penawaran P2P Anda diambil'],
    body: [
      '{buyer} bought {amount} {coinName} from your offer; you received {payAmount} {payCoinName}.',
      '{buyer} 从您的挂单买入 {amount} {coinName}，您收到 {payAmount} {payCoinName}。',
      '{buyer} さんがあなたの注文から {amount} {coinName} を購入し、{payAmount} {payCoinName} を受け取りました。',
      '{buyer}님이 회원님의 주문에서 {amount} {coinName}을(를) 구매하여 {payAmount} {payCoinName}을(를) 받았습니다.',
      '{buyer} membeli {amount} {coinName} dari penawaran Anda; Anda menerima {payAmount} {payCoinName}.',
    ],
  },
  OTC_CHAT_MESSAGE: {
    title: ['New P2P message', '新的 P2P 消息', 'P2P の新着メッセージ', '새 P2P 메시지', 'Pesan P2P baru'],
    body: [
      '{fromUser} wrote to you about trade {tradeId}.',
      '{fromUser} 就交易 {tradeId} 给您发了消息。',
      '{fromUser} さんから取引 {tradeId} についてメッセージが届きました。',
      '{fromUser}님이 거래 {tradeId}에 대해 메시지를 보냈습니다.',
      '{fromUser} mengirim pesan tentang transaksi {tradeId}.',
    ],
  },
  OTC_APPEAL_OPENED: {
    title: ['Appeal opened on a P2P trade', 'P2P 交易被申诉', 'P2P 取引に異議が申し立てられました', 'P2P 거래에 이의가 제기되었습니다', 'Banding diajukan pada transaksi P2P'],
    body: [
      '{byUser} appealed trade {tradeId}; the amounts are frozen until the operator decides.',
      '{byUser} 对交易 {tradeId} 提出申诉，相关金额已冻结，等待平台裁决。',
      '{byUser} さんが取引 {tradeId} に異議を申し立てました。運営の判断まで金額は凍結されます。',
      '{byUser}님이 거래 {tradeId}에 이의를 제기했습니다. 운영자가 결정할 때까지 금액이 동결됩니다.',
      '{byUser} mengajukan banding atas transaksi {tradeId}; dana dibekukan sampai operator memutuskan.',
    ],
  },
  'OTC_APPEAL_DECIDED:RELEASE': {
    title: ['P2P appeal decided', 'P2P 申诉已裁决', 'P2P の異議申し立てが判断されました', 'P2P 이의 제기가 결정되었습니다', 'Banding P2P telah diputuskan'],
    body: [
      'The appeal on trade {tradeId} was decided: the trade stands and the frozen amounts are released.',
      '交易 {tradeId} 的申诉已裁决：交易有效，冻结金额已解冻。',
      '取引 {tradeId} の異議申し立てが判断されました：取引は成立し、凍結された金額は解除されました。',
      '거래 {tradeId}의 이의 제기가 결정되었습니다: 거래가 유지되고 동결된 금액이 해제되었습니다.',
      'Banding atas transaksi {tradeId} telah diputuskan: transaksi tetap berlaku dan dana yang dibekukan dilepaskan.',
    ],
  },
  'OTC_APPEAL_DECIDED:REVERSE': {
    title: ['P2P appeal decided', 'P2P 申诉已裁决', 'P2P の異議申し立てが判断されました', 'P2P 이의 제기가 결정되었습니다', 'Banding P2P telah diputuskan'],
    body: [
      'The appeal on trade {tradeId} was decided: the trade is reversed and each side has its amounts back.',
      '交易 {tradeId} 的申诉已裁决：交易撤销，双方款项已退回。',
      '取引 {tradeId} の異議申し立てが判断されました：取引は取り消され、双方に金額が戻されました。',
      '거래 {tradeId}의 이의 제기가 결정되었습니다: 거래가 취소되고 양측에 금액이 반환되었습니다.',
      'Banding atas transaksi {tradeId} telah diputuskan: transaksi dibatalkan dan masing-masing pihak menerima kembali dananya.',
    ],
  },
  'JACKPOT_DRAWN:WON': {
    title: ['You won the jackpot!', '您中了奖池大奖！', 'ジャックポットに当選しました！', '잭팟에 당첨되었습니다!', 'Anda memenangkan jackpot!'],
    body: [
      'Your ticket won jackpot round {roundId}: {prize} {coinName} has been credited to your account.',
      '您的彩票赢得第 {roundId} 期奖池：{prize} {coinName} 已存入您的账户。',
      'ジャックポット {roundId} 回であなたのチケットが当選し、{prize} {coinName} がアカウントに入金されました。',
      '잭팟 {roundId} 회차에 당첨되어 {prize} {coinName}이(가) 계정에 입금되었습니다.',
      'Tiket Anda memenangkan putaran jackpot {roundId}: {prize} {coinName} telah dikreditkan ke akun Anda.',
    ],
  },
  'JACKPOT_DRAWN:LOST': {
    title: ['Jackpot drawn', '奖池已开奖', 'ジャックポットの抽選が行われました', '잭팟 추첨이 완료되었습니다', 'Jackpot telah diundi'],
    body: [
      'Jackpot round {roundId} has been drawn; your tickets did not win this time.',
      '第 {roundId} 期奖池已开奖，您的彩票本次未中奖。',
      'ジャックポット {roundId} 回の抽選が行われました。今回は当選しませんでした。',
      '잭팟 {roundId} 회차 추첨이 완료되었습니다. 이번에는 당첨되지 않았습니다.',
      'Putaran jackpot {roundId} telah diundi; tiket Anda belum menang kali ini.',
    ],
  },
  SIGN_IN_NEW_DEVICE: {
    title: ['Sign-in from a new device', '新设备登录', '新しいデバイスからのサインイン', '새 기기에서 로그인', 'Masuk dari perangkat baru'],
    body: [
      'Your account was signed in from a new device ({device}, address {address}). If this was not you, change your password now.',
      '您的账户在新设备上登录（{device}，地址 {address}）。如非本人操作，请立即修改密码。',
      '新しいデバイス（{device}、アドレス {address}）からアカウントにサインインがありました。心当たりがない場合は、すぐにパスワードを変更してください。',
      '새 기기({device}, 주소 {address})에서 계정에 로그인했습니다. 본인이 아니라면 즉시 비밀번호를 변경하십시오.',
      'Akun Anda masuk dari perangkat baru ({device}, alamat {address}). Jika ini bukan Anda, segera ganti kata sandi.',
    ],
  },
  'SIGN_IN_NEW_DEVICE:FREEZE_LINK': {
    title: ['Sign-in from a new device', '新设备登录', '新しいデバイスからのサインイン', '새 기기에서 로그인', 'Masuk dari perangkat baru'],
    body: [
      'Your account was signed in from a new device ({device}, address {address}). If this was not you, freeze your account at once: {freezeUrl} — then change your password.',
      '您的账户在新设备上登录（{device}，地址 {address}）。如非本人操作，请立即冻结账户：{freezeUrl}，然后修改密码。',
      '新しいデバイス（{device}、アドレス {address}）からアカウントにサインインがありました。心当たりがない場合は、すぐにアカウントを凍結してください：{freezeUrl}。その後パスワードを変更してください。',
      '새 기기({device}, 주소 {address})에서 계정에 로그인했습니다. 본인이 아니라면 즉시 계정을 동결하십시오: {freezeUrl} 그다음 비밀번호를 변경하십시오.',
      'Akun Anda masuk dari perangkat baru ({device}, alamat {address}). Jika ini bukan Anda, segera bekukan akun Anda: {freezeUrl} — lalu ganti kata sandi.',
    ],
  },
  SECURITY_CHANGED: {
    title: ['Security setting changed', '安全设置已更改', 'セキュリティ設定が変更されました', '보안 설정이 변경되었습니다', 'Pengaturan keamanan diubah'],
    body: [
      '{change}. If this was not you, contact support now.',
      '{change}。如非本人操作，请立即联系客服。',
      '{change}。心当たりがない場合は、すぐにサポートにご連絡ください。',
      '{change}. 본인이 아니라면 즉시 고객 지원에 문의하십시오.',
      '{change}. Jika ini bukan Anda, segera hubungi dukungan.',
    ],
  },
} as const satisfies Record<string, { title: Five; body: Five }>;

/** What changed, for SECURITY_CHANGED's `{change}`. */
const SECURITY_CHANGES = {
  PASSWORD: ['Your sign-in password was changed', '您的登录密码已更改', 'ログインパスワードが変更されました', '로그인 비밀번호가 변경되었습니다', 'Kata sandi masuk Anda telah diubah'],
  WHITELIST_ON: ['Withdrawal whitelist mode was turned on: withdrawals go only to whitelisted addresses', '提现白名单模式已开启：只能提现到白名单地址', '出金ホワイトリストモードがオンになりました。ホワイトリストのアドレスにのみ出金できます', '출금 화이트리스트 모드가 켜졌습니다. 화이트리스트 주소로만 출금할 수 있습니다', 'Mode daftar putih penarikan diaktifkan: penarikan hanya ke alamat dalam daftar putih'],
  WHITELIST_OFF: ['Withdrawal whitelist mode will turn off at {until}', '提现白名单模式将于 {until} 关闭', '出金ホワイトリストモードは {until} にオフになります', '출금 화이트리스트 모드가 {until}에 꺼집니다', 'Mode daftar putih penarikan akan nonaktif pada {until}'],
  ACCOUNT_FROZEN: ['Your account was frozen: no money moves until support lifts the freeze', '您的账户已冻结：在客服解除冻结前无法进行任何资金操作', 'アカウントが凍結されました。サポートが解除するまで資金は動かせません', '계정이 동결되었습니다. 고객 지원이 해제할 때까지 자금을 이동할 수 없습니다', 'Akun Anda dibekukan: tidak ada dana yang bergerak sampai dukungan mencabut pembekuan'],
  ACCOUNT_UNFROZEN: ['Support lifted the freeze of your account', '客服已解除您账户的冻结', 'サポートがアカウントの凍結を解除しました', '고객 지원이 계정 동결을 해제했습니다', 'Dukungan telah mencabut pembekuan akun Anda'],
  PASSWORD_RESET: ['Your sign-in password was reset with an emailed code', '您的登录密码已通过邮件验证码重置', 'メールのコードでログインパスワードが再設定されました', '이메일 코드로 로그인 비밀번호가 재설정되었습니다', 'Kata sandi masuk Anda direset dengan kode email'],
  TRANSACTION_PASSWORD: ['Your transaction password was changed', '您的交易密码已更改', '取引パスワードが変更されました', '거래 비밀번호가 변경되었습니다', 'Kata sandi transaksi Anda telah diubah'],
  TRANSACTION_PASSWORD_LOCKED: [
    'Five wrong transaction passwords were entered; money movement is locked until {until}',
    '交易密码已连续输错五次，资金操作锁定至 {until}',
    '取引パスワードが5回誤って入力されたため、資金の移動は {until} までロックされています',
    '거래 비밀번호가 5회 잘못 입력되어 자금 이동이 {until}까지 잠겼습니다',
    'Kata sandi transaksi salah dimasukkan lima kali; perpindahan dana dikunci hingga {until}',
  ],
  WITHDRAWAL_ADDRESS_ADDED: ['A withdrawal address was added ({address})', '已添加提现地址（{address}）', '出金アドレスが追加されました（{address}）', '출금 주소가 추가되었습니다({address})', 'Alamat penarikan ditambahkan ({address})'],
  WITHDRAWAL_ADDRESS_CHANGED: ['A withdrawal address was changed ({address})', '提现地址已更改（{address}）', '出金アドレスが変更されました（{address}）', '출금 주소가 변경되었습니다({address})', 'Alamat penarikan diubah ({address})'],
  WITHDRAWAL_ADDRESS_REMOVED: ['A withdrawal address was removed ({address})', '已删除提现地址（{address}）', '出金アドレスが削除されました（{address}）', '출금 주소가 삭제되었습니다({address})', 'Alamat penarikan dihapus ({address})'],
  BANK_ACCOUNT_ADDED: ['A bank account was added ({account})', '已添加银行账户（{account}）', '銀行口座が追加されました（{account}）', '은행 계좌가 추가되었습니다({account})', 'Rekening bank ditambahkan ({account})'],
  BANK_ACCOUNT_CHANGED: ['A bank account was changed ({account})', '银行账户已更改（{account}）', '銀行口座が変更されました（{account}）', '은행 계좌가 변경되었습니다({account})', 'Rekening bank diubah ({account})'],
  BANK_ACCOUNT_REMOVED: ['A bank account was removed ({account})', '已删除银行账户（{account}）', '銀行口座が削除されました（{account}）', '은행 계좌가 삭제되었습니다({account})', 'Rekening bank dihapus ({account})'],
  TOTP_ENABLED: ['An authenticator app now protects your sign-in and money actions', '身份验证器已启用，登录和资金操作需要验证码', '認証アプリが有効になり、サインインと資金操作にコードが必要になりました', '인증 앱이 사용 설정되어 로그인과 자금 작업에 코드가 필요합니다', 'Aplikasi autentikator kini melindungi proses masuk dan transaksi Anda'],
  TOTP_DISABLED: ['The authenticator app was turned off', '身份验证器已关闭', '認証アプリが無効になりました', '인증 앱이 해제되었습니다', 'Aplikasi autentikator dimatikan'],
  RECOVERY_CODES_REGENERATED: ['New recovery codes were made; the old ones no longer work', '已生成新的恢复码，旧恢复码已失效', '新しいリカバリーコードが作成され、古いコードは使えなくなりました', '새 복구 코드가 생성되어 이전 코드는 더 이상 사용할 수 없습니다', 'Kode pemulihan baru dibuat; kode lama tidak berlaku lagi'],
  PASSKEY_ADDED: ['A passkey was added ({name})', '已添加通行密钥（{name}）', 'パスキーが追加されました（{name}）', '패스키가 추가되었습니다({name})', 'Passkey ditambahkan ({name})'],
  PASSKEY_REMOVED: ['A passkey was removed ({name})', '已删除通行密钥（{name}）', 'パスキーが削除されました（{name}）', '패스키가 삭제되었습니다({name})', 'Passkey dihapus ({name})'],
  FACTORS_RESET: ['Support removed your second factors after checking your identity', '客服核实身份后已移除您的双重验证', '本人確認の後、サポートが二段階認証を解除しました', '고객 지원이 본인 확인 후 2단계 인증을 해제했습니다', 'Dukungan menghapus faktor kedua Anda setelah memeriksa identitas Anda'],
  EMAIL_ADDED: ['An email address was added ({email})', '已添加邮箱地址（{email}）', 'メールアドレスが追加されました（{email}）', '이메일 주소가 추가되었습니다({email})', 'Alamat email ditambahkan ({email})'],
  EMAIL_CHANGED: ['Your email address was changed to {email}', '您的邮箱地址已更改为 {email}', 'メールアドレスが {email} に変更されました', '이메일 주소가 {email}(으)로 변경되었습니다', 'Alamat email Anda diubah menjadi {email}'],
  ANTI_PHISHING_CODE_SET: [
    'An anti-phishing code was set: our emails now show it at the top',
    '已设置防钓鱼码：我们的邮件会在顶部显示它',
    'フィッシング対策コードが設定されました。当社のメールの冒頭に表示されます',
    '피싱 방지 코드가 설정되었습니다. 저희 이메일 맨 위에 표시됩니다',
    'Kode anti-phishing telah diatur: email kami kini menampilkannya di bagian atas',
  ],
  ANTI_PHISHING_CODE_CHANGED: [
    'Your anti-phishing code was changed',
    '您的防钓鱼码已更改',
    'フィッシング対策コードが変更されました',
    '피싱 방지 코드가 변경되었습니다',
    'Kode anti-phishing Anda telah diubah',
  ],
  ANTI_PHISHING_CODE_CLEARED: [
    'Your anti-phishing code was removed: our emails no longer show one',
    '您的防钓鱼码已删除：我们的邮件将不再显示',
    'フィッシング対策コードが削除されました。当社のメールには表示されなくなります',
    '피싱 방지 코드가 삭제되었습니다. 저희 이메일에 더 이상 표시되지 않습니다',
    'Kode anti-phishing Anda dihapus: email kami tidak lagi menampilkannya',
  ],
} as const satisfies Record<string, Five>;

export type NotificationTextKey = keyof typeof TEXTS;
export type SecurityChange = keyof typeof SECURITY_CHANGES;
export const SECURITY_CHANGE_KINDS = Object.keys(SECURITY_CHANGES) as SecurityChange[];
export const NOTIFICATION_TEXT_KEYS = Object.keys(TEXTS) as NotificationTextKey[];

function pick(texts: Five, locale: Locale): string {
  return texts[LOCALES.indexOf(locale)] ?? texts[0];
}

function fill(template: string, params: Readonly<Record<string, string>>): string {
  // A parameter the template names but the row lacks stays visible rather than vanishing.
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

/** The text of `key` (an event or `EVENT:OUTCOME`) in `locale`, filled from `params`. */
export function notificationText(locale: Locale, key: NotificationTextKey, params: Readonly<Record<string, string>>): { title: string; body: string } {
  const texts = TEXTS[key];
  const filled: Record<string, string> = { ...params };
  if (key === 'SECURITY_CHANGED' && params.change && params.change in SECURITY_CHANGES) {
    filled.change = fill(pick(SECURITY_CHANGES[params.change as SecurityChange], locale), params);
  }
  return { title: fill(pick(texts.title, locale), filled), body: fill(pick(texts.body, locale), filled) };
}

export function isNotificationTextKey(key: string): key is NotificationTextKey {
  return Object.hasOwn(TEXTS, key);
}
