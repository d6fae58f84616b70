/**
 * What one admin upload may carry: under the server's cap on any body (3 MB,
 * server/body-limit.ts), envelope included (decision 0053). A larger set goes by the import's
 * command.
 */
export const UPLOAD_BYTES = 2.5 * 1024 * 1024;

/** The body cap of an import form: the upload and its envelope. */
export const IMPORT_FORM_BYTES = UPLOAD_BYTES + 256 * 1024;
