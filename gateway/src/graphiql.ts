import type { GraphiQLOptions } from 'graphql-yoga';

// What GraphiQL at /graphql opens with: the public flow in one tab, the member operations
// (with the Authorization header to fill in) in another.

const PUBLIC_OPERATIONS = `# Welcome to the portal gateway.
#
# 1. Run "RegistrationForm" for a captcha and the country list.
# 2. Fill the variables and run "Register" (referralId: an existing member's referral id).
# 3. Run "Login" and copy the token it returns.
# 4. Open the "Member" tab, paste the token into the Authorization header
#    ({"Authorization": "Bearer <token>"}) and run its operations.
#
# Errors carry extensions.code (SERVER_MESSAGE, SESSION_EXPIRED, BAD_REQUEST, ...) and,
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
}

mutation Register($register: RegisterInput!) {
  register(input: $register) {
    userId
    referralId
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

const PUBLIC_VARIABLES = JSON.stringify(
  {
    register: {
      userName: 'alice',
      password: 'correct horse battery',
      confirmPassword: 'correct horse battery',
      transactionPassword: 'another secret',
      countryCode: 'US',
      referralId: '<referral id of your sponsor>',
      captchaId: '<captchaId from RegistrationForm>',
      captchaCode: '<what the captcha image shows>',
    },
    login: { userName: 'alice', password: 'correct horse battery' },
  },
  null,
  2,
);

const MEMBER_OPERATIONS = `# Member operations: set the header below to the token from Login.
#   {"Authorization": "Bearer <token>"}
# Without it they fail with UNAUTHENTICATED; after logout with SESSION_EXPIRED.

query Me {
  me {
    id
    userName
    level
    levelName
    otcEnabled
    commitmentPackageEnabled
    matchingCodeEnabled
  }
  balances {
    coinName
    available
    frozen
    locked
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
}

# Live balances over Server-Sent Events: the current value at once, then each change.
subscription LiveBalances {
  balancesChanged {
    coinName
    available
  }
}

mutation Logout {
  logout
}
`;

const MONEY_OPERATIONS = `# Money movement (member operations: the same Authorization header as the Member tab).
# Every money-moving input takes an optional requestId: repeat it and you get the first answer.
# Bank deposits upload a receipt picture as a GraphQL multipart request (see docs/gateway.md).

query Wallet {
  depositChainConfig {
    coin
    network
    address
    minAmount
  }
  withdrawalAddresses {
    id
    type
    address
    usable
    usableFrom
  }
  withdrawalQuote(amount: "100") {
    coinName
    available
    amount
    fee
    actualAmount
    quotaFree
    quotaResetsAt
    approvalDate
  }
  convertConfigs {
    fromCoin
    toCoin
    rate
    feeRatio
    minAmount
  }
}

mutation AddAddress {
  addWithdrawalAddress(input: { type: TRC20, address: "TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7" }) {
    id
    usable
    usableFrom
  }
}

mutation Convert {
  convert(input: { fromCoin: CASH_POINT, toCoin: USDT_POINT, amount: "10", requestId: "graphiql-example-convert-1" }) {
    id
    status
    fee
    toAmount
  }
}
`;

const PRODUCTS_OPERATIONS = `# Insurance and entrust packages, premiums and claims (member operations: the same
# Authorization header as the Member tab). Money-moving inputs take a requestId (8-64
# characters): repeat it and you get the first answer. Claims upload a screenshot as a GraphQL
# multipart request (see docs/gateway.md), like bank deposit receipts.

query Packages {
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
      autoAdd
      totalProfit
      creditedProfit
      compoundedProfit
      nextProfitAt
    }
    pageInfo {
      total
    }
  }
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
}

mutation BuyInsurance {
  buyInsurancePackage(input: { planId: "INS-100", requestId: "buy-ins-100-0001" }) {
    id
    state
    unlockAt
  }
}

query Cover($id: ID!) {
  insuranceCover(id: $id) {
    canPay
    refusal
    premiumAmount
    currentRound {
      premiumId
      orders {
        tradeOrder
        placed
        claimStatus
      }
    }
  }
  insuranceRedeemQuote(id: $id) {
    redeemable
    redeemFee
    netAmount
    redeemableFrom
  }
}

mutation PayPremium($id: ID!) {
  payPremium(id: $id, input: { requestId: "premium-0001" }) {
    id
    round
    amount
  }
}

mutation Redeem($id: ID!) {
  redeemInsurancePackage(id: $id, input: { requestId: "redeem-0001" }) {
    netAmount
    transfersReopenAt
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

export const graphiqlOptions: GraphiQLOptions = {
  title: 'Portal gateway',
  defaultQuery: PUBLIC_OPERATIONS,
  defaultTabs: [
    { query: PUBLIC_OPERATIONS, variables: PUBLIC_VARIABLES, headers: null },
    { query: MEMBER_OPERATIONS, headers: JSON.stringify({ Authorization: 'Bearer <token from Login>' }, null, 2) },
    { query: MONEY_OPERATIONS, headers: JSON.stringify({ Authorization: 'Bearer <token from Login>' }, null, 2) },
    {
      query: PRODUCTS_OPERATIONS,
      variables: JSON.stringify({ id: '<package id from Packages>' }, null, 2),
      headers: JSON.stringify({ Authorization: 'Bearer <token from Login>' }, null, 2),
    },
  ],
  defaultEditorToolsVisibility: 'headers',
  subscriptionsProtocol: 'SSE',
  shouldPersistHeaders: false,
};
