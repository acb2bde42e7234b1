import type { KelaCard } from '@portal/account/contracts';
import { useIntl } from 'react-intl';
import { kelaCardMessages as m } from './messages';
import styles from './kela-card.module.css';

export interface KelaCardImagesProps {
  imageUrl: KelaCard['imageUrl'];
}

/** The saved images of the card, each with its text alternative, or a word that there are none. */
export function KelaCardImages({ imageUrl }: KelaCardImagesProps) {
  const intl = useIntl();
  const sides = [
    { url: imageUrl.front, alt: m.frontImageAlt, caption: m.frontSide },
    { url: imageUrl.back, alt: m.backImageAlt, caption: m.backSide },
  ].filter((side): side is typeof side & { url: string } => side.url !== null);

  if (sides.length === 0) return <p className={styles['muted']}>{intl.formatMessage(m.noImages)}</p>;
  return (
    <div className={styles['images']}>
      {sides.map((side) => (
        <figure key={side.url} className={styles['figure']}>
          <img src={side.url} alt={intl.formatMessage(side.alt)} className={styles['image']} />
          <figcaption className={styles['caption']}>
            {intl.formatMessage(side.caption)}
          </figcaption>
        </figure>
      ))}
    </div>
  );
}
