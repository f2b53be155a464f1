/** The widget's own words in one language, as Google's widget shows them for `hl`. */
export interface RecaptchaTexts {
  readonly checkbox: string;
  readonly badge: string;
}

const ENGLISH: RecaptchaTexts = { checkbox: "I'm not a robot", badge: 'protected by reCAPTCHA' };

// Google localizes its widget by `hl` (a render parameter, or `api.js?hl=`); these are the
// checkout's twelve languages.
const TEXTS: Readonly<Record<string, RecaptchaTexts>> = {
  en: ENGLISH,
  da: { checkbox: 'Jeg er ikke en robot', badge: 'beskyttet af reCAPTCHA' },
  de: { checkbox: 'Ich bin kein Roboter.', badge: 'geschützt durch reCAPTCHA' },
  el: { checkbox: 'Δεν είμαι ρομπότ', badge: 'προστατεύεται από το reCAPTCHA' },
  es: { checkbox: 'No soy un robot', badge: 'protegido por reCAPTCHA' },
  fi: { checkbox: 'En ole robotti', badge: 'reCAPTCHA-suojattu' },
  fr: { checkbox: 'Je ne suis pas un robot', badge: 'protégé par reCAPTCHA' },
  it: { checkbox: 'Non sono un robot', badge: 'protetto da reCAPTCHA' },
  nl: { checkbox: 'Ik ben geen robot', badge: 'beschermd door reCAPTCHA' },
  no: { checkbox: 'Jeg er ikke en robot', badge: 'beskyttet av reCAPTCHA' },
  sl: { checkbox: 'Nisem robot', badge: 'zaščito zagotavlja reCAPTCHA' },
  sv: { checkbox: 'Jag är inte en robot', badge: 'skyddas av reCAPTCHA' },
};

/** The widget's texts for a language code (`de`, `de-AT`); English for one it does not know, as Google falls back. */
export function recaptchaTexts(hl: string | null | undefined): RecaptchaTexts {
  const code = (hl ?? '').toLowerCase();
  return TEXTS[code] ?? TEXTS[code.split('-')[0] ?? ''] ?? ENGLISH;
}
