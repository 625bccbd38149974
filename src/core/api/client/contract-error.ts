/** One schema violation in an answer: where, and what is wrong. */
export interface ContractProblem {
  path: string;
  message: string;
}

/**
 * The backend answered, but not in the shape the contract promises. Thrown at the boundary so
 * that a malformed answer is a clear error naming the call, not a blank screen further down.
 */
export class ContractError extends Error {
  override readonly name = 'ContractError';
  readonly endpointPath: string;
  readonly problems: readonly ContractProblem[];

  constructor(endpointPath: string, problems: readonly ContractProblem[]) {
    const summary = problems.map((problem) => `${problem.path || '/'} ${problem.message}`).join('; ');
    super(`The answer of ${endpointPath} does not match the contract: ${summary}`);
    this.endpointPath = endpointPath;
    this.problems = problems;
  }
}
