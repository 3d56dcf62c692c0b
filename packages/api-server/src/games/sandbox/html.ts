import { formatKroner, oreToKroner } from '@casino/locale';

/** Text into HTML text or a quoted attribute. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** Øre as the site writes kroner: '2 kr.', '12,50 kr.', '85 øre'. */
export const kronerText = (ore: number) => formatKroner(oreToKroner(ore), { decimals: 'auto' });
