/** Spec section 8: what the lead forms say when the API call fails. */
export const SUBMIT_FAILED = 'Something went wrong, please try again';
/** "600 s display" for demo requests; "very long" for career requests: the same 10 minutes. */
export const SUBMIT_FAILED_DURATION = 600_000;
