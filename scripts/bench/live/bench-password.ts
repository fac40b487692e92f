/** The password of every bench account (stored with a cheap scrypt cost; see server.ts). */
export const BENCH_PASSWORD = 'bench-live-password';
