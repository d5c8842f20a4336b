/** Input limits of spec §5 and §9, for validators and for the inputs' maxLength. */
export const InputLimit = {
  accountMin: 6,
  accountMax: 12,
  passwordMin: 6,
  passwordMax: 12,
  inviteCodeMax: 6,
  /** What the withdraw and bind forms take: passwords set before the 6–10 rule may be 12 long. */
  withdrawPasswordMax: 12,
  /** A new withdrawal password (registration and the change page) is 6 to 10 characters. */
  withdrawPasswordNewMin: 6,
  withdrawPasswordNewMax: 10,
  nameMin: 2,
} as const;
