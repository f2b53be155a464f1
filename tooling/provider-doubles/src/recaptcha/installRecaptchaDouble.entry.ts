import { installRecaptchaDouble } from './installRecaptchaDouble';

const src = document.currentScript?.getAttribute('src');
const query = src ? new URL(src, document.baseURI).searchParams : new URLSearchParams();
installRecaptchaDouble(window, { onload: query.get('onload'), render: query.get('render'), hl: query.get('hl') });
