/** The conversation ids the API takes: one to nine digits. */
export const THREAD_ID = /^\d{1,9}$/;
