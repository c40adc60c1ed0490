import type { GraphiQLOptions } from 'graphql-yoga';

// What GraphiQL at /graphql opens with: one tab to sign up and in, then one tab per group of
// domains, every operation ready to run as it stands on a fresh install once the placeholders
// in the variables and headers are filled (gateway/test/graphiql-examples.test.ts runs them all
// against a real gateway and platform, in order).

/** The placeholders a developer replaces, each said where to find it. */
export const GRAPHIQL_PLACEHOLDERS = {
  captchaId: '<captchaId from RegistrationForm>',
  captchaCode: '<what the captcha image shows>',
  referralId: '<referral id of your sponsor: printed by the first start, or pnpm admin root-sponsor>',
  token: 'Bearer <token from Login>',
} as const;

const START = `# Welcome to the portal gateway.
#
# 1. Run "RegistrationForm" for a captcha, the country list and the rank ladder.
# 2. Fill the variables below and run "Register" (it signs the member in, as Login does).
# 3. Run "Login" and copy the token it returns.
# 4. In each of the other tabs, paste the token into the Authorization header
#    ({"Authorization": "Bearer <token>"}) and run its operations, top to bottom.
#
# Errors carry extensions.code (SERVER_MESSAGE, UNAUTHENTICATED, BAD_REQUEST, ...) and,
# for business refusals, extensions.reason (USERNAME_TAKEN, WRONG_CREDENTIALS, ...).
# Messages follow the Accept-Language header (en-US, zh-CN, ja-JP, ko-KP, id-ID).

query RegistrationForm {
  captcha {
    captchaId
    image
  }
  countries {
    code
    name
  }
  levels {
    level
    name
  }
}

mutation Register($register: RegisterInput!) {
  register(input: $register) {
    userId
    referralId
    session {
      token
      expiresAt
    }
  }
}

mutation Login($login: LoginInput!) {
  login(input: $login) {
    token
    expiresAt
    idleTimeoutSeconds
  }
}
`;

const START_VARIABLES = JSON.stringify(
  {
    register: {
      userName: 'alice',
      password: 'correct horse battery',
      confirmPassword: 'correct horse battery',
      transactionPassword: 'another secret',
      countryCode: 'US',
      referralId: GRAPHIQL_PLACEHOLDERS.referralId,
      captchaId: GRAPHIQL_PLACEHOLDERS.captchaId,
      captchaCode: GRAPHIQL_PLACEHOLDERS.captchaCode,
    },
    login: { userName: 'alice', password: 'correct horse battery' },
  },
  null,
  2,
);

const MEMBER = `# The member and their credits (user and assets). Set the header below to the token from
# Login; without it member operations fail with UNAUTHENTICATED.

query Me {
  me {
    id
    userName
    referralId
    level
    levelName
    otcEnabled
    commitmentPackageEnabled
    matchingCodeEnabled
  }
}

query Balances {
  balances {
    coinName
    available
    frozen
    locked
  }
  coins {
    coinName
  }
}

query Records {
  records(filter: { coinName: CASH_POINT }, page: { pageNum: 1, pageSize: 20 }) {
    items {
      createdAt
      recordTypeName
      amount
      status
    }
    pageInfo {
      total
      hasNextPage
    }
  }
  recordTypes {
    recordType
    name
  }
}

# Live balances over Server-Sent Events: the current value at once, then each change.
subscription LiveBalances {
  balancesChanged {
    coinName
    available
  }
}
`;

const WALLET = `# Deposits, withdrawals and where they go (account, deposit, withdrawal): the same
# Authorization header. Money-moving inputs take a requestId (8-64 characters): repeat it
# and you get the first answer. Bank deposits upload a receipt picture as a GraphQL
# multipart request (see docs/gateway.md).

# A withdrawal address is usable after a waiting period (usableFrom).
mutation AddWithdrawalAddress {
  addWithdrawalAddress(input: { network: TRC20, address: "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7", label: "My wallet" }) {
    id
    network
    usable
    usableFrom
  }
}

query Accounts {
  withdrawalAddresses {
    id
    network
    address
    label
    usable
  }
  bankAccounts {
    id
    bankName
    accountNumber
  }
}

query Deposits {
  depositChainConfig {
    coin
    network
    address
    minAmount
  }
  depositChannels {
    id
    channelName
    currency
    exchangeRate
    minAmount
  }
  deposits(page: { pageNum: 1, pageSize: 10 }) {
    items {
      id
      kind
      amount
      status
    }
    pageInfo {
      total
    }
  }
}

query Withdrawals {
  withdrawalConfigs {
    kind
    coinName
    minAmount
    maxAmount
    fee
    feeType
  }
  withdrawalQuote(amount: "100") {
    coinName
    available
    amount
    fee
    actualAmount
    quotaFree
    quotaResetsAt
  }
  withdrawals(page: { pageNum: 1, pageSize: 10 }) {
    items {
      id
      kind
      amount
      status
    }
    pageInfo {
      total
    }
  }
}
`;

const TRADE = `# Converting between credits and sending them to other members (convert, transfer): the
# same Authorization header. convert and transfer move money; they need a balance (an operator
# credits one with pnpm admin adjust) and a requestId.

query Convert {
  convertConfigs {
    fromCoin
    toCoin
    rate
    feeRatio
    minAmount
  }
  convertOrders(page: { pageNum: 1, pageSize: 10 }) {
    items {
      id
      fromCoin
      toCoin
      amount
      toAmount
      status
    }
    pageInfo {
      total
    }
  }
}

query Transfers {
  transferConfigs {
    coinName
    enabled
    feeRatio
    minAmount
  }
  transfers(page: { pageNum: 1, pageSize: 10 }) {
    items {
      id
      direction
      counterpartyUserName
      amount
      coinName
    }
    pageInfo {
      total
    }
  }
}
`;

const PACKAGES = `# Insurance and entrust packages, premiums and claims (insurance, entrust, claim): the same
# Authorization header. Buying, upgrading and redeeming move money and take a requestId;
# claims upload a screenshot as a GraphQL multipart request (see docs/gateway.md).

query Insurance {
  insurancePlans {
    id
    name
    amount
    contractDays
    dailyProfitRatio
    maxPurchaseCount
    purchasedCount
    premiumRatio
  }
  insurancePackages(filter: { status: ACTIVE }, page: { pageNum: 1, pageSize: 20 }) {
    items {
      id
      name
      principal
      state
      unlockAt
      nextProfitAt
    }
    pageInfo {
      total
    }
  }
  premiums(page: { pageNum: 1, pageSize: 10 }) {
    items {
      id
      packageName
      round
      amount
    }
  }
}

query Entrust {
  entrustPlans {
    id
    name
    amount
    contractDays
  }
  entrustPackages {
    items {
      id
      state
      expiresAt
      redeemUntil
      autoAdd
    }
  }
  entrustTotals {
    activeCount
    totalAmount
    totalProfit
  }
}

query Claims {
  claims(page: { pageNum: 1, pageSize: 10 }) {
    items {
      tradeOrder
      status
      payout
      timeline {
        status
        note
        at
      }
    }
  }
}
`;

const TEAM = `# The member's referral team, ranks, bonuses and identity verification (team, kyc): the same
# Authorization header. A member sees only their own downline. Identity photos upload as a
# GraphQL multipart request (submitKyc; see docs/gateway.md).

query Team {
  myOrganization {
    member {
      userName
      level
      personalVolume
      teamVolume
      directCount
    }
    teamCount
    levelCounts {
      level
      count
    }
    nextRank {
      level
      requirements {
        name
        have
        need
        met
      }
    }
  }
  teamMembers(page: { pageNum: 1, pageSize: 20 }) {
    items {
      userName
      level
      depth
      teamVolume
    }
    pageInfo {
      total
    }
  }
  ranks {
    level
    name
  }
  bonusEarned {
    total
    byType {
      recordType
      amount
    }
  }
}

query IdentityVerification {
  kyc {
    status
    canSubmit
    reason
  }
}

# Last: end the session; the token stops working at once.
mutation Logout {
  logout
}
`;

const PINS = `# PIN codes (pin): only while the member's PIN code area is on (an operator runs
# \`pnpm admin flags alice --pin 1\`); until then every field here answers FORBIDDEN. Buying,
# activating (for oneself or a downline member) and transferring a code take a requestId.

query PinCodes {
  pinCodePlans {
    id
    name
    price
    priceCoinName
    amount
    coinName
  }
  pinCodes(filter: { state: PENDING }, page: { pageNum: 1, pageSize: 20 }) {
    items {
      id
      code
      planName
      state
      createdAt
    }
    pageInfo {
      total
    }
  }
  pinCodeRecords(page: { pageNum: 1, pageSize: 20 }) {
    items {
      code
      type
      fromUserName
      toUserName
      forUserName
      createdAt
    }
  }
}
`;

const OTC = `# Peer-to-peer trading of USDT_POINT (otc): only while the member's P2P area is on (an
# operator runs \`pnpm admin flags alice --otc 1\`); until then every field here answers
# FORBIDDEN. Publishing, buying, cancelling and appealing take a requestId.

query OtcLobby {
  otcLobby(page: { pageNum: 1, pageSize: 20 }) {
    payCoinName
    feeRatio
    feePayer
    items {
      id
      sellerUserName
      price
      remaining
      takeMin
      takeMax
      seller {
        completedTrades
        rating
      }
    }
    pageInfo {
      total
    }
  }
  otcOffers(page: { pageNum: 1, pageSize: 20 }) {
    items {
      id
      amount
      sold
      status
    }
  }
  otcTrades(page: { pageNum: 1, pageSize: 20 }) {
    items {
      id
      role
      counterpartyUserName
      amount
      payAmount
      fee
      status
    }
  }
}
`;

const COMMITMENTS = `# Commitment packages (commitment): only while the member's commitment area is on (an
# operator runs \`pnpm admin flags alice --commitment 1\`); until then every field here answers
# FORBIDDEN. Applying freezes the package's amount until an operator approves or rejects it; the
# free package is claimed once. Both take a requestId.

query Commitments {
  commitmentArea(page: { pageNum: 1, pageSize: 20 }) {
    plans {
      id
      name
      amount
      coinName
    }
    freePackage {
      available
      claimed
      name
      amount
      coinName
    }
    commitments {
      items {
        id
        type
        planName
        amount
        status
        reviewNote
        createdAt
      }
      pageInfo {
        total
      }
    }
  }
}
`;

const JACKPOT = `# The jackpot (grandPrize), open to every member. An operator opens a round
# (\`pnpm admin jackpot open CASH_POINT 2.5 --fee 0.1\`): its seed's SHA-256 (seedHash) is shown at
# once, the seed itself only after the draw, so anyone can check the winning ticket
# (docs/jackpot.md). enterJackpot(input: { roundId, tickets, requestId }) buys tickets.

query Jackpot {
  jackpot {
    round {
      id
      coinName
      ticketPrice
      status
      drawn
      closesAt
      seedHash
      seed
      ticketCount
      poolAmount
      prizeAmount
      winningTicket
    }
    myTickets
  }
  jackpotOrders(page: { pageNum: 1, pageSize: 20 }) {
    items {
      id
      tickets
      firstTicket
      lastTicket
      amount
      status
      drawn
      prizeAmount
    }
    pageInfo {
      total
    }
  }
}
`;

const GAME = `# Hash Kingdom (game): register the game account once, bind a BEP20 address, enter the game
# (a launch URL once an operator runs \`pnpm admin game config-set --launch-url …\`), and move GMT
# into the game wallet (OUT) and back (IN) with a requestId. Bet flow is what the game reported.

query Game {
  gameAccount {
    registered
    gameUserName
    bindAddress
    walletBalance
    gmtAvailable
    connected
  }
  gameBetFlow {
    today
    total
  }
  launchGames {
    code
    name
  }
  appMedia {
    code
    name
    image
  }
}
`;

const MEMBER_HEADERS = JSON.stringify({ Authorization: GRAPHIQL_PLACEHOLDERS.token }, null, 2);

export const graphiqlOptions: GraphiQLOptions = {
  title: 'Portal gateway',
  defaultQuery: START,
  defaultTabs: [
    { query: START, variables: START_VARIABLES, headers: null },
    { query: MEMBER, headers: MEMBER_HEADERS },
    { query: WALLET, headers: MEMBER_HEADERS },
    { query: TRADE, headers: MEMBER_HEADERS },
    { query: PACKAGES, headers: MEMBER_HEADERS },
    { query: PINS, headers: MEMBER_HEADERS },
    { query: OTC, headers: MEMBER_HEADERS },
    { query: COMMITMENTS, headers: MEMBER_HEADERS },
    { query: JACKPOT, headers: MEMBER_HEADERS },
    { query: GAME, headers: MEMBER_HEADERS },
    { query: TEAM, headers: MEMBER_HEADERS },
  ],
  defaultEditorToolsVisibility: 'headers',
  subscriptionsProtocol: 'SSE',
  shouldPersistHeaders: false,
};
