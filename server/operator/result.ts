/** What an operator action answers: a line (or table) for the operator, and the same facts as data. */
export interface OperatorResult {
  message: string;
  data?: unknown;
}
