/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query DemoMode {\n    demoMode {\n      enabled\n      depositApprovalSeconds\n      today\n      daysAhead\n    }\n  }\n": typeof types.DemoModeDocument,
    "\n  mutation AddBankAccount($input: BankAccountInput!) {\n    addBankAccount(input: $input) {\n      id\n    }\n  }\n": typeof types.AddBankAccountDocument,
    "\n  mutation AddWithdrawalAddress($input: AddWithdrawalAddressInput!) {\n    addWithdrawalAddress(input: $input) {\n      id\n    }\n  }\n": typeof types.AddWithdrawalAddressDocument,
    "\n  query BankAccounts {\n    bankAccounts {\n      id\n      bankName\n      accountName\n      accountNumber\n      createdAt\n      updatedAt\n    }\n  }\n": typeof types.BankAccountsDocument,
    "\n  mutation DeleteBankAccount($id: ID!, $totpCode: String) {\n    deleteBankAccount(id: $id, totpCode: $totpCode)\n  }\n": typeof types.DeleteBankAccountDocument,
    "\n  mutation DeleteWithdrawalAddress($id: ID!, $totpCode: String) {\n    deleteWithdrawalAddress(id: $id, totpCode: $totpCode)\n  }\n": typeof types.DeleteWithdrawalAddressDocument,
    "\n  query KycStatus {\n    me {\n      id\n      kycStatus\n    }\n  }\n": typeof types.KycStatusDocument,
    "\n  mutation UpdateBankAccount($id: ID!, $input: BankAccountInput!) {\n    updateBankAccount(id: $id, input: $input) {\n      id\n      bankName\n      accountName\n      accountNumber\n      updatedAt\n    }\n  }\n": typeof types.UpdateBankAccountDocument,
    "\n  mutation UpdateWithdrawalAddress($id: ID!, $input: UpdateWithdrawalAddressInput!) {\n    updateWithdrawalAddress(id: $id, input: $input) {\n      id\n      network\n      address\n      label\n      usableFrom\n      usable\n      createdAt\n    }\n  }\n": typeof types.UpdateWithdrawalAddressDocument,
    "\n  query WithdrawalAddresses {\n    withdrawalAddresses {\n      id\n      network\n      address\n      label\n      usableFrom\n      usable\n      createdAt\n    }\n  }\n": typeof types.WithdrawalAddressesDocument,
    "\n  query Captcha {\n    captcha {\n      captchaId\n      image\n    }\n  }\n": typeof types.CaptchaDocument,
    "\n  query Countries {\n    countries {\n      code\n      name\n    }\n  }\n": typeof types.CountriesDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      expiresAt\n      idleTimeoutSeconds\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation SignIn($input: LoginInput!) {\n    signIn(input: $input) {\n      session {\n        token\n        expiresAt\n        idleTimeoutSeconds\n      }\n      factorChallenge {\n        challenge\n        expiresAt\n        factors\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation CompleteSignIn($input: CompleteSignInInput!) {\n    completeSignIn(input: $input) {\n      token\n      expiresAt\n      idleTimeoutSeconds\n    }\n  }\n": typeof types.CompleteSignInDocument,
    "\n  mutation BeginSignInPasskeyFactor($challenge: String!) {\n    beginSignInPasskeyFactor(challenge: $challenge) {\n      optionsJson\n    }\n  }\n": typeof types.BeginSignInPasskeyFactorDocument,
    "\n  mutation CompleteSignInWithPasskey($input: CompleteSignInWithPasskeyInput!) {\n    completeSignInWithPasskey(input: $input) {\n      token\n      expiresAt\n      idleTimeoutSeconds\n    }\n  }\n": typeof types.CompleteSignInWithPasskeyDocument,
    "\n  mutation BeginPasskeySignIn {\n    beginPasskeySignIn {\n      optionsJson\n    }\n  }\n": typeof types.BeginPasskeySignInDocument,
    "\n  mutation SignInWithPasskey($credential: String!) {\n    signInWithPasskey(credential: $credential) {\n      token\n      expiresAt\n      idleTimeoutSeconds\n    }\n  }\n": typeof types.SignInWithPasskeyDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      userId\n      referralId\n      session {\n        token\n        expiresAt\n        idleTimeoutSeconds\n      }\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation SendPasswordResetCode($input: SendPasswordResetCodeInput!) {\n    sendPasswordResetCode(input: $input)\n  }\n": typeof types.SendPasswordResetCodeDocument,
    "\n  query CommitmentArea($page: PageInput) {\n    commitmentArea(page: $page) {\n      plans {\n        id\n        kind\n        name\n        amount\n        coinName\n        contractDays\n      }\n      freePackage {\n        available\n        claimed\n        claimedAt\n        packageId\n        planId\n        kind\n        name\n        amount\n        coinName\n        contractDays\n      }\n      commitments {\n        items {\n          id\n          type\n          planName\n          kind\n          amount\n          coinName\n          status\n          packageId\n          reviewNote\n          createdAt\n          reviewedAt\n        }\n        pageInfo {\n          pageNum\n          pageSize\n          total\n          hasNextPage\n        }\n      }\n    }\n  }\n": typeof types.CommitmentAreaDocument,
    "\n  mutation AddCommitmentPackage($input: AddCommitmentInput!) {\n    addCommitmentPackage(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.AddCommitmentPackageDocument,
    "\n  mutation ReceiveCommitmentPackage($input: ReceiveCommitmentInput!) {\n    receiveCommitmentPackage(input: $input) {\n      commitment {\n        id\n        status\n      }\n    }\n  }\n": typeof types.ReceiveCommitmentPackageDocument,
    "\n  mutation CancelConvert($id: ID!) {\n    cancelConvert(id: $id) {\n      id\n      status\n      updatedAt\n    }\n  }\n": typeof types.CancelConvertDocument,
    "\n  query ConvertConfigs {\n    convertConfigs {\n      fromCoin\n      toCoin\n      rate\n      feeRatio\n      minAmount\n      reviewAbove\n      enabled\n    }\n  }\n": typeof types.ConvertConfigsDocument,
    "\n  query ConvertOrders($page: PageInput) {\n    convertOrders(page: $page) {\n      items {\n        id\n        fromCoin\n        toCoin\n        amount\n        fee\n        rate\n        toAmount\n        status\n        reason\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n": typeof types.ConvertOrdersDocument,
    "\n  query ConvertQuote($fromCoin: CoinName!, $toCoin: CoinName!, $amount: Decimal!) {\n    convertQuote(fromCoin: $fromCoin, toCoin: $toCoin, amount: $amount) {\n      fromCoin\n      toCoin\n      amount\n      rate\n      feeRatio\n      fee\n      toAmount\n      minAmount\n      belowMinimum\n      heldForReview\n    }\n  }\n": typeof types.ConvertQuoteDocument,
    "\n  mutation Convert($input: ConvertInput!) {\n    convert(input: $input) {\n      id\n      status\n      toAmount\n      toCoin\n    }\n  }\n": typeof types.ConvertDocument,
    "\n  query Earnings {\n    earnings {\n      unit\n      from\n      to\n      days {\n        day\n        profit\n        bonus\n      }\n      totals {\n        profit\n        bonus\n      }\n      leftOut\n      nextProfitAt\n    }\n  }\n": typeof types.EarningsDocument,
    "\n  query BankDepositQuote($channelId: ID!, $amount: Decimal!) {\n    bankDepositQuote(channelId: $channelId, amount: $amount) {\n      channelId\n      currency\n      exchangeRate\n      amount\n      localAmount\n    }\n  }\n": typeof types.BankDepositQuoteDocument,
    "\n  mutation DepositBank($input: DepositBankInput!, $receipt: File!) {\n    depositBank(input: $input, receipt: $receipt) {\n      id\n      status\n    }\n  }\n": typeof types.DepositBankDocument,
    "\n  query DepositChainConfig {\n    depositChainConfig {\n      coin\n      network\n      address\n      minAmount\n      multiple\n    }\n  }\n": typeof types.DepositChainConfigDocument,
    "\n  mutation DepositChain($input: DepositChainInput!) {\n    depositChain(input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.DepositChainDocument,
    "\n  query DepositChannels {\n    depositChannels {\n      id\n      channelName\n      bankName\n      accountName\n      accountNumber\n      currency\n      exchangeRate\n      minAmount\n      multiple\n    }\n  }\n": typeof types.DepositChannelsDocument,
    "\n  query DepositGuide {\n    depositGuide {\n      expectedReviewSeconds\n      approvedAutomatically\n      supportContact\n    }\n  }\n": typeof types.DepositGuideDocument,
    "\n  query Deposits($kind: DepositKind, $page: PageInput) {\n    deposits(filter: { kind: $kind }, page: $page) {\n      items {\n        id\n        kind\n        amount\n        hash\n        paymentReference\n        channelName\n        bankName\n        currency\n        exchangeRate\n        localAmount\n        status\n        reason\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n": typeof types.DepositsDocument,
    "\n  query GameArea($page: PageInput) {\n    gameAccount {\n      registered\n      gameUserName\n      bindAddress\n      boundAt\n      registeredAt\n      walletBalance\n      gmtAvailable\n      minTransfer\n      connected\n    }\n    gameBetFlow {\n      businessDay\n      today\n      total\n      updatedAt\n    }\n    gameTransfers(page: $page) {\n      items {\n        receiptNumber\n        direction\n        amount\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n": typeof types.GameAreaDocument,
    "\n  query GameLists {\n    launchGames {\n      code\n      name\n      image\n      link\n      sortOrder\n    }\n    appMedia {\n      code\n      name\n      image\n      link\n      sortOrder\n    }\n  }\n": typeof types.GameListsDocument,
    "\n  mutation RegisterGameAccount {\n    registerGameAccount {\n      registered\n      gameUserName\n    }\n  }\n": typeof types.RegisterGameAccountDocument,
    "\n  mutation BindGameAddress($input: BindGameAddressInput!) {\n    bindGameAddress(input: $input) {\n      bindAddress\n      boundAt\n    }\n  }\n": typeof types.BindGameAddressDocument,
    "\n  mutation GameLogin {\n    gameLogin {\n      launchUrl\n      expiresAt\n    }\n  }\n": typeof types.GameLoginDocument,
    "\n  mutation TransferGameWallet($input: GameTransferInput!) {\n    transferGameWallet(input: $input) {\n      receiptNumber\n      direction\n      amount\n      walletBalance\n      gmtAvailable\n    }\n  }\n": typeof types.TransferGameWalletDocument,
    "\n  query Jackpot {\n    jackpot {\n      round {\n        id\n        coinName\n        ticketPrice\n        feeRatio\n        status\n        drawn\n        openedAt\n        closesAt\n        closedAt\n        drawnAt\n        seedHash\n        seed\n        ticketCount\n        poolAmount\n        prizeAmount\n        feeAmount\n        winningTicket\n        winningOrderId\n        winningFirstTicket\n        winningLastTicket\n      }\n      myTickets\n      myOrders\n    }\n  }\n": typeof types.JackpotDocument,
    "\n  query JackpotOrders($page: PageInput) {\n    jackpotOrders(page: $page) {\n      items {\n        id\n        roundId\n        tickets\n        firstTicket\n        lastTicket\n        amount\n        coinName\n        status\n        prizeAmount\n        roundStatus\n        drawn\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n": typeof types.JackpotOrdersDocument,
    "\n  mutation EnterJackpot($input: EnterJackpotInput!) {\n    enterJackpot(input: $input) {\n      id\n      tickets\n      firstTicket\n      lastTicket\n    }\n  }\n": typeof types.EnterJackpotDocument,
    "\n  query Kyc {\n    kyc {\n      status\n      canSubmit\n      reason\n      idNumber\n      submittedAt\n      reviewedAt\n    }\n  }\n": typeof types.KycDocument,
    "\n  mutation SubmitKyc($input: SubmitKycInput!, $front: File!, $back: File!) {\n    submitKyc(input: $input, front: $front, back: $back) {\n      status\n      canSubmit\n      reason\n      idNumber\n      submittedAt\n      reviewedAt\n    }\n  }\n": typeof types.SubmitKycDocument,
    "\n  query NotificationUnreadCount {\n    notificationUnreadCount\n  }\n": typeof types.NotificationUnreadCountDocument,
    "\n  subscription NotificationUnreadCountChanged {\n    notificationUnreadCountChanged\n  }\n": typeof types.NotificationUnreadCountChangedDocument,
    "\n  query Notifications($page: PageInput, $unreadOnly: Boolean) {\n    notifications(page: $page, unreadOnly: $unreadOnly) {\n      items {\n        id\n        event\n        title\n        body\n        link\n        createdAt\n        readAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n": typeof types.NotificationsDocument,
    "\n  mutation MarkNotificationsRead($ids: [ID!]!) {\n    markNotificationsRead(ids: $ids)\n  }\n": typeof types.MarkNotificationsReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": typeof types.MarkAllNotificationsReadDocument,
    "\n  query NotificationPreferences {\n    notificationPreferences {\n      event\n      inApp\n      email\n      push\n      locked\n    }\n  }\n": typeof types.NotificationPreferencesDocument,
    "\n  mutation SetNotificationPreference($event: NotificationEvent!, $channel: NotificationChannel!, $enabled: Boolean!) {\n    setNotificationPreference(event: $event, channel: $channel, enabled: $enabled) {\n      event\n      inApp\n      email\n      push\n      locked\n    }\n  }\n": typeof types.SetNotificationPreferenceDocument,
    "\n  query MonthlyStatementPreference {\n    monthlyStatementPreference {\n      enabled\n      email\n    }\n  }\n": typeof types.MonthlyStatementPreferenceDocument,
    "\n  mutation SetMonthlyStatement($enabled: Boolean!) {\n    setMonthlyStatement(enabled: $enabled) {\n      enabled\n      email\n    }\n  }\n": typeof types.SetMonthlyStatementDocument,
    "\n  query NotificationPushKey {\n    notificationPushKey\n  }\n": typeof types.NotificationPushKeyDocument,
    "\n  query NotificationEmail {\n    emailAddress {\n      email\n      canSend\n    }\n  }\n": typeof types.NotificationEmailDocument,
    "\n  mutation SubscribePush($input: SubscribePushInput!) {\n    subscribePush(input: $input)\n  }\n": typeof types.SubscribePushDocument,
    "\n  mutation UnsubscribePush($endpoint: String!) {\n    unsubscribePush(endpoint: $endpoint)\n  }\n": typeof types.UnsubscribePushDocument,
    "\n  mutation PublishOtcOffer($input: PublishOtcOfferInput!) {\n    publishOtcOffer(input: $input) {\n      offer {\n        id\n        status\n      }\n      receiptNumber\n    }\n  }\n": typeof types.PublishOtcOfferDocument,
    "\n  mutation CancelOtcOffer($id: ID!, $input: CancelOtcOfferInput!) {\n    cancelOtcOffer(id: $id, input: $input) {\n      offer {\n        id\n        status\n        remaining\n      }\n      returned\n    }\n  }\n": typeof types.CancelOtcOfferDocument,
    "\n  mutation BuyOtcOffer($id: ID!, $input: BuyOtcOfferInput!) {\n    buyOtcOffer(id: $id, input: $input) {\n      trade {\n        id\n        buyerReceives\n      }\n      receiptNumber\n    }\n  }\n": typeof types.BuyOtcOfferDocument,
    "\n  mutation SendOtcChatMessage($tradeId: ID!, $input: SendOtcChatMessageInput!) {\n    sendOtcChatMessage(tradeId: $tradeId, input: $input) {\n      id\n    }\n  }\n": typeof types.SendOtcChatMessageDocument,
    "\n  mutation AppealOtcTrade($tradeId: ID!, $input: AppealOtcTradeInput!) {\n    appealOtcTrade(tradeId: $tradeId, input: $input) {\n      id\n      status\n    }\n  }\n": typeof types.AppealOtcTradeDocument,
    "\n  mutation RateOtcTrade($tradeId: ID!, $input: RateOtcTradeInput!) {\n    rateOtcTrade(tradeId: $tradeId, input: $input) {\n      id\n      myRating {\n        score\n        comment\n      }\n    }\n  }\n": typeof types.RateOtcTradeDocument,
    "\n  query OtcLobby($page: PageInput) {\n    otcLobby(page: $page) {\n      payCoinName\n      feeRatio\n      feePayer\n      items {\n        id\n        sellerUserName\n        amount\n        remaining\n        price\n        payCoinName\n        minAmount\n        maxAmount\n        takeMin\n        takeMax\n        mine\n        seller {\n          completedTrades\n          rating\n          ratingCount\n        }\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n": typeof types.OtcLobbyDocument,
    "\n  query OtcOffers($page: PageInput) {\n    otcOffers(page: $page) {\n      items {\n        id\n        amount\n        remaining\n        sold\n        price\n        payCoinName\n        minAmount\n        maxAmount\n        status\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n": typeof types.OtcOffersDocument,
    "\n  query OtcTrades($page: PageInput) {\n    otcTrades(page: $page) {\n      items {\n        id\n        role\n        counterpartyUserName\n        amount\n        price\n        payCoinName\n        payAmount\n        fee\n        feeCoinName\n        buyerReceives\n        sellerReceives\n        status\n        appeal {\n          reason\n          decision\n          decisionNote\n        }\n        myRating {\n          score\n          comment\n        }\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n": typeof types.OtcTradesDocument,
    "\n  query OtcChat($tradeId: ID!) {\n    otcChat(tradeId: $tradeId, page: { pageNum: 1, pageSize: 100 }) {\n      items {\n        id\n        senderUserName\n        mine\n        content\n        createdAt\n      }\n    }\n  }\n": typeof types.OtcChatDocument,
    "\n  query OtcBuyQuote($id: ID!, $amount: Decimal!) {\n    otcBuyQuote(id: $id, amount: $amount) {\n      offerId\n      amount\n      price\n      payCoinName\n      payAmount\n      fee\n      feeCoinName\n      buyerReceives\n      sellerReceives\n    }\n  }\n": typeof types.OtcBuyQuoteDocument,
    "\n  query Claims($filter: ClaimFilter, $page: PageInput) {\n    claims(filter: $filter, page: $page) {\n      items {\n        id\n        packageName\n        premiumRound\n        tradeOrder\n        status\n        reason\n        payout\n        coinName\n        transactionNumber\n        screenshot {\n          sha256\n          sizeBytes\n          receivedAt\n        }\n        timeline {\n          status\n          note\n          at\n        }\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n": typeof types.ClaimsDocument,
    "\n  mutation FileClaim($input: FileClaimInput!, $screenshot: File!) {\n    fileClaim(input: $input, screenshot: $screenshot) {\n      id\n      tradeOrder\n      status\n    }\n  }\n": typeof types.FileClaimDocument,
    "\n  query EntrustPlans {\n    entrustPlans {\n      id\n      name\n      amount\n      coinName\n      profitCoinName\n      contractDays\n      dailyProfitRatio\n      termProfit\n      maxPurchaseCount\n      purchasedCount\n      redeemFeeRatio\n    }\n  }\n": typeof types.EntrustPlansDocument,
    "\n  query EntrustPackages($filter: EntrustPackageFilter, $page: PageInput) {\n    entrustPackages(filter: $filter, page: $page) {\n      items {\n        id\n        planId\n        name\n        origin\n        coinName\n        profitCoinName\n        amount\n        principal\n        dailyProfitRatio\n        contractDays\n        startDate\n        expiryDate\n        expiresAt\n        redeemUntil\n        renewals\n        autoAdd\n        state\n        totalProfit\n        compoundedProfit\n        creditedProfit\n        nextProfitAt\n        nextProfitAmount\n        contractDaysElapsed\n        projection {\n          days\n          simpleProfit\n          compoundProfit\n          compoundPrincipal\n        }\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n    entrustTotals {\n      activeCount\n      totalAmount\n      totalProfit\n    }\n  }\n": typeof types.EntrustPackagesDocument,
    "\n  query EntrustRedeemQuote($id: ID!) {\n    entrustRedeemQuote(id: $id) {\n      packageId\n      state\n      redeemable\n      principal\n      redeemFeeRatio\n      redeemFee\n      netAmount\n      coinName\n      redeemableFrom\n    }\n  }\n": typeof types.EntrustRedeemQuoteDocument,
    "\n  query EntrustUpgradeOptions($id: ID!) {\n    entrustUpgradeOptions(id: $id) {\n      planId\n      name\n      amount\n      coinName\n      cost\n    }\n  }\n": typeof types.EntrustUpgradeOptionsDocument,
    "\n  mutation BuyEntrustPackage($input: BuyEntrustPackageInput!) {\n    buyEntrustPackage(input: $input) {\n      id\n      name\n      nextProfitAt\n    }\n  }\n": typeof types.BuyEntrustPackageDocument,
    "\n  mutation UpgradeEntrustPackage($id: ID!, $input: UpgradeEntrustPackageInput!) {\n    upgradeEntrustPackage(id: $id, input: $input) {\n      id\n      amount\n    }\n  }\n": typeof types.UpgradeEntrustPackageDocument,
    "\n  mutation RedeemEntrustPackage($id: ID!, $input: RedeemEntrustPackageInput!) {\n    redeemEntrustPackage(id: $id, input: $input) {\n      redeemFee\n      netAmount\n      package {\n        id\n        state\n      }\n    }\n  }\n": typeof types.RedeemEntrustPackageDocument,
    "\n  mutation SetEntrustPackageAutoAdd($id: ID!, $input: SetEntrustPackageAutoAddInput!) {\n    setEntrustPackageAutoAdd(id: $id, input: $input) {\n      id\n      autoAdd\n    }\n  }\n": typeof types.SetEntrustPackageAutoAddDocument,
    "\n  query InsurancePlans {\n    insurancePlans {\n      id\n      name\n      amount\n      coinName\n      profitCoinName\n      contractDays\n      dailyProfitRatio\n      termProfit\n      maxPurchaseCount\n      purchasedCount\n      redeemFeeRatio\n      premiumRatio\n      premiumRounds\n      claimPayoutRatio\n    }\n  }\n": typeof types.InsurancePlansDocument,
    "\n  query InsurancePackages($filter: InsurancePackageFilter, $page: PageInput) {\n    insurancePackages(filter: $filter, page: $page) {\n      items {\n        id\n        planId\n        name\n        origin\n        coinName\n        profitCoinName\n        amount\n        principal\n        dailyProfitRatio\n        contractDays\n        startDate\n        unlockDate\n        unlockAt\n        autoAdd\n        state\n        totalProfit\n        compoundedProfit\n        creditedProfit\n        nextProfitAt\n        nextProfitAmount\n        contractDaysElapsed\n        refillAmount\n        projection {\n          days\n          simpleProfit\n          compoundProfit\n          compoundPrincipal\n        }\n        createdAt\n        redeemedAt\n        claimableOrders\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n": typeof types.InsurancePackagesDocument,
    "\n  query InsuranceRedeemQuote($id: ID!) {\n    insuranceRedeemQuote(id: $id) {\n      packageId\n      state\n      redeemable\n      principal\n      redeemFeeRatio\n      redeemFee\n      netAmount\n      coinName\n      redeemableFrom\n      closesTransfers\n    }\n  }\n": typeof types.InsuranceRedeemQuoteDocument,
    "\n  query InsuranceUpgradeOptions($id: ID!) {\n    insuranceUpgradeOptions(id: $id) {\n      planId\n      name\n      amount\n      coinName\n      cost\n    }\n  }\n": typeof types.InsuranceUpgradeOptionsDocument,
    "\n  mutation BuyInsurancePackage($input: BuyInsurancePackageInput!) {\n    buyInsurancePackage(input: $input) {\n      id\n      name\n      nextProfitAt\n      state\n      unlockAt\n    }\n  }\n": typeof types.BuyInsurancePackageDocument,
    "\n  mutation UpgradeInsurancePackage($id: ID!, $input: UpgradeInsurancePackageInput!) {\n    upgradeInsurancePackage(id: $id, input: $input) {\n      id\n      name\n      amount\n    }\n  }\n": typeof types.UpgradeInsurancePackageDocument,
    "\n  mutation RefillInsurancePackage($id: ID!, $input: RefillInsurancePackageInput!) {\n    refillInsurancePackage(id: $id, input: $input) {\n      id\n      principal\n    }\n  }\n": typeof types.RefillInsurancePackageDocument,
    "\n  mutation RedeemInsurancePackage($id: ID!, $input: RedeemInsurancePackageInput!) {\n    redeemInsurancePackage(id: $id, input: $input) {\n      redeemFee\n      netAmount\n      transfersReopenAt\n      package {\n        id\n        state\n      }\n    }\n  }\n": typeof types.RedeemInsurancePackageDocument,
    "\n  mutation SetInsurancePackageAutoAdd($id: ID!, $input: SetInsurancePackageAutoAddInput!) {\n    setInsurancePackageAutoAdd(id: $id, input: $input) {\n      id\n      autoAdd\n    }\n  }\n": typeof types.SetInsurancePackageAutoAddDocument,
    "\n  query InsuranceAutoAddEnabled {\n    insuranceAutoAddEnabled\n  }\n": typeof types.InsuranceAutoAddEnabledDocument,
    "\n  mutation SetInsuranceAutoAddSetting($input: SetInsuranceAutoAddSettingInput!) {\n    setInsuranceAutoAddSetting(input: $input) {\n      enabled\n      packagesUpdated\n    }\n  }\n": typeof types.SetInsuranceAutoAddSettingDocument,
    "\n  query InsuranceCover($id: ID!) {\n    insuranceCover(id: $id) {\n      packageId\n      insured\n      premiumAmount\n      coinName\n      claimPayout\n      claimPayoutCoinName\n      maxRounds\n      paidRounds\n      remainingRounds\n      canPay\n      refusal\n      currentRound {\n        premiumId\n        round\n        ordersUsed\n        orders {\n          tradeOrder\n          placed\n          day\n          profit\n          claimStatus\n        }\n      }\n    }\n  }\n": typeof types.InsuranceCoverDocument,
    "\n  query Premiums($filter: PremiumFilter, $page: PageInput) {\n    premiums(filter: $filter, page: $page) {\n      items {\n        id\n        packageId\n        packageName\n        round\n        amount\n        coinName\n        paidBy\n        status\n        ordersUsed\n        insured\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n    premiumTotals {\n      totalAmount\n      count\n    }\n  }\n": typeof types.PremiumsDocument,
    "\n  mutation PayPremium($id: ID!, $input: PayPremiumInput!) {\n    payPremium(id: $id, input: $input) {\n      id\n      round\n      amount\n    }\n  }\n": typeof types.PayPremiumDocument,
    "\n  query PinCodePlans {\n    pinCodePlans {\n      id\n      kind\n      name\n      price\n      priceCoinName\n      amount\n      coinName\n      contractDays\n    }\n  }\n": typeof types.PinCodePlansDocument,
    "\n  query PinCodes($filter: PinCodeFilter, $page: PageInput) {\n    pinCodes(filter: $filter, page: $page) {\n      items {\n        id\n        code\n        planId\n        planName\n        kind\n        amount\n        coinName\n        origin\n        state\n        holderUserName\n        activatedForUserName\n        activatedAt\n        packageId\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n": typeof types.PinCodesDocument,
    "\n  query PinCodeCustody($id: ID!, $page: PageInput) {\n    pinCodeCustody(id: $id, page: $page) {\n      items {\n        id\n        type\n        fromUserName\n        toUserName\n        forUserName\n        packageId\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n": typeof types.PinCodeCustodyDocument,
    "\n  mutation BuyPinCodes($input: BuyPinCodesInput!) {\n    buyPinCodes(input: $input) {\n      total\n      coinName\n      receiptNumber\n      codes {\n        id\n        code\n      }\n    }\n  }\n": typeof types.BuyPinCodesDocument,
    "\n  mutation ActivatePinCode($id: ID!, $input: ActivatePinCodeInput!) {\n    activatePinCode(id: $id, input: $input) {\n      code {\n        id\n        state\n      }\n      insurancePackage {\n        id\n      }\n      entrustPackage {\n        id\n      }\n    }\n  }\n": typeof types.ActivatePinCodeDocument,
    "\n  mutation TransferPinCode($id: ID!, $input: TransferPinCodeInput!) {\n    transferPinCode(id: $id, input: $input) {\n      toUserName\n      code {\n        id\n        state\n      }\n    }\n  }\n": typeof types.TransferPinCodeDocument,
    "\n  query RecordTypes {\n    recordTypes {\n      recordType\n      name\n    }\n  }\n": typeof types.RecordTypesDocument,
    "\n  query Records($filter: RecordFilter, $page: PageInput) {\n    records(filter: $filter, page: $page) {\n      items {\n        id\n        receiptNumber\n        transactionNumber\n        coinName\n        recordType\n        recordTypeName\n        amount\n        fee\n        actualAmount\n        status\n        reason\n        hash\n        remark\n        note {\n          kind\n          fromCoin\n          toCoin\n          orderId\n          counterparty\n          destination\n          packageName\n          targetPackageName\n          round\n          tradeOrder\n          firstTicket\n          lastTicket\n          quantity\n          day\n          depth\n          text\n        }\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n": typeof types.RecordsDocument,
    "\n  query AntiPhishingCode {\n    antiPhishingCode {\n      set\n      code\n    }\n  }\n": typeof types.AntiPhishingCodeDocument,
    "\n  mutation SetAntiPhishingCode($input: SetAntiPhishingCodeInput!) {\n    setAntiPhishingCode(input: $input) {\n      set\n      code\n    }\n  }\n": typeof types.SetAntiPhishingCodeDocument,
    "\n  mutation ClearAntiPhishingCode($input: ClearAntiPhishingCodeInput!) {\n    clearAntiPhishingCode(input: $input) {\n      set\n      code\n    }\n  }\n": typeof types.ClearAntiPhishingCodeDocument,
    "\n  query EmailAddress {\n    emailAddress {\n      email\n      pending {\n        email\n        expiresAt\n      }\n      canSend\n    }\n  }\n": typeof types.EmailAddressDocument,
    "\n  mutation BeginEmailChange($input: BeginEmailChangeInput!) {\n    beginEmailChange(input: $input) {\n      email\n      pending {\n        email\n        expiresAt\n      }\n    }\n  }\n": typeof types.BeginEmailChangeDocument,
    "\n  mutation ConfirmEmailChange($input: ConfirmEmailChangeInput!) {\n    confirmEmailChange(input: $input) {\n      email\n      pending {\n        email\n        expiresAt\n      }\n    }\n  }\n": typeof types.ConfirmEmailChangeDocument,
    "\n  query AccountFreeze {\n    accountFreeze {\n      frozen\n      frozenAt\n      source\n    }\n  }\n": typeof types.AccountFreezeDocument,
    "\n  mutation FreezeAccount {\n    freezeAccount {\n      frozen\n      frozenAt\n      source\n    }\n  }\n": typeof types.FreezeAccountDocument,
    "\n  mutation FreezeAccountByLink($token: String!) {\n    freezeAccountByLink(token: $token)\n  }\n": typeof types.FreezeAccountByLinkDocument,
    "\n  query Passkeys {\n    passkeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n": typeof types.PasskeysDocument,
    "\n  mutation BeginPasskeyRegistration {\n    beginPasskeyRegistration {\n      optionsJson\n    }\n  }\n": typeof types.BeginPasskeyRegistrationDocument,
    "\n  mutation RegisterPasskey($input: RegisterPasskeyInput!) {\n    registerPasskey(input: $input) {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n": typeof types.RegisterPasskeyDocument,
    "\n  mutation RenamePasskey($id: ID!, $name: String!) {\n    renamePasskey(id: $id, name: $name) {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n": typeof types.RenamePasskeyDocument,
    "\n  mutation RemovePasskey($input: RemovePasskeyInput!) {\n    removePasskey(input: $input) {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n": typeof types.RemovePasskeyDocument,
    "\n  query SecondFactors {\n    secondFactors {\n      totpEnabled\n      totpEnabledAt\n      recoveryCodesLeft\n    }\n  }\n": typeof types.SecondFactorsDocument,
    "\n  mutation BeginTotpEnrolment {\n    beginTotpEnrolment {\n      secret\n      otpauthUri\n    }\n  }\n": typeof types.BeginTotpEnrolmentDocument,
    "\n  mutation ConfirmTotpEnrolment($input: ConfirmTotpEnrolmentInput!) {\n    confirmTotpEnrolment(input: $input) {\n      codes\n    }\n  }\n": typeof types.ConfirmTotpEnrolmentDocument,
    "\n  mutation DisableTotp($input: FactorChangeInput!) {\n    disableTotp(input: $input)\n  }\n": typeof types.DisableTotpDocument,
    "\n  mutation RegenerateRecoveryCodes($input: FactorChangeInput!) {\n    regenerateRecoveryCodes(input: $input) {\n      codes\n    }\n  }\n": typeof types.RegenerateRecoveryCodesDocument,
    "\n  query MemberSessions {\n    memberSessions {\n      id\n      current\n      browser\n      os\n      kind\n      userAgent\n      address\n      startedAt\n      lastSeenAt\n    }\n  }\n": typeof types.MemberSessionsDocument,
    "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id) {\n      id\n      current\n      browser\n      os\n      kind\n      userAgent\n      address\n      startedAt\n      lastSeenAt\n    }\n  }\n": typeof types.EndSessionDocument,
    "\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n": typeof types.EndOtherSessionsDocument,
    "\n  query SignInHistory($page: PageInput) {\n    signInHistory(page: $page) {\n      items {\n        id\n        outcome\n        browser\n        os\n        kind\n        userAgent\n        address\n        at\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n": typeof types.SignInHistoryDocument,
    "\n  query WithdrawalWhitelist {\n    withdrawalWhitelist {\n      on\n      offAt\n      addresses {\n        id\n        network\n        address\n        label\n        whitelisted\n        whitelistedFrom\n      }\n    }\n  }\n": typeof types.WithdrawalWhitelistDocument,
    "\n  mutation SetWithdrawalWhitelistMode($on: Boolean!) {\n    setWithdrawalWhitelistMode(on: $on) {\n      on\n      offAt\n      addresses {\n        id\n        network\n        address\n        label\n        whitelisted\n        whitelistedFrom\n      }\n    }\n  }\n": typeof types.SetWithdrawalWhitelistModeDocument,
    "\n  mutation SetAddressWhitelisted($id: ID!, $listed: Boolean!) {\n    setAddressWhitelisted(id: $id, listed: $listed) {\n      on\n      offAt\n      addresses {\n        id\n        network\n        address\n        label\n        whitelisted\n        whitelistedFrom\n      }\n    }\n  }\n": typeof types.SetAddressWhitelistedDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation ChangeTransactionPassword($input: ChangeTransactionPasswordInput!) {\n    changeTransactionPassword(input: $input)\n  }\n": typeof types.ChangeTransactionPasswordDocument,
    "\n  query BonusEarned($filter: BonusEarnedFilter) {\n    bonusEarned(filter: $filter) {\n      total\n      byType {\n        recordType\n        amount\n        count\n      }\n    }\n  }\n": typeof types.BonusEarnedDocument,
    "\n  query MyOrganization {\n    myOrganization {\n      member {\n        id\n        userName\n        level\n        depth\n        personalVolume\n        teamVolume\n        directCount\n        createdAt\n      }\n      teamCount\n      activeDirectCount\n      levelCounts {\n        level\n        count\n      }\n      nextRank {\n        level\n        requirements {\n          name\n          have\n          need\n          met\n        }\n      }\n    }\n  }\n": typeof types.MyOrganizationDocument,
    "\n  query Organization($id: ID!) {\n    organization(id: $id) {\n      member {\n        id\n        userName\n        level\n        depth\n        personalVolume\n        teamVolume\n        directCount\n        createdAt\n      }\n      teamCount\n      levelCounts {\n        level\n        count\n      }\n    }\n  }\n": typeof types.OrganizationDocument,
    "\n  query Ranks {\n    ranks {\n      level\n      personalVolume\n      teamVolume\n      directReferrals\n    }\n  }\n": typeof types.RanksDocument,
    "\n  query TeamMembers($filter: TeamMemberFilter, $page: PageInput) {\n    teamMembers(filter: $filter, page: $page) {\n      items {\n        id\n        userName\n        level\n        depth\n        personalVolume\n        teamVolume\n        directCount\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n": typeof types.TeamMembersDocument,
    "\n  mutation SetAgreedToTerms($input: SetAgreedToTermsInput!) {\n    setAgreedToTerms(input: $input) {\n      id\n      agreedToTerms\n    }\n  }\n": typeof types.SetAgreedToTermsDocument,
    "\n  query TransferConfigs {\n    transferConfigs {\n      coinName\n      minAmount\n      feeRatio\n      enabled\n    }\n  }\n": typeof types.TransferConfigsDocument,
    "\n  query Transfers($filter: TransferFilter, $page: PageInput) {\n    transfers(filter: $filter, page: $page) {\n      items {\n        id\n        direction\n        coinName\n        amount\n        fee\n        actualAmount\n        counterpartyUserName\n        transactionNumber\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n": typeof types.TransfersDocument,
    "\n  query TransferQuote($coinName: CoinName!, $amount: Decimal!, $toUser: String) {\n    transferQuote(coinName: $coinName, amount: $amount, toUser: $toUser) {\n      coinName\n      amount\n      feeRatio\n      fee\n      received\n      minAmount\n      belowMinimum\n      recipientUserName\n    }\n  }\n": typeof types.TransferQuoteDocument,
    "\n  mutation Transfer($input: TransferInput!) {\n    transfer(input: $input) {\n      id\n      actualAmount\n      counterpartyUserName\n    }\n  }\n": typeof types.TransferDocument,
    "\n  query WithdrawableConvertPairs {\n    convertConfigs {\n      fromCoin\n      toCoin\n      feeRatio\n      minAmount\n      enabled\n    }\n  }\n": typeof types.WithdrawableConvertPairsDocument,
    "\n  mutation CancelWithdrawal($id: ID!) {\n    cancelWithdrawal(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.CancelWithdrawalDocument,
    "\n  mutation ReportWithdrawalNotReceived($id: ID!) {\n    reportWithdrawalNotReceived(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.ReportWithdrawalNotReceivedDocument,
    "\n  mutation WithdrawChain($input: WithdrawChainInput!) {\n    withdrawChain(input: $input) {\n      id\n      amount\n      status\n      approvalDate\n    }\n  }\n": typeof types.WithdrawChainDocument,
    "\n  mutation WithdrawBank($input: WithdrawBankInput!) {\n    withdrawBank(input: $input) {\n      id\n      amount\n      status\n      approvalDate\n    }\n  }\n": typeof types.WithdrawBankDocument,
    "\n  query WithdrawalChainAddresses {\n    withdrawalAddresses {\n      id\n      network\n      address\n      label\n      usableFrom\n      usable\n    }\n  }\n": typeof types.WithdrawalChainAddressesDocument,
    "\n  query WithdrawalBankAccounts {\n    bankAccounts {\n      id\n      bankName\n      accountName\n      accountNumber\n    }\n  }\n": typeof types.WithdrawalBankAccountsDocument,
    "\n  query WithdrawalConfigs {\n    withdrawalConfigs {\n      kind\n      coinName\n      feeType\n      fee\n      minAmount\n      maxAmount\n      multiple\n      dailyLimit\n      approvalText\n    }\n  }\n": typeof types.WithdrawalConfigsDocument,
    "\n  query WithdrawalQuote($amount: Decimal) {\n    withdrawalQuote(amount: $amount) {\n      coinName\n      available\n      feeType\n      feeValue\n      amount\n      fee\n      actualAmount\n      dailyLimit\n      usedToday\n      quotaFree\n      quotaResetsAt\n      approvalDate\n    }\n  }\n": typeof types.WithdrawalQuoteDocument,
    "\n  query Withdrawals($kind: WithdrawalKind, $page: PageInput) {\n    withdrawals(filter: { kind: $kind }, page: $page) {\n      items {\n        id\n        kind\n        amount\n        fee\n        actualAmount\n        network\n        address\n        bankName\n        accountName\n        accountNumber\n        status\n        reason\n        payoutHash\n        approvalDate\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n": typeof types.WithdrawalsDocument,
    "\n  subscription BalancesChanged {\n    balancesChanged {\n      coinName\n      available\n      frozen\n      locked\n    }\n  }\n": typeof types.BalancesChangedDocument,
    "\n  query Holds($coinName: CoinName) {\n    holds(coinName: $coinName) {\n      kind\n      coinName\n      state\n      amount\n      since\n      until\n      reference\n      path\n    }\n  }\n": typeof types.HoldsDocument,
    "\n  subscription ProfileChanged {\n    profileChanged {\n      id\n      userName\n      countryCode\n      referralId\n      level\n      levelName\n      commitmentPackageEnabled\n      otcEnabled\n      matchingCodeEnabled\n      agreedToTerms\n    }\n  }\n": typeof types.ProfileChangedDocument,
    "\n  query HasSecondFactor {\n    secondFactors {\n      totpEnabled\n    }\n  }\n": typeof types.HasSecondFactorDocument,
    "\n  query HasPasskey {\n    passkeys {\n      id\n    }\n  }\n": typeof types.HasPasskeyDocument,
    "\n  mutation BeginPasskeyConfirmation {\n    beginPasskeyConfirmation {\n      optionsJson\n    }\n  }\n": typeof types.BeginPasskeyConfirmationDocument,
    "\n  query SecurityGuards {\n    securityGuards {\n      moneyLockedUntil\n      withdrawalsPausedUntil\n    }\n  }\n": typeof types.SecurityGuardsDocument,
    "\n  query Profile {\n    me {\n      id\n      userName\n      countryCode\n      referralId\n      level\n      levelName\n      commitmentPackageEnabled\n      otcEnabled\n      matchingCodeEnabled\n      agreedToTerms\n    }\n  }\n": typeof types.ProfileDocument,
    "\n  query Balances {\n    balances {\n      coinName\n      available\n      frozen\n      locked\n    }\n  }\n": typeof types.BalancesDocument,
    "\n  query CreditDecimals {\n    coins {\n      coinName\n      decimals\n    }\n  }\n": typeof types.CreditDecimalsDocument,
    "\n  query WalletTotal {\n    walletTotal {\n      unit\n      total\n      leftOut\n      change {\n        since\n        amount\n      }\n    }\n  }\n": typeof types.WalletTotalDocument,
};
const documents: Documents = {
    "\n  query DemoMode {\n    demoMode {\n      enabled\n      depositApprovalSeconds\n      today\n      daysAhead\n    }\n  }\n": types.DemoModeDocument,
    "\n  mutation AddBankAccount($input: BankAccountInput!) {\n    addBankAccount(input: $input) {\n      id\n    }\n  }\n": types.AddBankAccountDocument,
    "\n  mutation AddWithdrawalAddress($input: AddWithdrawalAddressInput!) {\n    addWithdrawalAddress(input: $input) {\n      id\n    }\n  }\n": types.AddWithdrawalAddressDocument,
    "\n  query BankAccounts {\n    bankAccounts {\n      id\n      bankName\n      accountName\n      accountNumber\n      createdAt\n      updatedAt\n    }\n  }\n": types.BankAccountsDocument,
    "\n  mutation DeleteBankAccount($id: ID!, $totpCode: String) {\n    deleteBankAccount(id: $id, totpCode: $totpCode)\n  }\n": types.DeleteBankAccountDocument,
    "\n  mutation DeleteWithdrawalAddress($id: ID!, $totpCode: String) {\n    deleteWithdrawalAddress(id: $id, totpCode: $totpCode)\n  }\n": types.DeleteWithdrawalAddressDocument,
    "\n  query KycStatus {\n    me {\n      id\n      kycStatus\n    }\n  }\n": types.KycStatusDocument,
    "\n  mutation UpdateBankAccount($id: ID!, $input: BankAccountInput!) {\n    updateBankAccount(id: $id, input: $input) {\n      id\n      bankName\n      accountName\n      accountNumber\n      updatedAt\n    }\n  }\n": types.UpdateBankAccountDocument,
    "\n  mutation UpdateWithdrawalAddress($id: ID!, $input: UpdateWithdrawalAddressInput!) {\n    updateWithdrawalAddress(id: $id, input: $input) {\n      id\n      network\n      address\n      label\n      usableFrom\n      usable\n      createdAt\n    }\n  }\n": types.UpdateWithdrawalAddressDocument,
    "\n  query WithdrawalAddresses {\n    withdrawalAddresses {\n      id\n      network\n      address\n      label\n      usableFrom\n      usable\n      createdAt\n    }\n  }\n": types.WithdrawalAddressesDocument,
    "\n  query Captcha {\n    captcha {\n      captchaId\n      image\n    }\n  }\n": types.CaptchaDocument,
    "\n  query Countries {\n    countries {\n      code\n      name\n    }\n  }\n": types.CountriesDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      expiresAt\n      idleTimeoutSeconds\n    }\n  }\n": types.LoginDocument,
    "\n  mutation SignIn($input: LoginInput!) {\n    signIn(input: $input) {\n      session {\n        token\n        expiresAt\n        idleTimeoutSeconds\n      }\n      factorChallenge {\n        challenge\n        expiresAt\n        factors\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation CompleteSignIn($input: CompleteSignInInput!) {\n    completeSignIn(input: $input) {\n      token\n      expiresAt\n      idleTimeoutSeconds\n    }\n  }\n": types.CompleteSignInDocument,
    "\n  mutation BeginSignInPasskeyFactor($challenge: String!) {\n    beginSignInPasskeyFactor(challenge: $challenge) {\n      optionsJson\n    }\n  }\n": types.BeginSignInPasskeyFactorDocument,
    "\n  mutation CompleteSignInWithPasskey($input: CompleteSignInWithPasskeyInput!) {\n    completeSignInWithPasskey(input: $input) {\n      token\n      expiresAt\n      idleTimeoutSeconds\n    }\n  }\n": types.CompleteSignInWithPasskeyDocument,
    "\n  mutation BeginPasskeySignIn {\n    beginPasskeySignIn {\n      optionsJson\n    }\n  }\n": types.BeginPasskeySignInDocument,
    "\n  mutation SignInWithPasskey($credential: String!) {\n    signInWithPasskey(credential: $credential) {\n      token\n      expiresAt\n      idleTimeoutSeconds\n    }\n  }\n": types.SignInWithPasskeyDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      userId\n      referralId\n      session {\n        token\n        expiresAt\n        idleTimeoutSeconds\n      }\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation SendPasswordResetCode($input: SendPasswordResetCodeInput!) {\n    sendPasswordResetCode(input: $input)\n  }\n": types.SendPasswordResetCodeDocument,
    "\n  query CommitmentArea($page: PageInput) {\n    commitmentArea(page: $page) {\n      plans {\n        id\n        kind\n        name\n        amount\n        coinName\n        contractDays\n      }\n      freePackage {\n        available\n        claimed\n        claimedAt\n        packageId\n        planId\n        kind\n        name\n        amount\n        coinName\n        contractDays\n      }\n      commitments {\n        items {\n          id\n          type\n          planName\n          kind\n          amount\n          coinName\n          status\n          packageId\n          reviewNote\n          createdAt\n          reviewedAt\n        }\n        pageInfo {\n          pageNum\n          pageSize\n          total\n          hasNextPage\n        }\n      }\n    }\n  }\n": types.CommitmentAreaDocument,
    "\n  mutation AddCommitmentPackage($input: AddCommitmentInput!) {\n    addCommitmentPackage(input: $input) {\n      id\n      status\n    }\n  }\n": types.AddCommitmentPackageDocument,
    "\n  mutation ReceiveCommitmentPackage($input: ReceiveCommitmentInput!) {\n    receiveCommitmentPackage(input: $input) {\n      commitment {\n        id\n        status\n      }\n    }\n  }\n": types.ReceiveCommitmentPackageDocument,
    "\n  mutation CancelConvert($id: ID!) {\n    cancelConvert(id: $id) {\n      id\n      status\n      updatedAt\n    }\n  }\n": types.CancelConvertDocument,
    "\n  query ConvertConfigs {\n    convertConfigs {\n      fromCoin\n      toCoin\n      rate\n      feeRatio\n      minAmount\n      reviewAbove\n      enabled\n    }\n  }\n": types.ConvertConfigsDocument,
    "\n  query ConvertOrders($page: PageInput) {\n    convertOrders(page: $page) {\n      items {\n        id\n        fromCoin\n        toCoin\n        amount\n        fee\n        rate\n        toAmount\n        status\n        reason\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n": types.ConvertOrdersDocument,
    "\n  query ConvertQuote($fromCoin: CoinName!, $toCoin: CoinName!, $amount: Decimal!) {\n    convertQuote(fromCoin: $fromCoin, toCoin: $toCoin, amount: $amount) {\n      fromCoin\n      toCoin\n      amount\n      rate\n      feeRatio\n      fee\n      toAmount\n      minAmount\n      belowMinimum\n      heldForReview\n    }\n  }\n": types.ConvertQuoteDocument,
    "\n  mutation Convert($input: ConvertInput!) {\n    convert(input: $input) {\n      id\n      status\n      toAmount\n      toCoin\n    }\n  }\n": types.ConvertDocument,
    "\n  query Earnings {\n    earnings {\n      unit\n      from\n      to\n      days {\n        day\n        profit\n        bonus\n      }\n      totals {\n        profit\n        bonus\n      }\n      leftOut\n      nextProfitAt\n    }\n  }\n": types.EarningsDocument,
    "\n  query BankDepositQuote($channelId: ID!, $amount: Decimal!) {\n    bankDepositQuote(channelId: $channelId, amount: $amount) {\n      channelId\n      currency\n      exchangeRate\n      amount\n      localAmount\n    }\n  }\n": types.BankDepositQuoteDocument,
    "\n  mutation DepositBank($input: DepositBankInput!, $receipt: File!) {\n    depositBank(input: $input, receipt: $receipt) {\n      id\n      status\n    }\n  }\n": types.DepositBankDocument,
    "\n  query DepositChainConfig {\n    depositChainConfig {\n      coin\n      network\n      address\n      minAmount\n      multiple\n    }\n  }\n": types.DepositChainConfigDocument,
    "\n  mutation DepositChain($input: DepositChainInput!) {\n    depositChain(input: $input) {\n      id\n      status\n    }\n  }\n": types.DepositChainDocument,
    "\n  query DepositChannels {\n    depositChannels {\n      id\n      channelName\n      bankName\n      accountName\n      accountNumber\n      currency\n      exchangeRate\n      minAmount\n      multiple\n    }\n  }\n": types.DepositChannelsDocument,
    "\n  query DepositGuide {\n    depositGuide {\n      expectedReviewSeconds\n      approvedAutomatically\n      supportContact\n    }\n  }\n": types.DepositGuideDocument,
    "\n  query Deposits($kind: DepositKind, $page: PageInput) {\n    deposits(filter: { kind: $kind }, page: $page) {\n      items {\n        id\n        kind\n        amount\n        hash\n        paymentReference\n        channelName\n        bankName\n        currency\n        exchangeRate\n        localAmount\n        status\n        reason\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n": types.DepositsDocument,
    "\n  query GameArea($page: PageInput) {\n    gameAccount {\n      registered\n      gameUserName\n      bindAddress\n      boundAt\n      registeredAt\n      walletBalance\n      gmtAvailable\n      minTransfer\n      connected\n    }\n    gameBetFlow {\n      businessDay\n      today\n      total\n      updatedAt\n    }\n    gameTransfers(page: $page) {\n      items {\n        receiptNumber\n        direction\n        amount\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n": types.GameAreaDocument,
    "\n  query GameLists {\n    launchGames {\n      code\n      name\n      image\n      link\n      sortOrder\n    }\n    appMedia {\n      code\n      name\n      image\n      link\n      sortOrder\n    }\n  }\n": types.GameListsDocument,
    "\n  mutation RegisterGameAccount {\n    registerGameAccount {\n      registered\n      gameUserName\n    }\n  }\n": types.RegisterGameAccountDocument,
    "\n  mutation BindGameAddress($input: BindGameAddressInput!) {\n    bindGameAddress(input: $input) {\n      bindAddress\n      boundAt\n    }\n  }\n": types.BindGameAddressDocument,
    "\n  mutation GameLogin {\n    gameLogin {\n      launchUrl\n      expiresAt\n    }\n  }\n": types.GameLoginDocument,
    "\n  mutation TransferGameWallet($input: GameTransferInput!) {\n    transferGameWallet(input: $input) {\n      receiptNumber\n      direction\n      amount\n      walletBalance\n      gmtAvailable\n    }\n  }\n": types.TransferGameWalletDocument,
    "\n  query Jackpot {\n    jackpot {\n      round {\n        id\n        coinName\n        ticketPrice\n        feeRatio\n        status\n        drawn\n        openedAt\n        closesAt\n        closedAt\n        drawnAt\n        seedHash\n        seed\n        ticketCount\n        poolAmount\n        prizeAmount\n        feeAmount\n        winningTicket\n        winningOrderId\n        winningFirstTicket\n        winningLastTicket\n      }\n      myTickets\n      myOrders\n    }\n  }\n": types.JackpotDocument,
    "\n  query JackpotOrders($page: PageInput) {\n    jackpotOrders(page: $page) {\n      items {\n        id\n        roundId\n        tickets\n        firstTicket\n        lastTicket\n        amount\n        coinName\n        status\n        prizeAmount\n        roundStatus\n        drawn\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n": types.JackpotOrdersDocument,
    "\n  mutation EnterJackpot($input: EnterJackpotInput!) {\n    enterJackpot(input: $input) {\n      id\n      tickets\n      firstTicket\n      lastTicket\n    }\n  }\n": types.EnterJackpotDocument,
    "\n  query Kyc {\n    kyc {\n      status\n      canSubmit\n      reason\n      idNumber\n      submittedAt\n      reviewedAt\n    }\n  }\n": types.KycDocument,
    "\n  mutation SubmitKyc($input: SubmitKycInput!, $front: File!, $back: File!) {\n    submitKyc(input: $input, front: $front, back: $back) {\n      status\n      canSubmit\n      reason\n      idNumber\n      submittedAt\n      reviewedAt\n    }\n  }\n": types.SubmitKycDocument,
    "\n  query NotificationUnreadCount {\n    notificationUnreadCount\n  }\n": types.NotificationUnreadCountDocument,
    "\n  subscription NotificationUnreadCountChanged {\n    notificationUnreadCountChanged\n  }\n": types.NotificationUnreadCountChangedDocument,
    "\n  query Notifications($page: PageInput, $unreadOnly: Boolean) {\n    notifications(page: $page, unreadOnly: $unreadOnly) {\n      items {\n        id\n        event\n        title\n        body\n        link\n        createdAt\n        readAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n": types.NotificationsDocument,
    "\n  mutation MarkNotificationsRead($ids: [ID!]!) {\n    markNotificationsRead(ids: $ids)\n  }\n": types.MarkNotificationsReadDocument,
    "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n": types.MarkAllNotificationsReadDocument,
    "\n  query NotificationPreferences {\n    notificationPreferences {\n      event\n      inApp\n      email\n      push\n      locked\n    }\n  }\n": types.NotificationPreferencesDocument,
    "\n  mutation SetNotificationPreference($event: NotificationEvent!, $channel: NotificationChannel!, $enabled: Boolean!) {\n    setNotificationPreference(event: $event, channel: $channel, enabled: $enabled) {\n      event\n      inApp\n      email\n      push\n      locked\n    }\n  }\n": types.SetNotificationPreferenceDocument,
    "\n  query MonthlyStatementPreference {\n    monthlyStatementPreference {\n      enabled\n      email\n    }\n  }\n": types.MonthlyStatementPreferenceDocument,
    "\n  mutation SetMonthlyStatement($enabled: Boolean!) {\n    setMonthlyStatement(enabled: $enabled) {\n      enabled\n      email\n    }\n  }\n": types.SetMonthlyStatementDocument,
    "\n  query NotificationPushKey {\n    notificationPushKey\n  }\n": types.NotificationPushKeyDocument,
    "\n  query NotificationEmail {\n    emailAddress {\n      email\n      canSend\n    }\n  }\n": types.NotificationEmailDocument,
    "\n  mutation SubscribePush($input: SubscribePushInput!) {\n    subscribePush(input: $input)\n  }\n": types.SubscribePushDocument,
    "\n  mutation UnsubscribePush($endpoint: String!) {\n    unsubscribePush(endpoint: $endpoint)\n  }\n": types.UnsubscribePushDocument,
    "\n  mutation PublishOtcOffer($input: PublishOtcOfferInput!) {\n    publishOtcOffer(input: $input) {\n      offer {\n        id\n        status\n      }\n      receiptNumber\n    }\n  }\n": types.PublishOtcOfferDocument,
    "\n  mutation CancelOtcOffer($id: ID!, $input: CancelOtcOfferInput!) {\n    cancelOtcOffer(id: $id, input: $input) {\n      offer {\n        id\n        status\n        remaining\n      }\n      returned\n    }\n  }\n": types.CancelOtcOfferDocument,
    "\n  mutation BuyOtcOffer($id: ID!, $input: BuyOtcOfferInput!) {\n    buyOtcOffer(id: $id, input: $input) {\n      trade {\n        id\n        buyerReceives\n      }\n      receiptNumber\n    }\n  }\n": types.BuyOtcOfferDocument,
    "\n  mutation SendOtcChatMessage($tradeId: ID!, $input: SendOtcChatMessageInput!) {\n    sendOtcChatMessage(tradeId: $tradeId, input: $input) {\n      id\n    }\n  }\n": types.SendOtcChatMessageDocument,
    "\n  mutation AppealOtcTrade($tradeId: ID!, $input: AppealOtcTradeInput!) {\n    appealOtcTrade(tradeId: $tradeId, input: $input) {\n      id\n      status\n    }\n  }\n": types.AppealOtcTradeDocument,
    "\n  mutation RateOtcTrade($tradeId: ID!, $input: RateOtcTradeInput!) {\n    rateOtcTrade(tradeId: $tradeId, input: $input) {\n      id\n      myRating {\n        score\n        comment\n      }\n    }\n  }\n": types.RateOtcTradeDocument,
    "\n  query OtcLobby($page: PageInput) {\n    otcLobby(page: $page) {\n      payCoinName\n      feeRatio\n      feePayer\n      items {\n        id\n        sellerUserName\n        amount\n        remaining\n        price\n        payCoinName\n        minAmount\n        maxAmount\n        takeMin\n        takeMax\n        mine\n        seller {\n          completedTrades\n          rating\n          ratingCount\n        }\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n": types.OtcLobbyDocument,
    "\n  query OtcOffers($page: PageInput) {\n    otcOffers(page: $page) {\n      items {\n        id\n        amount\n        remaining\n        sold\n        price\n        payCoinName\n        minAmount\n        maxAmount\n        status\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n": types.OtcOffersDocument,
    "\n  query OtcTrades($page: PageInput) {\n    otcTrades(page: $page) {\n      items {\n        id\n        role\n        counterpartyUserName\n        amount\n        price\n        payCoinName\n        payAmount\n        fee\n        feeCoinName\n        buyerReceives\n        sellerReceives\n        status\n        appeal {\n          reason\n          decision\n          decisionNote\n        }\n        myRating {\n          score\n          comment\n        }\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n": types.OtcTradesDocument,
    "\n  query OtcChat($tradeId: ID!) {\n    otcChat(tradeId: $tradeId, page: { pageNum: 1, pageSize: 100 }) {\n      items {\n        id\n        senderUserName\n        mine\n        content\n        createdAt\n      }\n    }\n  }\n": types.OtcChatDocument,
    "\n  query OtcBuyQuote($id: ID!, $amount: Decimal!) {\n    otcBuyQuote(id: $id, amount: $amount) {\n      offerId\n      amount\n      price\n      payCoinName\n      payAmount\n      fee\n      feeCoinName\n      buyerReceives\n      sellerReceives\n    }\n  }\n": types.OtcBuyQuoteDocument,
    "\n  query Claims($filter: ClaimFilter, $page: PageInput) {\n    claims(filter: $filter, page: $page) {\n      items {\n        id\n        packageName\n        premiumRound\n        tradeOrder\n        status\n        reason\n        payout\n        coinName\n        transactionNumber\n        screenshot {\n          sha256\n          sizeBytes\n          receivedAt\n        }\n        timeline {\n          status\n          note\n          at\n        }\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n": types.ClaimsDocument,
    "\n  mutation FileClaim($input: FileClaimInput!, $screenshot: File!) {\n    fileClaim(input: $input, screenshot: $screenshot) {\n      id\n      tradeOrder\n      status\n    }\n  }\n": types.FileClaimDocument,
    "\n  query EntrustPlans {\n    entrustPlans {\n      id\n      name\n      amount\n      coinName\n      profitCoinName\n      contractDays\n      dailyProfitRatio\n      termProfit\n      maxPurchaseCount\n      purchasedCount\n      redeemFeeRatio\n    }\n  }\n": types.EntrustPlansDocument,
    "\n  query EntrustPackages($filter: EntrustPackageFilter, $page: PageInput) {\n    entrustPackages(filter: $filter, page: $page) {\n      items {\n        id\n        planId\n        name\n        origin\n        coinName\n        profitCoinName\n        amount\n        principal\n        dailyProfitRatio\n        contractDays\n        startDate\n        expiryDate\n        expiresAt\n        redeemUntil\n        renewals\n        autoAdd\n        state\n        totalProfit\n        compoundedProfit\n        creditedProfit\n        nextProfitAt\n        nextProfitAmount\n        contractDaysElapsed\n        projection {\n          days\n          simpleProfit\n          compoundProfit\n          compoundPrincipal\n        }\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n    entrustTotals {\n      activeCount\n      totalAmount\n      totalProfit\n    }\n  }\n": types.EntrustPackagesDocument,
    "\n  query EntrustRedeemQuote($id: ID!) {\n    entrustRedeemQuote(id: $id) {\n      packageId\n      state\n      redeemable\n      principal\n      redeemFeeRatio\n      redeemFee\n      netAmount\n      coinName\n      redeemableFrom\n    }\n  }\n": types.EntrustRedeemQuoteDocument,
    "\n  query EntrustUpgradeOptions($id: ID!) {\n    entrustUpgradeOptions(id: $id) {\n      planId\n      name\n      amount\n      coinName\n      cost\n    }\n  }\n": types.EntrustUpgradeOptionsDocument,
    "\n  mutation BuyEntrustPackage($input: BuyEntrustPackageInput!) {\n    buyEntrustPackage(input: $input) {\n      id\n      name\n      nextProfitAt\n    }\n  }\n": types.BuyEntrustPackageDocument,
    "\n  mutation UpgradeEntrustPackage($id: ID!, $input: UpgradeEntrustPackageInput!) {\n    upgradeEntrustPackage(id: $id, input: $input) {\n      id\n      amount\n    }\n  }\n": types.UpgradeEntrustPackageDocument,
    "\n  mutation RedeemEntrustPackage($id: ID!, $input: RedeemEntrustPackageInput!) {\n    redeemEntrustPackage(id: $id, input: $input) {\n      redeemFee\n      netAmount\n      package {\n        id\n        state\n      }\n    }\n  }\n": types.RedeemEntrustPackageDocument,
    "\n  mutation SetEntrustPackageAutoAdd($id: ID!, $input: SetEntrustPackageAutoAddInput!) {\n    setEntrustPackageAutoAdd(id: $id, input: $input) {\n      id\n      autoAdd\n    }\n  }\n": types.SetEntrustPackageAutoAddDocument,
    "\n  query InsurancePlans {\n    insurancePlans {\n      id\n      name\n      amount\n      coinName\n      profitCoinName\n      contractDays\n      dailyProfitRatio\n      termProfit\n      maxPurchaseCount\n      purchasedCount\n      redeemFeeRatio\n      premiumRatio\n      premiumRounds\n      claimPayoutRatio\n    }\n  }\n": types.InsurancePlansDocument,
    "\n  query InsurancePackages($filter: InsurancePackageFilter, $page: PageInput) {\n    insurancePackages(filter: $filter, page: $page) {\n      items {\n        id\n        planId\n        name\n        origin\n        coinName\n        profitCoinName\n        amount\n        principal\n        dailyProfitRatio\n        contractDays\n        startDate\n        unlockDate\n        unlockAt\n        autoAdd\n        state\n        totalProfit\n        compoundedProfit\n        creditedProfit\n        nextProfitAt\n        nextProfitAmount\n        contractDaysElapsed\n        refillAmount\n        projection {\n          days\n          simpleProfit\n          compoundProfit\n          compoundPrincipal\n        }\n        createdAt\n        redeemedAt\n        claimableOrders\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n": types.InsurancePackagesDocument,
    "\n  query InsuranceRedeemQuote($id: ID!) {\n    insuranceRedeemQuote(id: $id) {\n      packageId\n      state\n      redeemable\n      principal\n      redeemFeeRatio\n      redeemFee\n      netAmount\n      coinName\n      redeemableFrom\n      closesTransfers\n    }\n  }\n": types.InsuranceRedeemQuoteDocument,
    "\n  query InsuranceUpgradeOptions($id: ID!) {\n    insuranceUpgradeOptions(id: $id) {\n      planId\n      name\n      amount\n      coinName\n      cost\n    }\n  }\n": types.InsuranceUpgradeOptionsDocument,
    "\n  mutation BuyInsurancePackage($input: BuyInsurancePackageInput!) {\n    buyInsurancePackage(input: $input) {\n      id\n      name\n      nextProfitAt\n      state\n      unlockAt\n    }\n  }\n": types.BuyInsurancePackageDocument,
    "\n  mutation UpgradeInsurancePackage($id: ID!, $input: UpgradeInsurancePackageInput!) {\n    upgradeInsurancePackage(id: $id, input: $input) {\n      id\n      name\n      amount\n    }\n  }\n": types.UpgradeInsurancePackageDocument,
    "\n  mutation RefillInsurancePackage($id: ID!, $input: RefillInsurancePackageInput!) {\n    refillInsurancePackage(id: $id, input: $input) {\n      id\n      principal\n    }\n  }\n": types.RefillInsurancePackageDocument,
    "\n  mutation RedeemInsurancePackage($id: ID!, $input: RedeemInsurancePackageInput!) {\n    redeemInsurancePackage(id: $id, input: $input) {\n      redeemFee\n      netAmount\n      transfersReopenAt\n      package {\n        id\n        state\n      }\n    }\n  }\n": types.RedeemInsurancePackageDocument,
    "\n  mutation SetInsurancePackageAutoAdd($id: ID!, $input: SetInsurancePackageAutoAddInput!) {\n    setInsurancePackageAutoAdd(id: $id, input: $input) {\n      id\n      autoAdd\n    }\n  }\n": types.SetInsurancePackageAutoAddDocument,
    "\n  query InsuranceAutoAddEnabled {\n    insuranceAutoAddEnabled\n  }\n": types.InsuranceAutoAddEnabledDocument,
    "\n  mutation SetInsuranceAutoAddSetting($input: SetInsuranceAutoAddSettingInput!) {\n    setInsuranceAutoAddSetting(input: $input) {\n      enabled\n      packagesUpdated\n    }\n  }\n": types.SetInsuranceAutoAddSettingDocument,
    "\n  query InsuranceCover($id: ID!) {\n    insuranceCover(id: $id) {\n      packageId\n      insured\n      premiumAmount\n      coinName\n      claimPayout\n      claimPayoutCoinName\n      maxRounds\n      paidRounds\n      remainingRounds\n      canPay\n      refusal\n      currentRound {\n        premiumId\n        round\n        ordersUsed\n        orders {\n          tradeOrder\n          placed\n          day\n          profit\n          claimStatus\n        }\n      }\n    }\n  }\n": types.InsuranceCoverDocument,
    "\n  query Premiums($filter: PremiumFilter, $page: PageInput) {\n    premiums(filter: $filter, page: $page) {\n      items {\n        id\n        packageId\n        packageName\n        round\n        amount\n        coinName\n        paidBy\n        status\n        ordersUsed\n        insured\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n    premiumTotals {\n      totalAmount\n      count\n    }\n  }\n": types.PremiumsDocument,
    "\n  mutation PayPremium($id: ID!, $input: PayPremiumInput!) {\n    payPremium(id: $id, input: $input) {\n      id\n      round\n      amount\n    }\n  }\n": types.PayPremiumDocument,
    "\n  query PinCodePlans {\n    pinCodePlans {\n      id\n      kind\n      name\n      price\n      priceCoinName\n      amount\n      coinName\n      contractDays\n    }\n  }\n": types.PinCodePlansDocument,
    "\n  query PinCodes($filter: PinCodeFilter, $page: PageInput) {\n    pinCodes(filter: $filter, page: $page) {\n      items {\n        id\n        code\n        planId\n        planName\n        kind\n        amount\n        coinName\n        origin\n        state\n        holderUserName\n        activatedForUserName\n        activatedAt\n        packageId\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n": types.PinCodesDocument,
    "\n  query PinCodeCustody($id: ID!, $page: PageInput) {\n    pinCodeCustody(id: $id, page: $page) {\n      items {\n        id\n        type\n        fromUserName\n        toUserName\n        forUserName\n        packageId\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n": types.PinCodeCustodyDocument,
    "\n  mutation BuyPinCodes($input: BuyPinCodesInput!) {\n    buyPinCodes(input: $input) {\n      total\n      coinName\n      receiptNumber\n      codes {\n        id\n        code\n      }\n    }\n  }\n": types.BuyPinCodesDocument,
    "\n  mutation ActivatePinCode($id: ID!, $input: ActivatePinCodeInput!) {\n    activatePinCode(id: $id, input: $input) {\n      code {\n        id\n        state\n      }\n      insurancePackage {\n        id\n      }\n      entrustPackage {\n        id\n      }\n    }\n  }\n": types.ActivatePinCodeDocument,
    "\n  mutation TransferPinCode($id: ID!, $input: TransferPinCodeInput!) {\n    transferPinCode(id: $id, input: $input) {\n      toUserName\n      code {\n        id\n        state\n      }\n    }\n  }\n": types.TransferPinCodeDocument,
    "\n  query RecordTypes {\n    recordTypes {\n      recordType\n      name\n    }\n  }\n": types.RecordTypesDocument,
    "\n  query Records($filter: RecordFilter, $page: PageInput) {\n    records(filter: $filter, page: $page) {\n      items {\n        id\n        receiptNumber\n        transactionNumber\n        coinName\n        recordType\n        recordTypeName\n        amount\n        fee\n        actualAmount\n        status\n        reason\n        hash\n        remark\n        note {\n          kind\n          fromCoin\n          toCoin\n          orderId\n          counterparty\n          destination\n          packageName\n          targetPackageName\n          round\n          tradeOrder\n          firstTicket\n          lastTicket\n          quantity\n          day\n          depth\n          text\n        }\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n": types.RecordsDocument,
    "\n  query AntiPhishingCode {\n    antiPhishingCode {\n      set\n      code\n    }\n  }\n": types.AntiPhishingCodeDocument,
    "\n  mutation SetAntiPhishingCode($input: SetAntiPhishingCodeInput!) {\n    setAntiPhishingCode(input: $input) {\n      set\n      code\n    }\n  }\n": types.SetAntiPhishingCodeDocument,
    "\n  mutation ClearAntiPhishingCode($input: ClearAntiPhishingCodeInput!) {\n    clearAntiPhishingCode(input: $input) {\n      set\n      code\n    }\n  }\n": types.ClearAntiPhishingCodeDocument,
    "\n  query EmailAddress {\n    emailAddress {\n      email\n      pending {\n        email\n        expiresAt\n      }\n      canSend\n    }\n  }\n": types.EmailAddressDocument,
    "\n  mutation BeginEmailChange($input: BeginEmailChangeInput!) {\n    beginEmailChange(input: $input) {\n      email\n      pending {\n        email\n        expiresAt\n      }\n    }\n  }\n": types.BeginEmailChangeDocument,
    "\n  mutation ConfirmEmailChange($input: ConfirmEmailChangeInput!) {\n    confirmEmailChange(input: $input) {\n      email\n      pending {\n        email\n        expiresAt\n      }\n    }\n  }\n": types.ConfirmEmailChangeDocument,
    "\n  query AccountFreeze {\n    accountFreeze {\n      frozen\n      frozenAt\n      source\n    }\n  }\n": types.AccountFreezeDocument,
    "\n  mutation FreezeAccount {\n    freezeAccount {\n      frozen\n      frozenAt\n      source\n    }\n  }\n": types.FreezeAccountDocument,
    "\n  mutation FreezeAccountByLink($token: String!) {\n    freezeAccountByLink(token: $token)\n  }\n": types.FreezeAccountByLinkDocument,
    "\n  query Passkeys {\n    passkeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n": types.PasskeysDocument,
    "\n  mutation BeginPasskeyRegistration {\n    beginPasskeyRegistration {\n      optionsJson\n    }\n  }\n": types.BeginPasskeyRegistrationDocument,
    "\n  mutation RegisterPasskey($input: RegisterPasskeyInput!) {\n    registerPasskey(input: $input) {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n": types.RegisterPasskeyDocument,
    "\n  mutation RenamePasskey($id: ID!, $name: String!) {\n    renamePasskey(id: $id, name: $name) {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n": types.RenamePasskeyDocument,
    "\n  mutation RemovePasskey($input: RemovePasskeyInput!) {\n    removePasskey(input: $input) {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n": types.RemovePasskeyDocument,
    "\n  query SecondFactors {\n    secondFactors {\n      totpEnabled\n      totpEnabledAt\n      recoveryCodesLeft\n    }\n  }\n": types.SecondFactorsDocument,
    "\n  mutation BeginTotpEnrolment {\n    beginTotpEnrolment {\n      secret\n      otpauthUri\n    }\n  }\n": types.BeginTotpEnrolmentDocument,
    "\n  mutation ConfirmTotpEnrolment($input: ConfirmTotpEnrolmentInput!) {\n    confirmTotpEnrolment(input: $input) {\n      codes\n    }\n  }\n": types.ConfirmTotpEnrolmentDocument,
    "\n  mutation DisableTotp($input: FactorChangeInput!) {\n    disableTotp(input: $input)\n  }\n": types.DisableTotpDocument,
    "\n  mutation RegenerateRecoveryCodes($input: FactorChangeInput!) {\n    regenerateRecoveryCodes(input: $input) {\n      codes\n    }\n  }\n": types.RegenerateRecoveryCodesDocument,
    "\n  query MemberSessions {\n    memberSessions {\n      id\n      current\n      browser\n      os\n      kind\n      userAgent\n      address\n      startedAt\n      lastSeenAt\n    }\n  }\n": types.MemberSessionsDocument,
    "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id) {\n      id\n      current\n      browser\n      os\n      kind\n      userAgent\n      address\n      startedAt\n      lastSeenAt\n    }\n  }\n": types.EndSessionDocument,
    "\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n": types.EndOtherSessionsDocument,
    "\n  query SignInHistory($page: PageInput) {\n    signInHistory(page: $page) {\n      items {\n        id\n        outcome\n        browser\n        os\n        kind\n        userAgent\n        address\n        at\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n": types.SignInHistoryDocument,
    "\n  query WithdrawalWhitelist {\n    withdrawalWhitelist {\n      on\n      offAt\n      addresses {\n        id\n        network\n        address\n        label\n        whitelisted\n        whitelistedFrom\n      }\n    }\n  }\n": types.WithdrawalWhitelistDocument,
    "\n  mutation SetWithdrawalWhitelistMode($on: Boolean!) {\n    setWithdrawalWhitelistMode(on: $on) {\n      on\n      offAt\n      addresses {\n        id\n        network\n        address\n        label\n        whitelisted\n        whitelistedFrom\n      }\n    }\n  }\n": types.SetWithdrawalWhitelistModeDocument,
    "\n  mutation SetAddressWhitelisted($id: ID!, $listed: Boolean!) {\n    setAddressWhitelisted(id: $id, listed: $listed) {\n      on\n      offAt\n      addresses {\n        id\n        network\n        address\n        label\n        whitelisted\n        whitelistedFrom\n      }\n    }\n  }\n": types.SetAddressWhitelistedDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": types.ChangePasswordDocument,
    "\n  mutation ChangeTransactionPassword($input: ChangeTransactionPasswordInput!) {\n    changeTransactionPassword(input: $input)\n  }\n": types.ChangeTransactionPasswordDocument,
    "\n  query BonusEarned($filter: BonusEarnedFilter) {\n    bonusEarned(filter: $filter) {\n      total\n      byType {\n        recordType\n        amount\n        count\n      }\n    }\n  }\n": types.BonusEarnedDocument,
    "\n  query MyOrganization {\n    myOrganization {\n      member {\n        id\n        userName\n        level\n        depth\n        personalVolume\n        teamVolume\n        directCount\n        createdAt\n      }\n      teamCount\n      activeDirectCount\n      levelCounts {\n        level\n        count\n      }\n      nextRank {\n        level\n        requirements {\n          name\n          have\n          need\n          met\n        }\n      }\n    }\n  }\n": types.MyOrganizationDocument,
    "\n  query Organization($id: ID!) {\n    organization(id: $id) {\n      member {\n        id\n        userName\n        level\n        depth\n        personalVolume\n        teamVolume\n        directCount\n        createdAt\n      }\n      teamCount\n      levelCounts {\n        level\n        count\n      }\n    }\n  }\n": types.OrganizationDocument,
    "\n  query Ranks {\n    ranks {\n      level\n      personalVolume\n      teamVolume\n      directReferrals\n    }\n  }\n": types.RanksDocument,
    "\n  query TeamMembers($filter: TeamMemberFilter, $page: PageInput) {\n    teamMembers(filter: $filter, page: $page) {\n      items {\n        id\n        userName\n        level\n        depth\n        personalVolume\n        teamVolume\n        directCount\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n": types.TeamMembersDocument,
    "\n  mutation SetAgreedToTerms($input: SetAgreedToTermsInput!) {\n    setAgreedToTerms(input: $input) {\n      id\n      agreedToTerms\n    }\n  }\n": types.SetAgreedToTermsDocument,
    "\n  query TransferConfigs {\n    transferConfigs {\n      coinName\n      minAmount\n      feeRatio\n      enabled\n    }\n  }\n": types.TransferConfigsDocument,
    "\n  query Transfers($filter: TransferFilter, $page: PageInput) {\n    transfers(filter: $filter, page: $page) {\n      items {\n        id\n        direction\n        coinName\n        amount\n        fee\n        actualAmount\n        counterpartyUserName\n        transactionNumber\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n": types.TransfersDocument,
    "\n  query TransferQuote($coinName: CoinName!, $amount: Decimal!, $toUser: String) {\n    transferQuote(coinName: $coinName, amount: $amount, toUser: $toUser) {\n      coinName\n      amount\n      feeRatio\n      fee\n      received\n      minAmount\n      belowMinimum\n      recipientUserName\n    }\n  }\n": types.TransferQuoteDocument,
    "\n  mutation Transfer($input: TransferInput!) {\n    transfer(input: $input) {\n      id\n      actualAmount\n      counterpartyUserName\n    }\n  }\n": types.TransferDocument,
    "\n  query WithdrawableConvertPairs {\n    convertConfigs {\n      fromCoin\n      toCoin\n      feeRatio\n      minAmount\n      enabled\n    }\n  }\n": types.WithdrawableConvertPairsDocument,
    "\n  mutation CancelWithdrawal($id: ID!) {\n    cancelWithdrawal(id: $id) {\n      id\n      status\n    }\n  }\n": types.CancelWithdrawalDocument,
    "\n  mutation ReportWithdrawalNotReceived($id: ID!) {\n    reportWithdrawalNotReceived(id: $id) {\n      id\n      status\n    }\n  }\n": types.ReportWithdrawalNotReceivedDocument,
    "\n  mutation WithdrawChain($input: WithdrawChainInput!) {\n    withdrawChain(input: $input) {\n      id\n      amount\n      status\n      approvalDate\n    }\n  }\n": types.WithdrawChainDocument,
    "\n  mutation WithdrawBank($input: WithdrawBankInput!) {\n    withdrawBank(input: $input) {\n      id\n      amount\n      status\n      approvalDate\n    }\n  }\n": types.WithdrawBankDocument,
    "\n  query WithdrawalChainAddresses {\n    withdrawalAddresses {\n      id\n      network\n      address\n      label\n      usableFrom\n      usable\n    }\n  }\n": types.WithdrawalChainAddressesDocument,
    "\n  query WithdrawalBankAccounts {\n    bankAccounts {\n      id\n      bankName\n      accountName\n      accountNumber\n    }\n  }\n": types.WithdrawalBankAccountsDocument,
    "\n  query WithdrawalConfigs {\n    withdrawalConfigs {\n      kind\n      coinName\n      feeType\n      fee\n      minAmount\n      maxAmount\n      multiple\n      dailyLimit\n      approvalText\n    }\n  }\n": types.WithdrawalConfigsDocument,
    "\n  query WithdrawalQuote($amount: Decimal) {\n    withdrawalQuote(amount: $amount) {\n      coinName\n      available\n      feeType\n      feeValue\n      amount\n      fee\n      actualAmount\n      dailyLimit\n      usedToday\n      quotaFree\n      quotaResetsAt\n      approvalDate\n    }\n  }\n": types.WithdrawalQuoteDocument,
    "\n  query Withdrawals($kind: WithdrawalKind, $page: PageInput) {\n    withdrawals(filter: { kind: $kind }, page: $page) {\n      items {\n        id\n        kind\n        amount\n        fee\n        actualAmount\n        network\n        address\n        bankName\n        accountName\n        accountNumber\n        status\n        reason\n        payoutHash\n        approvalDate\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n": types.WithdrawalsDocument,
    "\n  subscription BalancesChanged {\n    balancesChanged {\n      coinName\n      available\n      frozen\n      locked\n    }\n  }\n": types.BalancesChangedDocument,
    "\n  query Holds($coinName: CoinName) {\n    holds(coinName: $coinName) {\n      kind\n      coinName\n      state\n      amount\n      since\n      until\n      reference\n      path\n    }\n  }\n": types.HoldsDocument,
    "\n  subscription ProfileChanged {\n    profileChanged {\n      id\n      userName\n      countryCode\n      referralId\n      level\n      levelName\n      commitmentPackageEnabled\n      otcEnabled\n      matchingCodeEnabled\n      agreedToTerms\n    }\n  }\n": types.ProfileChangedDocument,
    "\n  query HasSecondFactor {\n    secondFactors {\n      totpEnabled\n    }\n  }\n": types.HasSecondFactorDocument,
    "\n  query HasPasskey {\n    passkeys {\n      id\n    }\n  }\n": types.HasPasskeyDocument,
    "\n  mutation BeginPasskeyConfirmation {\n    beginPasskeyConfirmation {\n      optionsJson\n    }\n  }\n": types.BeginPasskeyConfirmationDocument,
    "\n  query SecurityGuards {\n    securityGuards {\n      moneyLockedUntil\n      withdrawalsPausedUntil\n    }\n  }\n": types.SecurityGuardsDocument,
    "\n  query Profile {\n    me {\n      id\n      userName\n      countryCode\n      referralId\n      level\n      levelName\n      commitmentPackageEnabled\n      otcEnabled\n      matchingCodeEnabled\n      agreedToTerms\n    }\n  }\n": types.ProfileDocument,
    "\n  query Balances {\n    balances {\n      coinName\n      available\n      frozen\n      locked\n    }\n  }\n": types.BalancesDocument,
    "\n  query CreditDecimals {\n    coins {\n      coinName\n      decimals\n    }\n  }\n": types.CreditDecimalsDocument,
    "\n  query WalletTotal {\n    walletTotal {\n      unit\n      total\n      leftOut\n      change {\n        since\n        amount\n      }\n    }\n  }\n": types.WalletTotalDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DemoMode {\n    demoMode {\n      enabled\n      depositApprovalSeconds\n      today\n      daysAhead\n    }\n  }\n"): (typeof documents)["\n  query DemoMode {\n    demoMode {\n      enabled\n      depositApprovalSeconds\n      today\n      daysAhead\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddBankAccount($input: BankAccountInput!) {\n    addBankAccount(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddBankAccount($input: BankAccountInput!) {\n    addBankAccount(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddWithdrawalAddress($input: AddWithdrawalAddressInput!) {\n    addWithdrawalAddress(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AddWithdrawalAddress($input: AddWithdrawalAddressInput!) {\n    addWithdrawalAddress(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BankAccounts {\n    bankAccounts {\n      id\n      bankName\n      accountName\n      accountNumber\n      createdAt\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query BankAccounts {\n    bankAccounts {\n      id\n      bankName\n      accountName\n      accountNumber\n      createdAt\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteBankAccount($id: ID!, $totpCode: String) {\n    deleteBankAccount(id: $id, totpCode: $totpCode)\n  }\n"): (typeof documents)["\n  mutation DeleteBankAccount($id: ID!, $totpCode: String) {\n    deleteBankAccount(id: $id, totpCode: $totpCode)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWithdrawalAddress($id: ID!, $totpCode: String) {\n    deleteWithdrawalAddress(id: $id, totpCode: $totpCode)\n  }\n"): (typeof documents)["\n  mutation DeleteWithdrawalAddress($id: ID!, $totpCode: String) {\n    deleteWithdrawalAddress(id: $id, totpCode: $totpCode)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query KycStatus {\n    me {\n      id\n      kycStatus\n    }\n  }\n"): (typeof documents)["\n  query KycStatus {\n    me {\n      id\n      kycStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBankAccount($id: ID!, $input: BankAccountInput!) {\n    updateBankAccount(id: $id, input: $input) {\n      id\n      bankName\n      accountName\n      accountNumber\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBankAccount($id: ID!, $input: BankAccountInput!) {\n    updateBankAccount(id: $id, input: $input) {\n      id\n      bankName\n      accountName\n      accountNumber\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWithdrawalAddress($id: ID!, $input: UpdateWithdrawalAddressInput!) {\n    updateWithdrawalAddress(id: $id, input: $input) {\n      id\n      network\n      address\n      label\n      usableFrom\n      usable\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWithdrawalAddress($id: ID!, $input: UpdateWithdrawalAddressInput!) {\n    updateWithdrawalAddress(id: $id, input: $input) {\n      id\n      network\n      address\n      label\n      usableFrom\n      usable\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WithdrawalAddresses {\n    withdrawalAddresses {\n      id\n      network\n      address\n      label\n      usableFrom\n      usable\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  query WithdrawalAddresses {\n    withdrawalAddresses {\n      id\n      network\n      address\n      label\n      usableFrom\n      usable\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Captcha {\n    captcha {\n      captchaId\n      image\n    }\n  }\n"): (typeof documents)["\n  query Captcha {\n    captcha {\n      captchaId\n      image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Countries {\n    countries {\n      code\n      name\n    }\n  }\n"): (typeof documents)["\n  query Countries {\n    countries {\n      code\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      expiresAt\n      idleTimeoutSeconds\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      expiresAt\n      idleTimeoutSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($input: LoginInput!) {\n    signIn(input: $input) {\n      session {\n        token\n        expiresAt\n        idleTimeoutSeconds\n      }\n      factorChallenge {\n        challenge\n        expiresAt\n        factors\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($input: LoginInput!) {\n    signIn(input: $input) {\n      session {\n        token\n        expiresAt\n        idleTimeoutSeconds\n      }\n      factorChallenge {\n        challenge\n        expiresAt\n        factors\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteSignIn($input: CompleteSignInInput!) {\n    completeSignIn(input: $input) {\n      token\n      expiresAt\n      idleTimeoutSeconds\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteSignIn($input: CompleteSignInInput!) {\n    completeSignIn(input: $input) {\n      token\n      expiresAt\n      idleTimeoutSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BeginSignInPasskeyFactor($challenge: String!) {\n    beginSignInPasskeyFactor(challenge: $challenge) {\n      optionsJson\n    }\n  }\n"): (typeof documents)["\n  mutation BeginSignInPasskeyFactor($challenge: String!) {\n    beginSignInPasskeyFactor(challenge: $challenge) {\n      optionsJson\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteSignInWithPasskey($input: CompleteSignInWithPasskeyInput!) {\n    completeSignInWithPasskey(input: $input) {\n      token\n      expiresAt\n      idleTimeoutSeconds\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteSignInWithPasskey($input: CompleteSignInWithPasskeyInput!) {\n    completeSignInWithPasskey(input: $input) {\n      token\n      expiresAt\n      idleTimeoutSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BeginPasskeySignIn {\n    beginPasskeySignIn {\n      optionsJson\n    }\n  }\n"): (typeof documents)["\n  mutation BeginPasskeySignIn {\n    beginPasskeySignIn {\n      optionsJson\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignInWithPasskey($credential: String!) {\n    signInWithPasskey(credential: $credential) {\n      token\n      expiresAt\n      idleTimeoutSeconds\n    }\n  }\n"): (typeof documents)["\n  mutation SignInWithPasskey($credential: String!) {\n    signInWithPasskey(credential: $credential) {\n      token\n      expiresAt\n      idleTimeoutSeconds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      userId\n      referralId\n      session {\n        token\n        expiresAt\n        idleTimeoutSeconds\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      userId\n      referralId\n      session {\n        token\n        expiresAt\n        idleTimeoutSeconds\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendPasswordResetCode($input: SendPasswordResetCodeInput!) {\n    sendPasswordResetCode(input: $input)\n  }\n"): (typeof documents)["\n  mutation SendPasswordResetCode($input: SendPasswordResetCodeInput!) {\n    sendPasswordResetCode(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommitmentArea($page: PageInput) {\n    commitmentArea(page: $page) {\n      plans {\n        id\n        kind\n        name\n        amount\n        coinName\n        contractDays\n      }\n      freePackage {\n        available\n        claimed\n        claimedAt\n        packageId\n        planId\n        kind\n        name\n        amount\n        coinName\n        contractDays\n      }\n      commitments {\n        items {\n          id\n          type\n          planName\n          kind\n          amount\n          coinName\n          status\n          packageId\n          reviewNote\n          createdAt\n          reviewedAt\n        }\n        pageInfo {\n          pageNum\n          pageSize\n          total\n          hasNextPage\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CommitmentArea($page: PageInput) {\n    commitmentArea(page: $page) {\n      plans {\n        id\n        kind\n        name\n        amount\n        coinName\n        contractDays\n      }\n      freePackage {\n        available\n        claimed\n        claimedAt\n        packageId\n        planId\n        kind\n        name\n        amount\n        coinName\n        contractDays\n      }\n      commitments {\n        items {\n          id\n          type\n          planName\n          kind\n          amount\n          coinName\n          status\n          packageId\n          reviewNote\n          createdAt\n          reviewedAt\n        }\n        pageInfo {\n          pageNum\n          pageSize\n          total\n          hasNextPage\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddCommitmentPackage($input: AddCommitmentInput!) {\n    addCommitmentPackage(input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation AddCommitmentPackage($input: AddCommitmentInput!) {\n    addCommitmentPackage(input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReceiveCommitmentPackage($input: ReceiveCommitmentInput!) {\n    receiveCommitmentPackage(input: $input) {\n      commitment {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReceiveCommitmentPackage($input: ReceiveCommitmentInput!) {\n    receiveCommitmentPackage(input: $input) {\n      commitment {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelConvert($id: ID!) {\n    cancelConvert(id: $id) {\n      id\n      status\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation CancelConvert($id: ID!) {\n    cancelConvert(id: $id) {\n      id\n      status\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConvertConfigs {\n    convertConfigs {\n      fromCoin\n      toCoin\n      rate\n      feeRatio\n      minAmount\n      reviewAbove\n      enabled\n    }\n  }\n"): (typeof documents)["\n  query ConvertConfigs {\n    convertConfigs {\n      fromCoin\n      toCoin\n      rate\n      feeRatio\n      minAmount\n      reviewAbove\n      enabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConvertOrders($page: PageInput) {\n    convertOrders(page: $page) {\n      items {\n        id\n        fromCoin\n        toCoin\n        amount\n        fee\n        rate\n        toAmount\n        status\n        reason\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query ConvertOrders($page: PageInput) {\n    convertOrders(page: $page) {\n      items {\n        id\n        fromCoin\n        toCoin\n        amount\n        fee\n        rate\n        toAmount\n        status\n        reason\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ConvertQuote($fromCoin: CoinName!, $toCoin: CoinName!, $amount: Decimal!) {\n    convertQuote(fromCoin: $fromCoin, toCoin: $toCoin, amount: $amount) {\n      fromCoin\n      toCoin\n      amount\n      rate\n      feeRatio\n      fee\n      toAmount\n      minAmount\n      belowMinimum\n      heldForReview\n    }\n  }\n"): (typeof documents)["\n  query ConvertQuote($fromCoin: CoinName!, $toCoin: CoinName!, $amount: Decimal!) {\n    convertQuote(fromCoin: $fromCoin, toCoin: $toCoin, amount: $amount) {\n      fromCoin\n      toCoin\n      amount\n      rate\n      feeRatio\n      fee\n      toAmount\n      minAmount\n      belowMinimum\n      heldForReview\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Convert($input: ConvertInput!) {\n    convert(input: $input) {\n      id\n      status\n      toAmount\n      toCoin\n    }\n  }\n"): (typeof documents)["\n  mutation Convert($input: ConvertInput!) {\n    convert(input: $input) {\n      id\n      status\n      toAmount\n      toCoin\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Earnings {\n    earnings {\n      unit\n      from\n      to\n      days {\n        day\n        profit\n        bonus\n      }\n      totals {\n        profit\n        bonus\n      }\n      leftOut\n      nextProfitAt\n    }\n  }\n"): (typeof documents)["\n  query Earnings {\n    earnings {\n      unit\n      from\n      to\n      days {\n        day\n        profit\n        bonus\n      }\n      totals {\n        profit\n        bonus\n      }\n      leftOut\n      nextProfitAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BankDepositQuote($channelId: ID!, $amount: Decimal!) {\n    bankDepositQuote(channelId: $channelId, amount: $amount) {\n      channelId\n      currency\n      exchangeRate\n      amount\n      localAmount\n    }\n  }\n"): (typeof documents)["\n  query BankDepositQuote($channelId: ID!, $amount: Decimal!) {\n    bankDepositQuote(channelId: $channelId, amount: $amount) {\n      channelId\n      currency\n      exchangeRate\n      amount\n      localAmount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DepositBank($input: DepositBankInput!, $receipt: File!) {\n    depositBank(input: $input, receipt: $receipt) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation DepositBank($input: DepositBankInput!, $receipt: File!) {\n    depositBank(input: $input, receipt: $receipt) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DepositChainConfig {\n    depositChainConfig {\n      coin\n      network\n      address\n      minAmount\n      multiple\n    }\n  }\n"): (typeof documents)["\n  query DepositChainConfig {\n    depositChainConfig {\n      coin\n      network\n      address\n      minAmount\n      multiple\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DepositChain($input: DepositChainInput!) {\n    depositChain(input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation DepositChain($input: DepositChainInput!) {\n    depositChain(input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DepositChannels {\n    depositChannels {\n      id\n      channelName\n      bankName\n      accountName\n      accountNumber\n      currency\n      exchangeRate\n      minAmount\n      multiple\n    }\n  }\n"): (typeof documents)["\n  query DepositChannels {\n    depositChannels {\n      id\n      channelName\n      bankName\n      accountName\n      accountNumber\n      currency\n      exchangeRate\n      minAmount\n      multiple\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DepositGuide {\n    depositGuide {\n      expectedReviewSeconds\n      approvedAutomatically\n      supportContact\n    }\n  }\n"): (typeof documents)["\n  query DepositGuide {\n    depositGuide {\n      expectedReviewSeconds\n      approvedAutomatically\n      supportContact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Deposits($kind: DepositKind, $page: PageInput) {\n    deposits(filter: { kind: $kind }, page: $page) {\n      items {\n        id\n        kind\n        amount\n        hash\n        paymentReference\n        channelName\n        bankName\n        currency\n        exchangeRate\n        localAmount\n        status\n        reason\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query Deposits($kind: DepositKind, $page: PageInput) {\n    deposits(filter: { kind: $kind }, page: $page) {\n      items {\n        id\n        kind\n        amount\n        hash\n        paymentReference\n        channelName\n        bankName\n        currency\n        exchangeRate\n        localAmount\n        status\n        reason\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GameArea($page: PageInput) {\n    gameAccount {\n      registered\n      gameUserName\n      bindAddress\n      boundAt\n      registeredAt\n      walletBalance\n      gmtAvailable\n      minTransfer\n      connected\n    }\n    gameBetFlow {\n      businessDay\n      today\n      total\n      updatedAt\n    }\n    gameTransfers(page: $page) {\n      items {\n        receiptNumber\n        direction\n        amount\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query GameArea($page: PageInput) {\n    gameAccount {\n      registered\n      gameUserName\n      bindAddress\n      boundAt\n      registeredAt\n      walletBalance\n      gmtAvailable\n      minTransfer\n      connected\n    }\n    gameBetFlow {\n      businessDay\n      today\n      total\n      updatedAt\n    }\n    gameTransfers(page: $page) {\n      items {\n        receiptNumber\n        direction\n        amount\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GameLists {\n    launchGames {\n      code\n      name\n      image\n      link\n      sortOrder\n    }\n    appMedia {\n      code\n      name\n      image\n      link\n      sortOrder\n    }\n  }\n"): (typeof documents)["\n  query GameLists {\n    launchGames {\n      code\n      name\n      image\n      link\n      sortOrder\n    }\n    appMedia {\n      code\n      name\n      image\n      link\n      sortOrder\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterGameAccount {\n    registerGameAccount {\n      registered\n      gameUserName\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterGameAccount {\n    registerGameAccount {\n      registered\n      gameUserName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BindGameAddress($input: BindGameAddressInput!) {\n    bindGameAddress(input: $input) {\n      bindAddress\n      boundAt\n    }\n  }\n"): (typeof documents)["\n  mutation BindGameAddress($input: BindGameAddressInput!) {\n    bindGameAddress(input: $input) {\n      bindAddress\n      boundAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GameLogin {\n    gameLogin {\n      launchUrl\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation GameLogin {\n    gameLogin {\n      launchUrl\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransferGameWallet($input: GameTransferInput!) {\n    transferGameWallet(input: $input) {\n      receiptNumber\n      direction\n      amount\n      walletBalance\n      gmtAvailable\n    }\n  }\n"): (typeof documents)["\n  mutation TransferGameWallet($input: GameTransferInput!) {\n    transferGameWallet(input: $input) {\n      receiptNumber\n      direction\n      amount\n      walletBalance\n      gmtAvailable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Jackpot {\n    jackpot {\n      round {\n        id\n        coinName\n        ticketPrice\n        feeRatio\n        status\n        drawn\n        openedAt\n        closesAt\n        closedAt\n        drawnAt\n        seedHash\n        seed\n        ticketCount\n        poolAmount\n        prizeAmount\n        feeAmount\n        winningTicket\n        winningOrderId\n        winningFirstTicket\n        winningLastTicket\n      }\n      myTickets\n      myOrders\n    }\n  }\n"): (typeof documents)["\n  query Jackpot {\n    jackpot {\n      round {\n        id\n        coinName\n        ticketPrice\n        feeRatio\n        status\n        drawn\n        openedAt\n        closesAt\n        closedAt\n        drawnAt\n        seedHash\n        seed\n        ticketCount\n        poolAmount\n        prizeAmount\n        feeAmount\n        winningTicket\n        winningOrderId\n        winningFirstTicket\n        winningLastTicket\n      }\n      myTickets\n      myOrders\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query JackpotOrders($page: PageInput) {\n    jackpotOrders(page: $page) {\n      items {\n        id\n        roundId\n        tickets\n        firstTicket\n        lastTicket\n        amount\n        coinName\n        status\n        prizeAmount\n        roundStatus\n        drawn\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query JackpotOrders($page: PageInput) {\n    jackpotOrders(page: $page) {\n      items {\n        id\n        roundId\n        tickets\n        firstTicket\n        lastTicket\n        amount\n        coinName\n        status\n        prizeAmount\n        roundStatus\n        drawn\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EnterJackpot($input: EnterJackpotInput!) {\n    enterJackpot(input: $input) {\n      id\n      tickets\n      firstTicket\n      lastTicket\n    }\n  }\n"): (typeof documents)["\n  mutation EnterJackpot($input: EnterJackpotInput!) {\n    enterJackpot(input: $input) {\n      id\n      tickets\n      firstTicket\n      lastTicket\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Kyc {\n    kyc {\n      status\n      canSubmit\n      reason\n      idNumber\n      submittedAt\n      reviewedAt\n    }\n  }\n"): (typeof documents)["\n  query Kyc {\n    kyc {\n      status\n      canSubmit\n      reason\n      idNumber\n      submittedAt\n      reviewedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitKyc($input: SubmitKycInput!, $front: File!, $back: File!) {\n    submitKyc(input: $input, front: $front, back: $back) {\n      status\n      canSubmit\n      reason\n      idNumber\n      submittedAt\n      reviewedAt\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitKyc($input: SubmitKycInput!, $front: File!, $back: File!) {\n    submitKyc(input: $input, front: $front, back: $back) {\n      status\n      canSubmit\n      reason\n      idNumber\n      submittedAt\n      reviewedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationUnreadCount {\n    notificationUnreadCount\n  }\n"): (typeof documents)["\n  query NotificationUnreadCount {\n    notificationUnreadCount\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription NotificationUnreadCountChanged {\n    notificationUnreadCountChanged\n  }\n"): (typeof documents)["\n  subscription NotificationUnreadCountChanged {\n    notificationUnreadCountChanged\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Notifications($page: PageInput, $unreadOnly: Boolean) {\n    notifications(page: $page, unreadOnly: $unreadOnly) {\n      items {\n        id\n        event\n        title\n        body\n        link\n        createdAt\n        readAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query Notifications($page: PageInput, $unreadOnly: Boolean) {\n    notifications(page: $page, unreadOnly: $unreadOnly) {\n      items {\n        id\n        event\n        title\n        body\n        link\n        createdAt\n        readAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationsRead($ids: [ID!]!) {\n    markNotificationsRead(ids: $ids)\n  }\n"): (typeof documents)["\n  mutation MarkNotificationsRead($ids: [ID!]!) {\n    markNotificationsRead(ids: $ids)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"): (typeof documents)["\n  mutation MarkAllNotificationsRead {\n    markAllNotificationsRead\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationPreferences {\n    notificationPreferences {\n      event\n      inApp\n      email\n      push\n      locked\n    }\n  }\n"): (typeof documents)["\n  query NotificationPreferences {\n    notificationPreferences {\n      event\n      inApp\n      email\n      push\n      locked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetNotificationPreference($event: NotificationEvent!, $channel: NotificationChannel!, $enabled: Boolean!) {\n    setNotificationPreference(event: $event, channel: $channel, enabled: $enabled) {\n      event\n      inApp\n      email\n      push\n      locked\n    }\n  }\n"): (typeof documents)["\n  mutation SetNotificationPreference($event: NotificationEvent!, $channel: NotificationChannel!, $enabled: Boolean!) {\n    setNotificationPreference(event: $event, channel: $channel, enabled: $enabled) {\n      event\n      inApp\n      email\n      push\n      locked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MonthlyStatementPreference {\n    monthlyStatementPreference {\n      enabled\n      email\n    }\n  }\n"): (typeof documents)["\n  query MonthlyStatementPreference {\n    monthlyStatementPreference {\n      enabled\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetMonthlyStatement($enabled: Boolean!) {\n    setMonthlyStatement(enabled: $enabled) {\n      enabled\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation SetMonthlyStatement($enabled: Boolean!) {\n    setMonthlyStatement(enabled: $enabled) {\n      enabled\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationPushKey {\n    notificationPushKey\n  }\n"): (typeof documents)["\n  query NotificationPushKey {\n    notificationPushKey\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationEmail {\n    emailAddress {\n      email\n      canSend\n    }\n  }\n"): (typeof documents)["\n  query NotificationEmail {\n    emailAddress {\n      email\n      canSend\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubscribePush($input: SubscribePushInput!) {\n    subscribePush(input: $input)\n  }\n"): (typeof documents)["\n  mutation SubscribePush($input: SubscribePushInput!) {\n    subscribePush(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsubscribePush($endpoint: String!) {\n    unsubscribePush(endpoint: $endpoint)\n  }\n"): (typeof documents)["\n  mutation UnsubscribePush($endpoint: String!) {\n    unsubscribePush(endpoint: $endpoint)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishOtcOffer($input: PublishOtcOfferInput!) {\n    publishOtcOffer(input: $input) {\n      offer {\n        id\n        status\n      }\n      receiptNumber\n    }\n  }\n"): (typeof documents)["\n  mutation PublishOtcOffer($input: PublishOtcOfferInput!) {\n    publishOtcOffer(input: $input) {\n      offer {\n        id\n        status\n      }\n      receiptNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelOtcOffer($id: ID!, $input: CancelOtcOfferInput!) {\n    cancelOtcOffer(id: $id, input: $input) {\n      offer {\n        id\n        status\n        remaining\n      }\n      returned\n    }\n  }\n"): (typeof documents)["\n  mutation CancelOtcOffer($id: ID!, $input: CancelOtcOfferInput!) {\n    cancelOtcOffer(id: $id, input: $input) {\n      offer {\n        id\n        status\n        remaining\n      }\n      returned\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BuyOtcOffer($id: ID!, $input: BuyOtcOfferInput!) {\n    buyOtcOffer(id: $id, input: $input) {\n      trade {\n        id\n        buyerReceives\n      }\n      receiptNumber\n    }\n  }\n"): (typeof documents)["\n  mutation BuyOtcOffer($id: ID!, $input: BuyOtcOfferInput!) {\n    buyOtcOffer(id: $id, input: $input) {\n      trade {\n        id\n        buyerReceives\n      }\n      receiptNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendOtcChatMessage($tradeId: ID!, $input: SendOtcChatMessageInput!) {\n    sendOtcChatMessage(tradeId: $tradeId, input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SendOtcChatMessage($tradeId: ID!, $input: SendOtcChatMessageInput!) {\n    sendOtcChatMessage(tradeId: $tradeId, input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AppealOtcTrade($tradeId: ID!, $input: AppealOtcTradeInput!) {\n    appealOtcTrade(tradeId: $tradeId, input: $input) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation AppealOtcTrade($tradeId: ID!, $input: AppealOtcTradeInput!) {\n    appealOtcTrade(tradeId: $tradeId, input: $input) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RateOtcTrade($tradeId: ID!, $input: RateOtcTradeInput!) {\n    rateOtcTrade(tradeId: $tradeId, input: $input) {\n      id\n      myRating {\n        score\n        comment\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RateOtcTrade($tradeId: ID!, $input: RateOtcTradeInput!) {\n    rateOtcTrade(tradeId: $tradeId, input: $input) {\n      id\n      myRating {\n        score\n        comment\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OtcLobby($page: PageInput) {\n    otcLobby(page: $page) {\n      payCoinName\n      feeRatio\n      feePayer\n      items {\n        id\n        sellerUserName\n        amount\n        remaining\n        price\n        payCoinName\n        minAmount\n        maxAmount\n        takeMin\n        takeMax\n        mine\n        seller {\n          completedTrades\n          rating\n          ratingCount\n        }\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query OtcLobby($page: PageInput) {\n    otcLobby(page: $page) {\n      payCoinName\n      feeRatio\n      feePayer\n      items {\n        id\n        sellerUserName\n        amount\n        remaining\n        price\n        payCoinName\n        minAmount\n        maxAmount\n        takeMin\n        takeMax\n        mine\n        seller {\n          completedTrades\n          rating\n          ratingCount\n        }\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OtcOffers($page: PageInput) {\n    otcOffers(page: $page) {\n      items {\n        id\n        amount\n        remaining\n        sold\n        price\n        payCoinName\n        minAmount\n        maxAmount\n        status\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query OtcOffers($page: PageInput) {\n    otcOffers(page: $page) {\n      items {\n        id\n        amount\n        remaining\n        sold\n        price\n        payCoinName\n        minAmount\n        maxAmount\n        status\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OtcTrades($page: PageInput) {\n    otcTrades(page: $page) {\n      items {\n        id\n        role\n        counterpartyUserName\n        amount\n        price\n        payCoinName\n        payAmount\n        fee\n        feeCoinName\n        buyerReceives\n        sellerReceives\n        status\n        appeal {\n          reason\n          decision\n          decisionNote\n        }\n        myRating {\n          score\n          comment\n        }\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query OtcTrades($page: PageInput) {\n    otcTrades(page: $page) {\n      items {\n        id\n        role\n        counterpartyUserName\n        amount\n        price\n        payCoinName\n        payAmount\n        fee\n        feeCoinName\n        buyerReceives\n        sellerReceives\n        status\n        appeal {\n          reason\n          decision\n          decisionNote\n        }\n        myRating {\n          score\n          comment\n        }\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OtcChat($tradeId: ID!) {\n    otcChat(tradeId: $tradeId, page: { pageNum: 1, pageSize: 100 }) {\n      items {\n        id\n        senderUserName\n        mine\n        content\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query OtcChat($tradeId: ID!) {\n    otcChat(tradeId: $tradeId, page: { pageNum: 1, pageSize: 100 }) {\n      items {\n        id\n        senderUserName\n        mine\n        content\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OtcBuyQuote($id: ID!, $amount: Decimal!) {\n    otcBuyQuote(id: $id, amount: $amount) {\n      offerId\n      amount\n      price\n      payCoinName\n      payAmount\n      fee\n      feeCoinName\n      buyerReceives\n      sellerReceives\n    }\n  }\n"): (typeof documents)["\n  query OtcBuyQuote($id: ID!, $amount: Decimal!) {\n    otcBuyQuote(id: $id, amount: $amount) {\n      offerId\n      amount\n      price\n      payCoinName\n      payAmount\n      fee\n      feeCoinName\n      buyerReceives\n      sellerReceives\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Claims($filter: ClaimFilter, $page: PageInput) {\n    claims(filter: $filter, page: $page) {\n      items {\n        id\n        packageName\n        premiumRound\n        tradeOrder\n        status\n        reason\n        payout\n        coinName\n        transactionNumber\n        screenshot {\n          sha256\n          sizeBytes\n          receivedAt\n        }\n        timeline {\n          status\n          note\n          at\n        }\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query Claims($filter: ClaimFilter, $page: PageInput) {\n    claims(filter: $filter, page: $page) {\n      items {\n        id\n        packageName\n        premiumRound\n        tradeOrder\n        status\n        reason\n        payout\n        coinName\n        transactionNumber\n        screenshot {\n          sha256\n          sizeBytes\n          receivedAt\n        }\n        timeline {\n          status\n          note\n          at\n        }\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FileClaim($input: FileClaimInput!, $screenshot: File!) {\n    fileClaim(input: $input, screenshot: $screenshot) {\n      id\n      tradeOrder\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation FileClaim($input: FileClaimInput!, $screenshot: File!) {\n    fileClaim(input: $input, screenshot: $screenshot) {\n      id\n      tradeOrder\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntrustPlans {\n    entrustPlans {\n      id\n      name\n      amount\n      coinName\n      profitCoinName\n      contractDays\n      dailyProfitRatio\n      termProfit\n      maxPurchaseCount\n      purchasedCount\n      redeemFeeRatio\n    }\n  }\n"): (typeof documents)["\n  query EntrustPlans {\n    entrustPlans {\n      id\n      name\n      amount\n      coinName\n      profitCoinName\n      contractDays\n      dailyProfitRatio\n      termProfit\n      maxPurchaseCount\n      purchasedCount\n      redeemFeeRatio\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntrustPackages($filter: EntrustPackageFilter, $page: PageInput) {\n    entrustPackages(filter: $filter, page: $page) {\n      items {\n        id\n        planId\n        name\n        origin\n        coinName\n        profitCoinName\n        amount\n        principal\n        dailyProfitRatio\n        contractDays\n        startDate\n        expiryDate\n        expiresAt\n        redeemUntil\n        renewals\n        autoAdd\n        state\n        totalProfit\n        compoundedProfit\n        creditedProfit\n        nextProfitAt\n        nextProfitAmount\n        contractDaysElapsed\n        projection {\n          days\n          simpleProfit\n          compoundProfit\n          compoundPrincipal\n        }\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n    entrustTotals {\n      activeCount\n      totalAmount\n      totalProfit\n    }\n  }\n"): (typeof documents)["\n  query EntrustPackages($filter: EntrustPackageFilter, $page: PageInput) {\n    entrustPackages(filter: $filter, page: $page) {\n      items {\n        id\n        planId\n        name\n        origin\n        coinName\n        profitCoinName\n        amount\n        principal\n        dailyProfitRatio\n        contractDays\n        startDate\n        expiryDate\n        expiresAt\n        redeemUntil\n        renewals\n        autoAdd\n        state\n        totalProfit\n        compoundedProfit\n        creditedProfit\n        nextProfitAt\n        nextProfitAmount\n        contractDaysElapsed\n        projection {\n          days\n          simpleProfit\n          compoundProfit\n          compoundPrincipal\n        }\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n    entrustTotals {\n      activeCount\n      totalAmount\n      totalProfit\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntrustRedeemQuote($id: ID!) {\n    entrustRedeemQuote(id: $id) {\n      packageId\n      state\n      redeemable\n      principal\n      redeemFeeRatio\n      redeemFee\n      netAmount\n      coinName\n      redeemableFrom\n    }\n  }\n"): (typeof documents)["\n  query EntrustRedeemQuote($id: ID!) {\n    entrustRedeemQuote(id: $id) {\n      packageId\n      state\n      redeemable\n      principal\n      redeemFeeRatio\n      redeemFee\n      netAmount\n      coinName\n      redeemableFrom\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EntrustUpgradeOptions($id: ID!) {\n    entrustUpgradeOptions(id: $id) {\n      planId\n      name\n      amount\n      coinName\n      cost\n    }\n  }\n"): (typeof documents)["\n  query EntrustUpgradeOptions($id: ID!) {\n    entrustUpgradeOptions(id: $id) {\n      planId\n      name\n      amount\n      coinName\n      cost\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BuyEntrustPackage($input: BuyEntrustPackageInput!) {\n    buyEntrustPackage(input: $input) {\n      id\n      name\n      nextProfitAt\n    }\n  }\n"): (typeof documents)["\n  mutation BuyEntrustPackage($input: BuyEntrustPackageInput!) {\n    buyEntrustPackage(input: $input) {\n      id\n      name\n      nextProfitAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpgradeEntrustPackage($id: ID!, $input: UpgradeEntrustPackageInput!) {\n    upgradeEntrustPackage(id: $id, input: $input) {\n      id\n      amount\n    }\n  }\n"): (typeof documents)["\n  mutation UpgradeEntrustPackage($id: ID!, $input: UpgradeEntrustPackageInput!) {\n    upgradeEntrustPackage(id: $id, input: $input) {\n      id\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeemEntrustPackage($id: ID!, $input: RedeemEntrustPackageInput!) {\n    redeemEntrustPackage(id: $id, input: $input) {\n      redeemFee\n      netAmount\n      package {\n        id\n        state\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RedeemEntrustPackage($id: ID!, $input: RedeemEntrustPackageInput!) {\n    redeemEntrustPackage(id: $id, input: $input) {\n      redeemFee\n      netAmount\n      package {\n        id\n        state\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetEntrustPackageAutoAdd($id: ID!, $input: SetEntrustPackageAutoAddInput!) {\n    setEntrustPackageAutoAdd(id: $id, input: $input) {\n      id\n      autoAdd\n    }\n  }\n"): (typeof documents)["\n  mutation SetEntrustPackageAutoAdd($id: ID!, $input: SetEntrustPackageAutoAddInput!) {\n    setEntrustPackageAutoAdd(id: $id, input: $input) {\n      id\n      autoAdd\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InsurancePlans {\n    insurancePlans {\n      id\n      name\n      amount\n      coinName\n      profitCoinName\n      contractDays\n      dailyProfitRatio\n      termProfit\n      maxPurchaseCount\n      purchasedCount\n      redeemFeeRatio\n      premiumRatio\n      premiumRounds\n      claimPayoutRatio\n    }\n  }\n"): (typeof documents)["\n  query InsurancePlans {\n    insurancePlans {\n      id\n      name\n      amount\n      coinName\n      profitCoinName\n      contractDays\n      dailyProfitRatio\n      termProfit\n      maxPurchaseCount\n      purchasedCount\n      redeemFeeRatio\n      premiumRatio\n      premiumRounds\n      claimPayoutRatio\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InsurancePackages($filter: InsurancePackageFilter, $page: PageInput) {\n    insurancePackages(filter: $filter, page: $page) {\n      items {\n        id\n        planId\n        name\n        origin\n        coinName\n        profitCoinName\n        amount\n        principal\n        dailyProfitRatio\n        contractDays\n        startDate\n        unlockDate\n        unlockAt\n        autoAdd\n        state\n        totalProfit\n        compoundedProfit\n        creditedProfit\n        nextProfitAt\n        nextProfitAmount\n        contractDaysElapsed\n        refillAmount\n        projection {\n          days\n          simpleProfit\n          compoundProfit\n          compoundPrincipal\n        }\n        createdAt\n        redeemedAt\n        claimableOrders\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query InsurancePackages($filter: InsurancePackageFilter, $page: PageInput) {\n    insurancePackages(filter: $filter, page: $page) {\n      items {\n        id\n        planId\n        name\n        origin\n        coinName\n        profitCoinName\n        amount\n        principal\n        dailyProfitRatio\n        contractDays\n        startDate\n        unlockDate\n        unlockAt\n        autoAdd\n        state\n        totalProfit\n        compoundedProfit\n        creditedProfit\n        nextProfitAt\n        nextProfitAmount\n        contractDaysElapsed\n        refillAmount\n        projection {\n          days\n          simpleProfit\n          compoundProfit\n          compoundPrincipal\n        }\n        createdAt\n        redeemedAt\n        claimableOrders\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InsuranceRedeemQuote($id: ID!) {\n    insuranceRedeemQuote(id: $id) {\n      packageId\n      state\n      redeemable\n      principal\n      redeemFeeRatio\n      redeemFee\n      netAmount\n      coinName\n      redeemableFrom\n      closesTransfers\n    }\n  }\n"): (typeof documents)["\n  query InsuranceRedeemQuote($id: ID!) {\n    insuranceRedeemQuote(id: $id) {\n      packageId\n      state\n      redeemable\n      principal\n      redeemFeeRatio\n      redeemFee\n      netAmount\n      coinName\n      redeemableFrom\n      closesTransfers\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InsuranceUpgradeOptions($id: ID!) {\n    insuranceUpgradeOptions(id: $id) {\n      planId\n      name\n      amount\n      coinName\n      cost\n    }\n  }\n"): (typeof documents)["\n  query InsuranceUpgradeOptions($id: ID!) {\n    insuranceUpgradeOptions(id: $id) {\n      planId\n      name\n      amount\n      coinName\n      cost\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BuyInsurancePackage($input: BuyInsurancePackageInput!) {\n    buyInsurancePackage(input: $input) {\n      id\n      name\n      nextProfitAt\n      state\n      unlockAt\n    }\n  }\n"): (typeof documents)["\n  mutation BuyInsurancePackage($input: BuyInsurancePackageInput!) {\n    buyInsurancePackage(input: $input) {\n      id\n      name\n      nextProfitAt\n      state\n      unlockAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpgradeInsurancePackage($id: ID!, $input: UpgradeInsurancePackageInput!) {\n    upgradeInsurancePackage(id: $id, input: $input) {\n      id\n      name\n      amount\n    }\n  }\n"): (typeof documents)["\n  mutation UpgradeInsurancePackage($id: ID!, $input: UpgradeInsurancePackageInput!) {\n    upgradeInsurancePackage(id: $id, input: $input) {\n      id\n      name\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefillInsurancePackage($id: ID!, $input: RefillInsurancePackageInput!) {\n    refillInsurancePackage(id: $id, input: $input) {\n      id\n      principal\n    }\n  }\n"): (typeof documents)["\n  mutation RefillInsurancePackage($id: ID!, $input: RefillInsurancePackageInput!) {\n    refillInsurancePackage(id: $id, input: $input) {\n      id\n      principal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeemInsurancePackage($id: ID!, $input: RedeemInsurancePackageInput!) {\n    redeemInsurancePackage(id: $id, input: $input) {\n      redeemFee\n      netAmount\n      transfersReopenAt\n      package {\n        id\n        state\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RedeemInsurancePackage($id: ID!, $input: RedeemInsurancePackageInput!) {\n    redeemInsurancePackage(id: $id, input: $input) {\n      redeemFee\n      netAmount\n      transfersReopenAt\n      package {\n        id\n        state\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetInsurancePackageAutoAdd($id: ID!, $input: SetInsurancePackageAutoAddInput!) {\n    setInsurancePackageAutoAdd(id: $id, input: $input) {\n      id\n      autoAdd\n    }\n  }\n"): (typeof documents)["\n  mutation SetInsurancePackageAutoAdd($id: ID!, $input: SetInsurancePackageAutoAddInput!) {\n    setInsurancePackageAutoAdd(id: $id, input: $input) {\n      id\n      autoAdd\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InsuranceAutoAddEnabled {\n    insuranceAutoAddEnabled\n  }\n"): (typeof documents)["\n  query InsuranceAutoAddEnabled {\n    insuranceAutoAddEnabled\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetInsuranceAutoAddSetting($input: SetInsuranceAutoAddSettingInput!) {\n    setInsuranceAutoAddSetting(input: $input) {\n      enabled\n      packagesUpdated\n    }\n  }\n"): (typeof documents)["\n  mutation SetInsuranceAutoAddSetting($input: SetInsuranceAutoAddSettingInput!) {\n    setInsuranceAutoAddSetting(input: $input) {\n      enabled\n      packagesUpdated\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InsuranceCover($id: ID!) {\n    insuranceCover(id: $id) {\n      packageId\n      insured\n      premiumAmount\n      coinName\n      claimPayout\n      claimPayoutCoinName\n      maxRounds\n      paidRounds\n      remainingRounds\n      canPay\n      refusal\n      currentRound {\n        premiumId\n        round\n        ordersUsed\n        orders {\n          tradeOrder\n          placed\n          day\n          profit\n          claimStatus\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query InsuranceCover($id: ID!) {\n    insuranceCover(id: $id) {\n      packageId\n      insured\n      premiumAmount\n      coinName\n      claimPayout\n      claimPayoutCoinName\n      maxRounds\n      paidRounds\n      remainingRounds\n      canPay\n      refusal\n      currentRound {\n        premiumId\n        round\n        ordersUsed\n        orders {\n          tradeOrder\n          placed\n          day\n          profit\n          claimStatus\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Premiums($filter: PremiumFilter, $page: PageInput) {\n    premiums(filter: $filter, page: $page) {\n      items {\n        id\n        packageId\n        packageName\n        round\n        amount\n        coinName\n        paidBy\n        status\n        ordersUsed\n        insured\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n    premiumTotals {\n      totalAmount\n      count\n    }\n  }\n"): (typeof documents)["\n  query Premiums($filter: PremiumFilter, $page: PageInput) {\n    premiums(filter: $filter, page: $page) {\n      items {\n        id\n        packageId\n        packageName\n        round\n        amount\n        coinName\n        paidBy\n        status\n        ordersUsed\n        insured\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n    premiumTotals {\n      totalAmount\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PayPremium($id: ID!, $input: PayPremiumInput!) {\n    payPremium(id: $id, input: $input) {\n      id\n      round\n      amount\n    }\n  }\n"): (typeof documents)["\n  mutation PayPremium($id: ID!, $input: PayPremiumInput!) {\n    payPremium(id: $id, input: $input) {\n      id\n      round\n      amount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PinCodePlans {\n    pinCodePlans {\n      id\n      kind\n      name\n      price\n      priceCoinName\n      amount\n      coinName\n      contractDays\n    }\n  }\n"): (typeof documents)["\n  query PinCodePlans {\n    pinCodePlans {\n      id\n      kind\n      name\n      price\n      priceCoinName\n      amount\n      coinName\n      contractDays\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PinCodes($filter: PinCodeFilter, $page: PageInput) {\n    pinCodes(filter: $filter, page: $page) {\n      items {\n        id\n        code\n        planId\n        planName\n        kind\n        amount\n        coinName\n        origin\n        state\n        holderUserName\n        activatedForUserName\n        activatedAt\n        packageId\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query PinCodes($filter: PinCodeFilter, $page: PageInput) {\n    pinCodes(filter: $filter, page: $page) {\n      items {\n        id\n        code\n        planId\n        planName\n        kind\n        amount\n        coinName\n        origin\n        state\n        holderUserName\n        activatedForUserName\n        activatedAt\n        packageId\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PinCodeCustody($id: ID!, $page: PageInput) {\n    pinCodeCustody(id: $id, page: $page) {\n      items {\n        id\n        type\n        fromUserName\n        toUserName\n        forUserName\n        packageId\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query PinCodeCustody($id: ID!, $page: PageInput) {\n    pinCodeCustody(id: $id, page: $page) {\n      items {\n        id\n        type\n        fromUserName\n        toUserName\n        forUserName\n        packageId\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BuyPinCodes($input: BuyPinCodesInput!) {\n    buyPinCodes(input: $input) {\n      total\n      coinName\n      receiptNumber\n      codes {\n        id\n        code\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BuyPinCodes($input: BuyPinCodesInput!) {\n    buyPinCodes(input: $input) {\n      total\n      coinName\n      receiptNumber\n      codes {\n        id\n        code\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ActivatePinCode($id: ID!, $input: ActivatePinCodeInput!) {\n    activatePinCode(id: $id, input: $input) {\n      code {\n        id\n        state\n      }\n      insurancePackage {\n        id\n      }\n      entrustPackage {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ActivatePinCode($id: ID!, $input: ActivatePinCodeInput!) {\n    activatePinCode(id: $id, input: $input) {\n      code {\n        id\n        state\n      }\n      insurancePackage {\n        id\n      }\n      entrustPackage {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TransferPinCode($id: ID!, $input: TransferPinCodeInput!) {\n    transferPinCode(id: $id, input: $input) {\n      toUserName\n      code {\n        id\n        state\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TransferPinCode($id: ID!, $input: TransferPinCodeInput!) {\n    transferPinCode(id: $id, input: $input) {\n      toUserName\n      code {\n        id\n        state\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecordTypes {\n    recordTypes {\n      recordType\n      name\n    }\n  }\n"): (typeof documents)["\n  query RecordTypes {\n    recordTypes {\n      recordType\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Records($filter: RecordFilter, $page: PageInput) {\n    records(filter: $filter, page: $page) {\n      items {\n        id\n        receiptNumber\n        transactionNumber\n        coinName\n        recordType\n        recordTypeName\n        amount\n        fee\n        actualAmount\n        status\n        reason\n        hash\n        remark\n        note {\n          kind\n          fromCoin\n          toCoin\n          orderId\n          counterparty\n          destination\n          packageName\n          targetPackageName\n          round\n          tradeOrder\n          firstTicket\n          lastTicket\n          quantity\n          day\n          depth\n          text\n        }\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query Records($filter: RecordFilter, $page: PageInput) {\n    records(filter: $filter, page: $page) {\n      items {\n        id\n        receiptNumber\n        transactionNumber\n        coinName\n        recordType\n        recordTypeName\n        amount\n        fee\n        actualAmount\n        status\n        reason\n        hash\n        remark\n        note {\n          kind\n          fromCoin\n          toCoin\n          orderId\n          counterparty\n          destination\n          packageName\n          targetPackageName\n          round\n          tradeOrder\n          firstTicket\n          lastTicket\n          quantity\n          day\n          depth\n          text\n        }\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AntiPhishingCode {\n    antiPhishingCode {\n      set\n      code\n    }\n  }\n"): (typeof documents)["\n  query AntiPhishingCode {\n    antiPhishingCode {\n      set\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAntiPhishingCode($input: SetAntiPhishingCodeInput!) {\n    setAntiPhishingCode(input: $input) {\n      set\n      code\n    }\n  }\n"): (typeof documents)["\n  mutation SetAntiPhishingCode($input: SetAntiPhishingCodeInput!) {\n    setAntiPhishingCode(input: $input) {\n      set\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearAntiPhishingCode($input: ClearAntiPhishingCodeInput!) {\n    clearAntiPhishingCode(input: $input) {\n      set\n      code\n    }\n  }\n"): (typeof documents)["\n  mutation ClearAntiPhishingCode($input: ClearAntiPhishingCodeInput!) {\n    clearAntiPhishingCode(input: $input) {\n      set\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmailAddress {\n    emailAddress {\n      email\n      pending {\n        email\n        expiresAt\n      }\n      canSend\n    }\n  }\n"): (typeof documents)["\n  query EmailAddress {\n    emailAddress {\n      email\n      pending {\n        email\n        expiresAt\n      }\n      canSend\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BeginEmailChange($input: BeginEmailChangeInput!) {\n    beginEmailChange(input: $input) {\n      email\n      pending {\n        email\n        expiresAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BeginEmailChange($input: BeginEmailChangeInput!) {\n    beginEmailChange(input: $input) {\n      email\n      pending {\n        email\n        expiresAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmEmailChange($input: ConfirmEmailChangeInput!) {\n    confirmEmailChange(input: $input) {\n      email\n      pending {\n        email\n        expiresAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmEmailChange($input: ConfirmEmailChangeInput!) {\n    confirmEmailChange(input: $input) {\n      email\n      pending {\n        email\n        expiresAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountFreeze {\n    accountFreeze {\n      frozen\n      frozenAt\n      source\n    }\n  }\n"): (typeof documents)["\n  query AccountFreeze {\n    accountFreeze {\n      frozen\n      frozenAt\n      source\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FreezeAccount {\n    freezeAccount {\n      frozen\n      frozenAt\n      source\n    }\n  }\n"): (typeof documents)["\n  mutation FreezeAccount {\n    freezeAccount {\n      frozen\n      frozenAt\n      source\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FreezeAccountByLink($token: String!) {\n    freezeAccountByLink(token: $token)\n  }\n"): (typeof documents)["\n  mutation FreezeAccountByLink($token: String!) {\n    freezeAccountByLink(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Passkeys {\n    passkeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n"): (typeof documents)["\n  query Passkeys {\n    passkeys {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BeginPasskeyRegistration {\n    beginPasskeyRegistration {\n      optionsJson\n    }\n  }\n"): (typeof documents)["\n  mutation BeginPasskeyRegistration {\n    beginPasskeyRegistration {\n      optionsJson\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterPasskey($input: RegisterPasskeyInput!) {\n    registerPasskey(input: $input) {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterPasskey($input: RegisterPasskeyInput!) {\n    registerPasskey(input: $input) {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenamePasskey($id: ID!, $name: String!) {\n    renamePasskey(id: $id, name: $name) {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RenamePasskey($id: ID!, $name: String!) {\n    renamePasskey(id: $id, name: $name) {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemovePasskey($input: RemovePasskeyInput!) {\n    removePasskey(input: $input) {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RemovePasskey($input: RemovePasskeyInput!) {\n    removePasskey(input: $input) {\n      id\n      name\n      createdAt\n      lastUsedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SecondFactors {\n    secondFactors {\n      totpEnabled\n      totpEnabledAt\n      recoveryCodesLeft\n    }\n  }\n"): (typeof documents)["\n  query SecondFactors {\n    secondFactors {\n      totpEnabled\n      totpEnabledAt\n      recoveryCodesLeft\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BeginTotpEnrolment {\n    beginTotpEnrolment {\n      secret\n      otpauthUri\n    }\n  }\n"): (typeof documents)["\n  mutation BeginTotpEnrolment {\n    beginTotpEnrolment {\n      secret\n      otpauthUri\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmTotpEnrolment($input: ConfirmTotpEnrolmentInput!) {\n    confirmTotpEnrolment(input: $input) {\n      codes\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmTotpEnrolment($input: ConfirmTotpEnrolmentInput!) {\n    confirmTotpEnrolment(input: $input) {\n      codes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DisableTotp($input: FactorChangeInput!) {\n    disableTotp(input: $input)\n  }\n"): (typeof documents)["\n  mutation DisableTotp($input: FactorChangeInput!) {\n    disableTotp(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegenerateRecoveryCodes($input: FactorChangeInput!) {\n    regenerateRecoveryCodes(input: $input) {\n      codes\n    }\n  }\n"): (typeof documents)["\n  mutation RegenerateRecoveryCodes($input: FactorChangeInput!) {\n    regenerateRecoveryCodes(input: $input) {\n      codes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MemberSessions {\n    memberSessions {\n      id\n      current\n      browser\n      os\n      kind\n      userAgent\n      address\n      startedAt\n      lastSeenAt\n    }\n  }\n"): (typeof documents)["\n  query MemberSessions {\n    memberSessions {\n      id\n      current\n      browser\n      os\n      kind\n      userAgent\n      address\n      startedAt\n      lastSeenAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndSession($id: ID!) {\n    endSession(id: $id) {\n      id\n      current\n      browser\n      os\n      kind\n      userAgent\n      address\n      startedAt\n      lastSeenAt\n    }\n  }\n"): (typeof documents)["\n  mutation EndSession($id: ID!) {\n    endSession(id: $id) {\n      id\n      current\n      browser\n      os\n      kind\n      userAgent\n      address\n      startedAt\n      lastSeenAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n"): (typeof documents)["\n  mutation EndOtherSessions {\n    endOtherSessions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SignInHistory($page: PageInput) {\n    signInHistory(page: $page) {\n      items {\n        id\n        outcome\n        browser\n        os\n        kind\n        userAgent\n        address\n        at\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query SignInHistory($page: PageInput) {\n    signInHistory(page: $page) {\n      items {\n        id\n        outcome\n        browser\n        os\n        kind\n        userAgent\n        address\n        at\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WithdrawalWhitelist {\n    withdrawalWhitelist {\n      on\n      offAt\n      addresses {\n        id\n        network\n        address\n        label\n        whitelisted\n        whitelistedFrom\n      }\n    }\n  }\n"): (typeof documents)["\n  query WithdrawalWhitelist {\n    withdrawalWhitelist {\n      on\n      offAt\n      addresses {\n        id\n        network\n        address\n        label\n        whitelisted\n        whitelistedFrom\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetWithdrawalWhitelistMode($on: Boolean!) {\n    setWithdrawalWhitelistMode(on: $on) {\n      on\n      offAt\n      addresses {\n        id\n        network\n        address\n        label\n        whitelisted\n        whitelistedFrom\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetWithdrawalWhitelistMode($on: Boolean!) {\n    setWithdrawalWhitelistMode(on: $on) {\n      on\n      offAt\n      addresses {\n        id\n        network\n        address\n        label\n        whitelisted\n        whitelistedFrom\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAddressWhitelisted($id: ID!, $listed: Boolean!) {\n    setAddressWhitelisted(id: $id, listed: $listed) {\n      on\n      offAt\n      addresses {\n        id\n        network\n        address\n        label\n        whitelisted\n        whitelistedFrom\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetAddressWhitelisted($id: ID!, $listed: Boolean!) {\n    setAddressWhitelisted(id: $id, listed: $listed) {\n      on\n      offAt\n      addresses {\n        id\n        network\n        address\n        label\n        whitelisted\n        whitelistedFrom\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangeTransactionPassword($input: ChangeTransactionPasswordInput!) {\n    changeTransactionPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ChangeTransactionPassword($input: ChangeTransactionPasswordInput!) {\n    changeTransactionPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BonusEarned($filter: BonusEarnedFilter) {\n    bonusEarned(filter: $filter) {\n      total\n      byType {\n        recordType\n        amount\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query BonusEarned($filter: BonusEarnedFilter) {\n    bonusEarned(filter: $filter) {\n      total\n      byType {\n        recordType\n        amount\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyOrganization {\n    myOrganization {\n      member {\n        id\n        userName\n        level\n        depth\n        personalVolume\n        teamVolume\n        directCount\n        createdAt\n      }\n      teamCount\n      activeDirectCount\n      levelCounts {\n        level\n        count\n      }\n      nextRank {\n        level\n        requirements {\n          name\n          have\n          need\n          met\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyOrganization {\n    myOrganization {\n      member {\n        id\n        userName\n        level\n        depth\n        personalVolume\n        teamVolume\n        directCount\n        createdAt\n      }\n      teamCount\n      activeDirectCount\n      levelCounts {\n        level\n        count\n      }\n      nextRank {\n        level\n        requirements {\n          name\n          have\n          need\n          met\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Organization($id: ID!) {\n    organization(id: $id) {\n      member {\n        id\n        userName\n        level\n        depth\n        personalVolume\n        teamVolume\n        directCount\n        createdAt\n      }\n      teamCount\n      levelCounts {\n        level\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query Organization($id: ID!) {\n    organization(id: $id) {\n      member {\n        id\n        userName\n        level\n        depth\n        personalVolume\n        teamVolume\n        directCount\n        createdAt\n      }\n      teamCount\n      levelCounts {\n        level\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Ranks {\n    ranks {\n      level\n      personalVolume\n      teamVolume\n      directReferrals\n    }\n  }\n"): (typeof documents)["\n  query Ranks {\n    ranks {\n      level\n      personalVolume\n      teamVolume\n      directReferrals\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TeamMembers($filter: TeamMemberFilter, $page: PageInput) {\n    teamMembers(filter: $filter, page: $page) {\n      items {\n        id\n        userName\n        level\n        depth\n        personalVolume\n        teamVolume\n        directCount\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query TeamMembers($filter: TeamMemberFilter, $page: PageInput) {\n    teamMembers(filter: $filter, page: $page) {\n      items {\n        id\n        userName\n        level\n        depth\n        personalVolume\n        teamVolume\n        directCount\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetAgreedToTerms($input: SetAgreedToTermsInput!) {\n    setAgreedToTerms(input: $input) {\n      id\n      agreedToTerms\n    }\n  }\n"): (typeof documents)["\n  mutation SetAgreedToTerms($input: SetAgreedToTermsInput!) {\n    setAgreedToTerms(input: $input) {\n      id\n      agreedToTerms\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransferConfigs {\n    transferConfigs {\n      coinName\n      minAmount\n      feeRatio\n      enabled\n    }\n  }\n"): (typeof documents)["\n  query TransferConfigs {\n    transferConfigs {\n      coinName\n      minAmount\n      feeRatio\n      enabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Transfers($filter: TransferFilter, $page: PageInput) {\n    transfers(filter: $filter, page: $page) {\n      items {\n        id\n        direction\n        coinName\n        amount\n        fee\n        actualAmount\n        counterpartyUserName\n        transactionNumber\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query Transfers($filter: TransferFilter, $page: PageInput) {\n    transfers(filter: $filter, page: $page) {\n      items {\n        id\n        direction\n        coinName\n        amount\n        fee\n        actualAmount\n        counterpartyUserName\n        transactionNumber\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TransferQuote($coinName: CoinName!, $amount: Decimal!, $toUser: String) {\n    transferQuote(coinName: $coinName, amount: $amount, toUser: $toUser) {\n      coinName\n      amount\n      feeRatio\n      fee\n      received\n      minAmount\n      belowMinimum\n      recipientUserName\n    }\n  }\n"): (typeof documents)["\n  query TransferQuote($coinName: CoinName!, $amount: Decimal!, $toUser: String) {\n    transferQuote(coinName: $coinName, amount: $amount, toUser: $toUser) {\n      coinName\n      amount\n      feeRatio\n      fee\n      received\n      minAmount\n      belowMinimum\n      recipientUserName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Transfer($input: TransferInput!) {\n    transfer(input: $input) {\n      id\n      actualAmount\n      counterpartyUserName\n    }\n  }\n"): (typeof documents)["\n  mutation Transfer($input: TransferInput!) {\n    transfer(input: $input) {\n      id\n      actualAmount\n      counterpartyUserName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WithdrawableConvertPairs {\n    convertConfigs {\n      fromCoin\n      toCoin\n      feeRatio\n      minAmount\n      enabled\n    }\n  }\n"): (typeof documents)["\n  query WithdrawableConvertPairs {\n    convertConfigs {\n      fromCoin\n      toCoin\n      feeRatio\n      minAmount\n      enabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelWithdrawal($id: ID!) {\n    cancelWithdrawal(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CancelWithdrawal($id: ID!) {\n    cancelWithdrawal(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReportWithdrawalNotReceived($id: ID!) {\n    reportWithdrawalNotReceived(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation ReportWithdrawalNotReceived($id: ID!) {\n    reportWithdrawalNotReceived(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawChain($input: WithdrawChainInput!) {\n    withdrawChain(input: $input) {\n      id\n      amount\n      status\n      approvalDate\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawChain($input: WithdrawChainInput!) {\n    withdrawChain(input: $input) {\n      id\n      amount\n      status\n      approvalDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawBank($input: WithdrawBankInput!) {\n    withdrawBank(input: $input) {\n      id\n      amount\n      status\n      approvalDate\n    }\n  }\n"): (typeof documents)["\n  mutation WithdrawBank($input: WithdrawBankInput!) {\n    withdrawBank(input: $input) {\n      id\n      amount\n      status\n      approvalDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WithdrawalChainAddresses {\n    withdrawalAddresses {\n      id\n      network\n      address\n      label\n      usableFrom\n      usable\n    }\n  }\n"): (typeof documents)["\n  query WithdrawalChainAddresses {\n    withdrawalAddresses {\n      id\n      network\n      address\n      label\n      usableFrom\n      usable\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WithdrawalBankAccounts {\n    bankAccounts {\n      id\n      bankName\n      accountName\n      accountNumber\n    }\n  }\n"): (typeof documents)["\n  query WithdrawalBankAccounts {\n    bankAccounts {\n      id\n      bankName\n      accountName\n      accountNumber\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WithdrawalConfigs {\n    withdrawalConfigs {\n      kind\n      coinName\n      feeType\n      fee\n      minAmount\n      maxAmount\n      multiple\n      dailyLimit\n      approvalText\n    }\n  }\n"): (typeof documents)["\n  query WithdrawalConfigs {\n    withdrawalConfigs {\n      kind\n      coinName\n      feeType\n      fee\n      minAmount\n      maxAmount\n      multiple\n      dailyLimit\n      approvalText\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WithdrawalQuote($amount: Decimal) {\n    withdrawalQuote(amount: $amount) {\n      coinName\n      available\n      feeType\n      feeValue\n      amount\n      fee\n      actualAmount\n      dailyLimit\n      usedToday\n      quotaFree\n      quotaResetsAt\n      approvalDate\n    }\n  }\n"): (typeof documents)["\n  query WithdrawalQuote($amount: Decimal) {\n    withdrawalQuote(amount: $amount) {\n      coinName\n      available\n      feeType\n      feeValue\n      amount\n      fee\n      actualAmount\n      dailyLimit\n      usedToday\n      quotaFree\n      quotaResetsAt\n      approvalDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Withdrawals($kind: WithdrawalKind, $page: PageInput) {\n    withdrawals(filter: { kind: $kind }, page: $page) {\n      items {\n        id\n        kind\n        amount\n        fee\n        actualAmount\n        network\n        address\n        bankName\n        accountName\n        accountNumber\n        status\n        reason\n        payoutHash\n        approvalDate\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n"): (typeof documents)["\n  query Withdrawals($kind: WithdrawalKind, $page: PageInput) {\n    withdrawals(filter: { kind: $kind }, page: $page) {\n      items {\n        id\n        kind\n        amount\n        fee\n        actualAmount\n        network\n        address\n        bankName\n        accountName\n        accountNumber\n        status\n        reason\n        payoutHash\n        approvalDate\n        createdAt\n      }\n      pageInfo {\n        pageNum\n        pageSize\n        total\n        hasNextPage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription BalancesChanged {\n    balancesChanged {\n      coinName\n      available\n      frozen\n      locked\n    }\n  }\n"): (typeof documents)["\n  subscription BalancesChanged {\n    balancesChanged {\n      coinName\n      available\n      frozen\n      locked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Holds($coinName: CoinName) {\n    holds(coinName: $coinName) {\n      kind\n      coinName\n      state\n      amount\n      since\n      until\n      reference\n      path\n    }\n  }\n"): (typeof documents)["\n  query Holds($coinName: CoinName) {\n    holds(coinName: $coinName) {\n      kind\n      coinName\n      state\n      amount\n      since\n      until\n      reference\n      path\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ProfileChanged {\n    profileChanged {\n      id\n      userName\n      countryCode\n      referralId\n      level\n      levelName\n      commitmentPackageEnabled\n      otcEnabled\n      matchingCodeEnabled\n      agreedToTerms\n    }\n  }\n"): (typeof documents)["\n  subscription ProfileChanged {\n    profileChanged {\n      id\n      userName\n      countryCode\n      referralId\n      level\n      levelName\n      commitmentPackageEnabled\n      otcEnabled\n      matchingCodeEnabled\n      agreedToTerms\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HasSecondFactor {\n    secondFactors {\n      totpEnabled\n    }\n  }\n"): (typeof documents)["\n  query HasSecondFactor {\n    secondFactors {\n      totpEnabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HasPasskey {\n    passkeys {\n      id\n    }\n  }\n"): (typeof documents)["\n  query HasPasskey {\n    passkeys {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BeginPasskeyConfirmation {\n    beginPasskeyConfirmation {\n      optionsJson\n    }\n  }\n"): (typeof documents)["\n  mutation BeginPasskeyConfirmation {\n    beginPasskeyConfirmation {\n      optionsJson\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SecurityGuards {\n    securityGuards {\n      moneyLockedUntil\n      withdrawalsPausedUntil\n    }\n  }\n"): (typeof documents)["\n  query SecurityGuards {\n    securityGuards {\n      moneyLockedUntil\n      withdrawalsPausedUntil\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Profile {\n    me {\n      id\n      userName\n      countryCode\n      referralId\n      level\n      levelName\n      commitmentPackageEnabled\n      otcEnabled\n      matchingCodeEnabled\n      agreedToTerms\n    }\n  }\n"): (typeof documents)["\n  query Profile {\n    me {\n      id\n      userName\n      countryCode\n      referralId\n      level\n      levelName\n      commitmentPackageEnabled\n      otcEnabled\n      matchingCodeEnabled\n      agreedToTerms\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Balances {\n    balances {\n      coinName\n      available\n      frozen\n      locked\n    }\n  }\n"): (typeof documents)["\n  query Balances {\n    balances {\n      coinName\n      available\n      frozen\n      locked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreditDecimals {\n    coins {\n      coinName\n      decimals\n    }\n  }\n"): (typeof documents)["\n  query CreditDecimals {\n    coins {\n      coinName\n      decimals\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WalletTotal {\n    walletTotal {\n      unit\n      total\n      leftOut\n      change {\n        since\n        amount\n      }\n    }\n  }\n"): (typeof documents)["\n  query WalletTotal {\n    walletTotal {\n      unit\n      total\n      leftOut\n      change {\n        since\n        amount\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;