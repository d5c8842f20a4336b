/**
 * Every message a validator can give, as a translation key of the `validation` namespace
 * (`locales/<lang>/validation.json`). Views and machines use these constants, never spelled-out
 * keys. Names from spec §5 are kept (tip_username_err, tips_amount, ...); the spec's
 * `my.email.place_email_code` is flattened to `place_email_code`.
 */
export const ValidationKey = {
  // Login and registration
  noInviteCode: 'validation:tip_no_invite_code',
  inviteCodeFormat: 'validation:tip_invite_code_err',
  noAccount: 'validation:tip_no_username',
  accountFormat: 'validation:tip_username_err',
  accountLength: 'validation:tip_username_length_err',
  noPassword: 'validation:tip_no_password',
  passwordLength: 'validation:tip_password_length_err',
  passwordFormat: 'validation:tip_password_err',
  passwordConfirm: 'validation:tip_password_confirm_err',
  noWithdrawPassword: 'validation:tip_no_withdraw_password',
  withdrawPasswordFormat: 'validation:tip_withdraw_password_err',
  withdrawPasswordLength: 'validation:tip_withdraw_password_length_err',
  withdrawPasswordConfirmRegister: 'validation:tip_withdraw_password_confirm_err',
  // Password changes
  noOldPassword: 'validation:tips_no_old_password',
  noNewPassword: 'validation:tips_no_new_password',
  noOldWithdrawPassword: 'validation:tips_no_old_optpwd',
  withdrawPasswordNewLength: 'validation:tips_setting_optpwd_length',
  sameAsOld: 'validation:tips_different_old',
  withdrawPasswordConfirm: 'validation:tips_input_optpwd_new_old_not_equal',
  // E-mail
  emailAddress: 'validation:place_email_code',
  emailCode: 'validation:placeholder_email_code',
  // Personal info
  noName: 'validation:tips_input_name',
  nameLength: 'validation:tips_name_length',
  noCardNo: 'validation:tips_input_cardno',
  noMobile: 'validation:tips_input_mobile',
  cardNoFormat: 'validation:tips_cardno_err',
  mobileFormat: 'validation:tips_mobile_err',
  // Bind bank
  selectBank: 'validation:tips_select_bank',
  noBankCardNo: 'validation:tips_input_bankno',
  noWalletAddress: 'validation:tips_input_wallet_address',
  noBankHolder: 'validation:tips_input_bankname',
  walletAddressFormat: 'validation:tips_wallet_address_err',
  // Withdraw
  withdrawUnavailable: 'validation:tips_withdraw_unavailable',
  selectWithdrawAccount: 'validation:tips_select_withdraw_account',
  withdrawAmount: 'validation:tips_amount',
  withdrawBelowMinimum: 'validation:tips_withdraw_min',
  // Every typed amount (models/money.ts readTypedAmount)
  amountFormat: 'validation:tips_amount_format',
  amountDecimals: 'validation:tips_amount_decimals',
  // Deposit
  selectPayType: 'validation:tip_select_type',
  depositAmount: 'validation:tip_right_amount',
  depositOutOfLimit: 'validation:tip_input_right_amount',
  noTransactionId: 'validation:tips_input_txid',
} as const;

export type ValidationKey = (typeof ValidationKey)[keyof typeof ValidationKey];
