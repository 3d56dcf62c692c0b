import { formatKroner, oreToKroner } from '@casino/locale';

/** Øre as the site writes kroner: '2 kr.', '12,50 kr.', '85 øre'. */
export const kronerText = (ore: number) => formatKroner(oreToKroner(ore), { decimals: 'auto' });
