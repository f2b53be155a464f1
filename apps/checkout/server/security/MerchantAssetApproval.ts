/** A merchant's static file pinned by its Subresource Integrity hash (`MERCHANT_SCRIPT_HOSTS` object entry). */
export interface MerchantScriptFile {
  /** Absolute URL of the file. */
  src: string;
  /** The `integrity` attribute value, e.g. `sha384-…`. */
  integrity: string;
}

/** What the app may load of a merchant's scripts and links on one page; embedded in the page's runtime configuration. */
export interface MerchantAssetApproval {
  /** The merchant the approval belongs to: the app applies it to that merchant's pages only. */
  apiKey: string;
  /** Approved origins: any file under them may load, without integrity. */
  hosts: string[];
  /** Pinned files: exactly these URLs, with their integrity. */
  files: MerchantScriptFile[];
}

/** The approved lists of every merchant, by api key (read from `MERCHANT_SCRIPT_HOSTS`). */
export interface MerchantScriptLists {
  /** Approved https script hosts per merchant api key (string entries). Defaults to `{}`. */
  merchantScriptHosts: Record<string, string[]>;
  /** Pinned static files per merchant api key (object entries). Defaults to `{}`. */
  merchantScriptFiles: Record<string, MerchantScriptFile[]>;
}
