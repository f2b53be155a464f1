/** A merchant's static file pinned by its exact URL and Subresource Integrity hash (a `MERCHANT_SCRIPT_HOSTS` entry). */
export interface MerchantScriptFile {
  /** Absolute URL of the file, query included: only this exact URL is approved. */
  src: string;
  /** The `integrity` attribute value: one or more `sha384-…` digests. */
  integrity: string;
}

/** What the app may load of a merchant's scripts and links on one page; embedded in the page's runtime configuration. */
export interface MerchantAssetApproval {
  /** The merchant the approval belongs to: the app applies it to that merchant's pages only. */
  apiKey: string;
  /** Pinned files: exactly these URLs, each loaded with its integrity. */
  files: MerchantScriptFile[];
}

/** The pinned files of every merchant, by api key (read from `MERCHANT_SCRIPT_HOSTS`). */
export interface MerchantScriptLists {
  /** Pinned static files per merchant api key. Defaults to `{}`. */
  merchantScriptFiles: Record<string, MerchantScriptFile[]>;
  /**
   * Files pinned for every merchant that has no entry of its own: against the sandbox, its demo widget
   * (`sandboxMerchantFiles`). Defaults to `[]`.
   */
  defaultMerchantFiles: MerchantScriptFile[];
}
