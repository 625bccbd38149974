/**
 * Seconds to wait after each failed attempt before the next: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h
 * (docs/alerts.md#webhook-retries). Eight attempts in about 27 h 35 min; then the delivery is failed.
 */
export const webhookRetryDelaysSeconds: readonly number[] = [5, 300, 1800, 7200, 18_000, 36_000, 36_000];
