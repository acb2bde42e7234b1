import type { IdentificationMethod } from '@portal/shared/contracts';
import styles from './identification-methods.module.css';

/**
 * A badge in the spirit of each service's own colours, drawn here (no outside images): the
 * initials on a dark field with at least 7:1 contrast. Decorative: the method's name is written
 * beside it.
 */
const badges: Record<IdentificationMethod, { initials: string; color: string }> = {
  mobiilivarmenne: { initials: 'MV', color: '#2d3748' },
  nordea: { initials: 'N', color: '#00005e' },
  op: { initials: 'OP', color: '#8a3300' },
  danskebank: { initials: 'DB', color: '#003755' },
  handelsbanken: { initials: 'H', color: '#00467a' },
  spankki: { initials: 'S', color: '#00522f' },
  aktia: { initials: 'A', color: '#004d49' },
  pop: { initials: 'POP', color: '#173a64' },
  saastopankki: { initials: 'SP', color: '#8c0f16' },
  omasp: { initials: 'Oma', color: '#4a2370' },
  alandsbanken: { initials: 'Å', color: '#123e6b' },
};

export function MethodLogo({ method }: { method: IdentificationMethod }) {
  const { initials, color } = badges[method];
  const fontSize = initials.length > 2 ? 15 : 19;
  return (
    <svg className={styles['logo']} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="10" fill={color} />
      <text
        x="24"
        y="24"
        dominantBaseline="central"
        textAnchor="middle"
        fill="#ffffff"
        fontFamily="inherit"
        fontSize={fontSize}
        fontWeight="700"
      >
        {initials}
      </text>
    </svg>
  );
}
