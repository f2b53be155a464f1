/** Where browsers send the page policy's violation reports (`report-uri`, and `report-to` over https). */
export const CSP_REPORT_PATH = '/reports/csp';

/** Where the app's error reporter sends what went wrong in the browser (`errorReportUrl`'s default). */
export const ERROR_REPORT_PATH = '/reports/errors';
