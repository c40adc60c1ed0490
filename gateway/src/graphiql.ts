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

export const graphiqlOptions: GraphiQLOptions = {
  title: 'Portal gateway',
  defaultQuery: PUBLIC_OPERATIONS,
  defaultTabs: [
    { query: PUBLIC_OPERATIONS, variables: PUBLIC_VARIABLES, headers: null },
    { query: MEMBER_OPERATIONS, headers: JSON.stringify({ Authorization: 'Bearer <token from Login>' }, null, 2) },
    { query: MONEY_OPERATIONS, headers: JSON.stringify({ Authorization: 'Bearer <token from Login>' }, null, 2) },
  ],
  defaultEditorToolsVisibility: 'headers',
  subscriptionsProtocol: 'SSE',
  shouldPersistHeaders: false,
};
